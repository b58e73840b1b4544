import type { Kysely } from 'kysely';
import { LIST_PAGE_SIZE, type ListPage, type UserSummary } from '@gigrank/domain';
import { preparedQuery } from '../prepared-query';
import type { DB, Handle } from '../schema';
import { deletePair, insertPair, pairQuery } from '../pairs';
import { visibleUsers, type Viewer } from '../visibility';
import { toUserSummary, USER_SUMMARY_COLUMNS } from './users.queries';

// Data functions of the follows aggregate: the only place with its SQL. The
// followers_count / following_count counters move with the follow rows, in
// the caller's transaction (their recount is in recounts.ts).

/** Follower and following lists show at most this many, newest first. */
const FOLLOW_LIST_LIMIT = 500;

/**
 * A user's followers or the users they follow, newest edge first: a page when
 * `page` says where, else the first FOLLOW_LIST_LIMIT.
 */
export async function followListPage(
  db: Handle,
  viewer: Viewer,
  userId: number,
  direction: 'followers' | 'following',
  page: ListPage = {},
): Promise<UserSummary[]> {
  const [mine, theirs] =
    direction === 'followers'
      ? (['followee_id', 'follower_id'] as const)
      : (['follower_id', 'followee_id'] as const);
  const paged = page.limit !== undefined || page.offset !== undefined;
  const rows = await visibleUsers(db, viewer)
    .innerJoin('follows', `follows.${theirs}`, 'users.id')
    .select(USER_SUMMARY_COLUMNS)
    .where(`follows.${mine}`, '=', userId)
    .orderBy('follows.created_at', 'desc')
    .orderBy(`follows.${theirs}`, 'desc')
    .$if(paged, (q) => q.limit(page.limit ?? LIST_PAGE_SIZE).offset(page.offset ?? 0))
    .$if(!paged, (q) => q.limit(FOLLOW_LIST_LIMIT))
    .execute();
  return rows.map(toUserSummary);
}

export async function followEdgeExists(
  db: Handle,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  return (await followEdge.executeTakeFirst(db, followerId, followeeId)) !== undefined;
}

const followEdge = preparedQuery((db: Kysely<DB>, followerId: number, followeeId: number) =>
  pairQuery(db, 'follows', followerId, followeeId),
);

/** Adds the edge and moves both counters; false (nothing changed) when it exists. */
export async function insertFollow(
  trx: Handle,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  if (!(await insertPair(trx, 'follows', followerId, followeeId))) return false;
  await moveFollowCounters(trx, followerId, followeeId, 1);
  return true;
}

/** Removes the edge and moves both counters; false (nothing changed) when there was none. */
export async function deleteFollow(
  trx: Handle,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  if (!(await deletePair(trx, 'follows', followerId, followeeId))) return false;
  await moveFollowCounters(trx, followerId, followeeId, -1);
  return true;
}

async function moveFollowCounters(
  trx: Handle,
  followerId: number,
  followeeId: number,
  sign: 1 | -1,
) {
  const op = sign === 1 ? '+' : '-';
  for (const [counter, id] of [
    ['following_count', followerId],
    ['followers_count', followeeId],
  ] as const) {
    await trx
      .updateTable('users')
      .set((eb) => ({ [counter]: eb(counter, op, 1) }))
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Takes a user's follow edges out of the other side's counters (account
 * deletion): whom they followed loses a follower, who followed them one
 * followed account. The edges themselves go with the user (cascade).
 */
export async function uncountUserFollows(trx: Handle, userId: number): Promise<void> {
  for (const [counter, other, self] of [
    ['followers_count', 'followee_id', 'follower_id'],
    ['following_count', 'follower_id', 'followee_id'],
  ] as const) {
    await trx
      .updateTable('users')
      .set((eb) => ({ [counter]: eb(counter, '-', 1) }))
      .where('id', 'in', (eb) => eb.selectFrom('follows').select(other).where(self, '=', userId))
      .execute();
  }
}
