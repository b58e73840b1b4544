/**
 * The attributes of a part of a screen that is loading: a status region
 * named by `label` (a name is not allowed on an element without a role, and
 * assistive technology ignores it there) that says it is busy.
 */
export function busyRegion(label: string) {
  return { role: 'status', 'aria-busy': true, 'aria-label': label } as const;
}
