import {
  deleteFollow,
  deleteFollowRequest,
  deleteNotificationsFrom,
  insertFollowRequest,
  type DB,
  type Transaction,
  findUserById,
  followEdgeExists,
  followListPage,
  insertFollow,
  insertNotifications,
  type UserRow,
} from '@gigrank/db';
import type { ListPage, UserSummary } from '@gigrank/domain';
import { bothChanged, committed, notified } from '../../cache/changes';
import type { Change } from '../../cache/keys';
import { badRequest, notFound } from '../../errors';
import { assertOwner } from '../../policy/access';
import { audienceOf, contentRead, profileAccess } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

/** A user's followers or whom they follow, without the people in a block with the viewer. */
const followList = (direction: 'followers' | 'following') =>
  contentRead(async (deps, viewerId, userId, page?: ListPage): Promise<UserSummary[]> =>
    followListPage(deps.db, await audienceOf(deps, viewerId), userId, direction, page),
  );

export const listFollowers = followList('followers');
export const listFollowing = followList('following');

export async function isFollowing(
  deps: ServiceDeps,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  return followEdgeExists(deps.db, followerId, followeeId);
}

/**
 * The follow edge's owner is the session user; nobody follows themselves;
 * someone in a block with them is not there (404). Returns the other account.
 */
async function checkEdge(
  deps: ServiceDeps,
  user: UserRow,
  currentUserId: number,
  userId: number,
): Promise<UserRow> {
  assertOwner(user, currentUserId, 'follows');
  if (userId === user.id) throw badRequest('You cannot follow yourself');
  await profileAccess(deps, user.id, userId);
  const other = await findUserById(deps.db, userId);
  if (!other) throw notFound('User not found');
  return other;
}

/** What a follow edge added or removed changes: both profiles' counters, both lists, the order of users. */
function edgeChanges(followerId: number, followeeId: number): Change[] {
  return [...bothChanged(followerId, followeeId, ['user', 'follows']), { kind: 'userRanking' }];
}

/**
 * A follow request asked, withdrawn or answered changes both people's
 * relations (status, request list) and the owner's notifications.
 */
export function requestChanges(requesterId: number, targetId: number): Change[] {
  return [
    ...bothChanged(requesterId, targetId, ['relations']),
    { kind: 'notifications', userId: targetId },
  ];
}

/**
 * Ends a waiting request (withdrawn, approved or declined), with the
 * notification that asked: false when none was waiting.
 */
export async function endRequest(
  trx: Transaction<DB>,
  requesterId: number,
  targetId: number,
): Promise<boolean> {
  if (!(await deleteFollowRequest(trx, requesterId, targetId))) return false;
  await deleteNotificationsFrom(trx, targetId, requesterId, 'followRequest');
  return true;
}

/**
 * Follows (counters move in the same transaction); following twice changes
 * nothing. A private account is asked instead: the answer is
 * `{ status: 'requested' }` (REST 202) until its owner approves.
 */
export async function follow(
  deps: ServiceDeps,
  user: UserRow,
  currentUserId: number,
  userId: number,
): Promise<{ following: boolean; status: 'following' | 'requested' }> {
  const other = await checkEdge(deps, user, currentUserId, userId);
  const asked = other.is_private === 1 && !(await followEdgeExists(deps.db, user.id, userId));
  const changes = await deps.db.transaction().execute(async (trx) => {
    const insert = asked ? insertFollowRequest : insertFollow;
    if (!(await insert(trx, user.id, userId))) return [];
    const type = asked ? 'followRequest' : 'follow';
    const told = await insertNotifications(trx, [{ userId, actorId: user.id, type }]);
    const made = asked ? requestChanges(user.id, userId) : edgeChanges(user.id, userId);
    return [...made, ...notified(told)];
  });
  if (changes.length) await committed(deps, changes);
  return asked
    ? { following: false, status: 'requested' }
    : { following: true, status: 'following' };
}

/**
 * Approves a follow request inside the caller's transaction: the follow is
 * made and the requester told. Nothing when there was no request.
 */
export async function acceptRequest(
  trx: Transaction<DB>,
  owner: Pick<UserRow, 'id' | 'display_name'>,
  requesterId: number,
): Promise<Change[]> {
  if (!(await endRequest(trx, requesterId, owner.id))) return [];
  const changes = requestChanges(requesterId, owner.id);
  if (!(await insertFollow(trx, requesterId, owner.id))) return changes;
  const told = await insertNotifications(trx, [
    { userId: requesterId, actorId: owner.id, type: 'followApproved' },
  ]);
  return [...changes, ...edgeChanges(requesterId, owner.id), ...notified(told)];
}

/** Unfollows, or withdraws a waiting request; when there is neither, nothing changes. */
export async function unfollow(
  deps: ServiceDeps,
  user: UserRow,
  currentUserId: number,
  userId: number,
): Promise<{ following: false }> {
  await checkEdge(deps, user, currentUserId, userId);
  const changes = await deps.db
    .transaction()
    .execute(async (trx) => [
      ...((await deleteFollow(trx, user.id, userId)) ? edgeChanges(user.id, userId) : []),
      ...((await endRequest(trx, user.id, userId)) ? requestChanges(user.id, userId) : []),
    ]);
  if (changes.length) await committed(deps, changes);
  return { following: false };
}
