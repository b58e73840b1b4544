/**
 * Props for a button that is busy (its call under way) and stays where it is, like a toggle:
 * it looks and is announced disabled (`data-disabled`, `aria-disabled`) but keeps the keyboard
 * focus. A native `disabled` drops the focus to the page's body, and the next Tab starts over
 * from the top of the page. The button's click handler must ignore clicks while busy.
 */
export function busyButtonProps(busy: boolean): { 'data-disabled'?: true; 'aria-disabled'?: true } {
  return busy ? { 'data-disabled': true, 'aria-disabled': true } : {};
}
