/**
 * Keyboard navigation of the search dialog's results: ArrowDown / ArrowUp move
 * the highlighted result (wrapping around), Home / End jump to the ends.
 * -1 means nothing is highlighted. Returns null for keys it does not handle.
 */
export function nextActiveIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return key === 'ArrowDown' || key === 'ArrowUp' ? -1 : null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 || current > count - 1 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** One group of the search dialog's results ('Artists', 'Festivals', 'Venues'). */
export interface SearchGroup<K extends string, T> {
  kind: K;
  items: readonly T[];
}

/** A result in the dialog's one list: its group, the item, and its place in the whole list. */
export interface SearchEntry<K extends string, T> {
  kind: K;
  item: T;
  /** The index the keyboard highlight uses (across every group). */
  index: number;
}

/**
 * The groups' results as one list in the order shown, so that the arrow keys
 * (nextActiveIndex) move from the last artist to the first festival and on,
 * and wrap from the last venue to the first artist. Empty groups are skipped.
 * Also returns each shown group with its entries.
 */
export function searchEntries<K extends string, T>(
  groups: readonly SearchGroup<K, T>[],
): {
  entries: SearchEntry<K, T>[];
  groups: { kind: K; entries: SearchEntry<K, T>[] }[];
} {
  const entries: SearchEntry<K, T>[] = [];
  const shown: { kind: K; entries: SearchEntry<K, T>[] }[] = [];
  for (const group of groups) {
    if (group.items.length === 0) continue;
    const start = entries.length;
    const own = group.items.map((item, i) => ({ kind: group.kind, item, index: start + i }));
    entries.push(...own);
    shown.push({ kind: group.kind, entries: own });
  }
  return { entries, groups: shown };
}
