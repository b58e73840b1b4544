import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

/**
 * After a show is saved, edited or deleted (SPEC section 4): refresh the
 * user's shows and ranked shows, the profile, the feed, artist pages and
 * search, and (as later milestones add them) insights and friends' feed.
 */
export function useShowRefresh() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.shows.invalidate(),
        utils.users.invalidate(),
        utils.artists.invalidate(),
        utils.auth.me.invalidate(),
      ]),
    [utils],
  );
}
