import {
  EVERYONE,
  deleteFollow,
  findUserById,
  followEdgeExists,
  followListPage,
  insertFollow,
  insertNotifications,
  type UserRow,
} from '@gigrank/db';
import type { ListPage, UserSummary } from '@gigrank/domain';
import { committed, notified } from '../cache/changes';
import type { Change } from '../cache/keys';
import { badRequest, notFound } from '../errors';
import { assertOwner } from '../policy/access';
import type { ServiceDeps } from './deps';

export { FOLLOW_LIST_LIMIT } from '@gigrank/db';

async function followList(
  deps: ServiceDeps,
  userId: number,
  direction: 'followers' | 'following',
  page?: ListPage,
): Promise<UserSummary[]> {
  if (!(await findUserById(deps.db, userId))) throw notFound('User not found');
  // The same list for every viewer.
  return followListPage(deps.db, EVERYONE, userId, direction, page);
}

export const listFollowers = (deps: ServiceDeps, userId: number, page?: ListPage) =>
  followList(deps, userId, 'followers', page);
export const listFollowing = (deps: ServiceDeps, userId: number, page?: ListPage) =>
  followList(deps, userId, 'following', page);

export async function isFollowing(
  deps: ServiceDeps,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  return followEdgeExists(deps.db, followerId, followeeId);
}

/** The follow edge's owner is the session user; nobody follows themselves. */
async function checkEdge(deps: ServiceDeps, user: UserRow, currentUserId: number, userId: number) {
  assertOwner(user, currentUserId, 'follows');
  if (userId === user.id) throw badRequest('You cannot follow yourself');
  if (!(await findUserById(deps.db, userId))) throw notFound('User not found');
}

/** What a follow edge added or removed changes: both profiles' counters, both lists, the order of users. */
function edgeChanges(followerId: number, followeeId: number): Change[] {
  return [
    { kind: 'user', id: followerId },
    { kind: 'user', id: followeeId },
    { kind: 'follows', userId: followerId },
    { kind: 'follows', userId: followeeId },
    { kind: 'userRanking' },
  ];
}

/** Follows; following twice changes nothing. Counters move in the same transaction. */
export const follow = (deps: ServiceDeps, user: UserRow, currentUserId: number, userId: number) =>
  setFollow(deps, user, currentUserId, userId, true);

/** Unfollows; unfollowing someone you do not follow changes nothing. */
export const unfollow = (deps: ServiceDeps, user: UserRow, currentUserId: number, userId: number) =>
  setFollow(deps, user, currentUserId, userId, false);

async function setFollow<Following extends boolean>(
  deps: ServiceDeps,
  user: UserRow,
  currentUserId: number,
  userId: number,
  following: Following,
): Promise<{ following: Following }> {
  await checkEdge(deps, user, currentUserId, userId);
  const changes = await deps.db.transaction().execute(async (trx) => {
    if (!following)
      return (await deleteFollow(trx, user.id, userId)) ? edgeChanges(user.id, userId) : [];
    if (!(await insertFollow(trx, user.id, userId))) return [];
    const told = await insertNotifications(trx, [
      {
        userId,
        actorId: user.id,
        type: 'follow',
        message: `${user.display_name} started following you`,
      },
    ]);
    return [...edgeChanges(user.id, userId), ...notified(told)];
  });
  if (changes.length) committed(deps, changes);
  return { following };
}
