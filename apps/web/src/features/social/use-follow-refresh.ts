import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

/**
 * After a follow or unfollow (SPEC section 4): refresh user data (counts),
 * the leaderboards, follow status and lists, profile data and the feeds.
 */
export function useFollowRefresh() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.users.invalidate(),
        utils.leaderboard.invalidate(),
        utils.follows.invalidate(),
        utils.profile.invalidate(),
        utils.shows.invalidate(),
        utils.auth.me.invalidate(),
      ]),
    [utils],
  );
}
