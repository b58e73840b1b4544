import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

/**
 * After a show is saved, edited or deleted (SPEC section 4): refresh the
 * user's shows and ranked shows, the profile, the feed, artist pages and
 * search, insights, and (as later milestones add it) the friends' feed.
 * Whole routers are invalidated, so every input and the paged (infinite)
 * queries of the ranking, the artist pages and the insights refetch too.
 */
export function useShowRefresh() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.shows.invalidate(),
        utils.users.invalidate(),
        utils.artists.invalidate(),
        utils.profile.invalidate(),
        utils.auth.me.invalidate(),
      ]),
    [utils],
  );
}
