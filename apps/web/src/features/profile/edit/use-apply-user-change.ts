import type { User } from '@gigrank/domain';
import { useCallback } from 'react';
import { useInvalidate } from '../../../lib/invalidation';
import { trpc } from '../../../lib/trpc';
import { useSession } from '../../auth';

/**
 * After the signed-in user's name, city or picture changed: the header (the
 * session's stored copy), the profile (`users.byId`) and `auth.me` take the
 * server's answer at once, then every query that embeds the user (feed cards,
 * comments, follower lists, leaderboards, show pages: 'profileChanged' in
 * lib/invalidation.ts) is marked stale and the visible ones refetch.
 */
export function useApplyUserChange() {
  const utils = trpc.useUtils();
  const invalidate = useInvalidate();
  const { updateUser } = useSession();
  return useCallback(
    async (user: User) => {
      updateUser(user);
      utils.users.byId.setData({ id: user.id }, user);
      utils.auth.me.setData(undefined, user);
      await invalidate('profileChanged');
    },
    [utils, invalidate, updateUser],
  );
}
