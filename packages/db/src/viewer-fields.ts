import { composedList, isSharedAnswer, shareAnswer } from './read-cache';

/** Each shared item's copies with a viewer's default fields set, by those defaults (one object each). */
const itemDefaults = new WeakMap<object, Map<object, object>>();

function withDefaults<T extends object>(item: T, defaults: Partial<T>): T {
  let byDefaults = itemDefaults.get(item);
  if (!byDefaults) itemDefaults.set(item, (byDefaults = new Map()));
  let kept = byDefaults.get(defaults) as T | undefined;
  if (!kept) byDefaults.set(defaults, (kept = shareAnswer({ ...item, ...defaults })));
  return kept;
}

/**
 * A viewer's version of a list everyone shares (a ranked page, an artist's
 * shows): each item with the fields that are the viewer's own (`likedByMe`,
 * `alsoThere`) set to `defaults`, and to `changeOf(item)` where that gives
 * something. The result equals `list.map((item) => ({ ...item, ...defaults,
 * ...changeOf(item) }))`, but an item of a shared list that the viewer
 * changes nothing in is one copy with the defaults made once and kept beside
 * the item, never changed, so its JSON is written once too: a viewer's
 * answer costs the items that are theirs (the shows they liked), not a copy
 * and the JSON of the whole list. `defaults` is one object kept by the
 * caller (a module constant): the kept copies are found by it.
 */
export function withViewerFields<T extends object>(
  list: readonly T[],
  defaults: Partial<T>,
  changeOf: (item: T) => Partial<T> | undefined,
): T[] {
  let shared = 0;
  const out = list.map((item) => {
    const change = changeOf(item);
    if (!isSharedAnswer(item)) return { ...item, ...defaults, ...change };
    const base = withDefaults(item, defaults);
    if (!change) {
      shared += 1;
      return base;
    }
    return { ...base, ...change };
  });
  return shared > 0 ? composedList(out) : out;
}
