import { composedList, isSharedAnswer, shareAnswer } from './read-cache';

/** Each shared item's copies with a viewer's default fields set, by those defaults. */
const itemDefaults = new WeakMap<object, Map<string, object>>();

function withDefaults<T extends object>(item: T, defaults: Partial<T>, key: string): T {
  let byKey = itemDefaults.get(item);
  if (!byKey) itemDefaults.set(item, (byKey = new Map()));
  let kept = byKey.get(key) as T | undefined;
  if (!kept) byKey.set(key, (kept = shareAnswer({ ...item, ...defaults })));
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
 * and the JSON of the whole list.
 */
export function withViewerFields<T extends object>(
  list: readonly T[],
  defaults: Partial<T>,
  changeOf: (item: T) => Partial<T> | undefined,
): T[] {
  const key = JSON.stringify(defaults);
  let shared = 0;
  const out = list.map((item) => {
    const change = changeOf(item);
    if (!isSharedAnswer(item)) return { ...item, ...defaults, ...change };
    const base = withDefaults(item, defaults, key);
    if (!change) {
      shared += 1;
      return base;
    }
    return { ...base, ...change };
  });
  return shared > 0 ? composedList(out) : out;
}
