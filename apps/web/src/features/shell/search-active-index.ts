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
