import type { FirstQuery } from '@gigrank/domain';

/**
 * What the venue page reads first: its first page (an infinite query's, read
 * with no `before`). Kept here, not in the domain's `screenReads`, so the
 * server does not render the page ahead yet (apps/api http/first-screen.ts).
 */
export function venueReads(id: number): FirstQuery[] {
  return [{ path: 'venues.byId', input: { id }, infinite: true }];
}
