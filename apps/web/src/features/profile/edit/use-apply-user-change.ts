import type { User } from '@gigrank/domain';
import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc';
import { useSession } from '../../auth/session';

/**
 * After the signed-in user's name, city or picture changed: the header (the
 * session's stored copy), the profile (`users.byId`) and `auth.me` take the
 * server's answer at once, then every cached query is marked stale and the
 * visible ones refetch, because the name and picture are embedded everywhere
 * (feed cards, comments, follower lists, leaderboards, show pages).
 */
export function useApplyUserChange() {
  const utils = trpc.useUtils();
  const { updateUser } = useSession();
  return useCallback(
    async (user: User) => {
      updateUser(user);
      utils.users.byId.setData({ id: user.id }, user);
      utils.auth.me.setData(undefined, user);
      await utils.invalidate();
    },
    [utils, updateUser],
  );
}
