import type { Kysely } from 'kysely';
import { preparedQuery, type DB, type UserRow } from '@gigrank/db';
import { LIST_PAGE_SIZE, type ListPage, type UserSummary } from '@gigrank/domain';
import { badRequest, forbidden, notFound } from '../errors';
import { insertNotifications, type NotificationEvents } from './notifications.service';
import { findUserRow, toUserSummary } from './users.service';

/** Follower and following lists show at most this many, newest first. */
export const FOLLOW_LIST_LIMIT = 500;

async function followList(
  db: Kysely<DB>,
  userId: number,
  direction: 'followers' | 'following',
  page: ListPage = {},
): Promise<UserSummary[]> {
  if (!(await findUserRow(db, userId))) throw notFound('User not found');
  const [mine, theirs] =
    direction === 'followers'
      ? (['followee_id', 'follower_id'] as const)
      : (['follower_id', 'followee_id'] as const);
  const rows = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', `follows.${theirs}`)
    .select(['users.id', 'users.username', 'users.display_name', 'users.profile_picture'])
    .where(`follows.${mine}`, '=', userId)
    .orderBy('follows.created_at', 'desc')
    .orderBy(`follows.${theirs}`, 'desc')
    .$if(page.limit !== undefined || page.offset !== undefined, (q) =>
      q.limit(page.limit ?? LIST_PAGE_SIZE).offset(page.offset ?? 0),
    )
    .$if(page.limit === undefined && page.offset === undefined, (q) => q.limit(FOLLOW_LIST_LIMIT))
    .execute();
  return rows.map(toUserSummary);
}

export const listFollowers = (db: Kysely<DB>, userId: number, page?: ListPage) =>
  followList(db, userId, 'followers', page);
export const listFollowing = (db: Kysely<DB>, userId: number, page?: ListPage) =>
  followList(db, userId, 'following', page);

export async function isFollowing(
  db: Kysely<DB>,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  return (await followEdge.executeTakeFirst(db, followerId, followeeId)) !== undefined;
}

const followEdge = preparedQuery((db: Kysely<DB>, followerId: number, followeeId: number) =>
  db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId),
);

/** The follow edge's owner is the session user; nobody follows themselves. */
async function checkEdge(db: Kysely<DB>, user: UserRow, currentUserId: number, userId: number) {
  if (currentUserId !== user.id) throw forbidden('You can only change whom you follow');
  if (userId === user.id) throw badRequest('You cannot follow yourself');
  const target = await findUserRow(db, userId);
  if (!target) throw notFound('User not found');
  return target;
}

/** Follows; following twice changes nothing. Counters move in the same transaction. */
export async function follow(
  db: Kysely<DB>,
  events: NotificationEvents,
  user: UserRow,
  currentUserId: number,
  userId: number,
): Promise<{ following: true }> {
  await checkEdge(db, user, currentUserId, userId);
  const notify = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('follows')
      .values({ follower_id: user.id, followee_id: userId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .returning('followee_id')
      .execute();
    if (inserted.length === 0) return [];
    await trx
      .updateTable('users')
      .set((eb) => ({ following_count: eb('following_count', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    await trx
      .updateTable('users')
      .set((eb) => ({ followers_count: eb('followers_count', '+', 1) }))
      .where('id', '=', userId)
      .execute();
    return insertNotifications(trx, [
      {
        userId,
        actorId: user.id,
        type: 'follow',
        message: `${user.display_name} started following you`,
      },
    ]);
  });
  events.publish(notify);
  return { following: true };
}

/** Unfollows; unfollowing someone you do not follow changes nothing. */
export async function unfollow(
  db: Kysely<DB>,
  user: UserRow,
  currentUserId: number,
  userId: number,
): Promise<{ following: false }> {
  await checkEdge(db, user, currentUserId, userId);
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('follows')
      .where('follower_id', '=', user.id)
      .where('followee_id', '=', userId)
      .returning('followee_id')
      .execute();
    if (deleted.length === 0) return;
    await trx
      .updateTable('users')
      .set((eb) => ({ following_count: eb('following_count', '-', 1) }))
      .where('id', '=', user.id)
      .execute();
    await trx
      .updateTable('users')
      .set((eb) => ({ followers_count: eb('followers_count', '-', 1) }))
      .where('id', '=', userId)
      .execute();
  });
  return { following: false };
}
