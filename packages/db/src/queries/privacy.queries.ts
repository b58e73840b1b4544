import type { Kysely, Transaction } from 'kysely';
import type { FollowRequest, Relationship, UserSummary } from '@gigrank/domain';
import { preparedQuery } from '../prepared-query';
import type { DB } from '../schema';
import { visibleUsers } from '../visibility';
import { deleteFollow } from './follows.queries';
import { toUserSummary, USER_SUMMARY_COLUMNS } from './users.queries';

// Data functions of privacy: the account flags, follow requests, blocks and
// mutes. Who may see what because of them is decided in visibility.ts.

type Handle = Kysely<DB> | Transaction<DB>;

/** Lists of requests, blocks and mutes show at most this many, newest first. */
const RELATION_LIST_LIMIT = 500;

export async function setPrivacyFlags(
  trx: Handle,
  userId: number,
  flags: { isPrivate?: boolean; hideFromLeaderboards?: boolean },
): Promise<void> {
  const set: { is_private?: number; hide_from_leaderboards?: number } = {};
  if (flags.isPrivate !== undefined) set.is_private = flags.isPrivate ? 1 : 0;
  if (flags.hideFromLeaderboards !== undefined)
    set.hide_from_leaderboards = flags.hideFromLeaderboards ? 1 : 0;
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('users').set(set).where('id', '=', userId).execute();
}

/** Where `viewerId` stands with `otherId`, in one statement. */
export async function relationshipBetween(
  db: Handle,
  viewerId: number,
  otherId: number,
): Promise<Relationship> {
  // Asked for every row of a leaderboard or follow list: built once.
  const row = (await preparedRelationship.executeTakeFirst(db as Kysely<DB>, viewerId, otherId))!;
  const yes = (v: unknown) => v === true || Number(v) === 1;
  return {
    following: yes(row.following),
    followsYou: yes(row.followsYou),
    requested: yes(row.requested),
    blocked: yes(row.blocked),
    muted: yes(row.muted),
  };
}

function relationshipQuery(db: Handle, viewerId: number, otherId: number) {
  return db.selectNoFrom((eb) => [
    eb
      .exists(
        eb
          .selectFrom('follows')
          .select('follower_id')
          .where('follower_id', '=', viewerId)
          .where('followee_id', '=', otherId),
      )
      .as('following'),
    eb
      .exists(
        eb
          .selectFrom('follows')
          .select('follower_id')
          .where('follower_id', '=', otherId)
          .where('followee_id', '=', viewerId),
      )
      .as('followsYou'),
    eb
      .exists(
        eb
          .selectFrom('follow_requests')
          .select('requester_id')
          .where('requester_id', '=', viewerId)
          .where('target_id', '=', otherId),
      )
      .as('requested'),
    eb
      .exists(
        eb
          .selectFrom('blocks')
          .select('blocker_id')
          .where('blocker_id', '=', viewerId)
          .where('blocked_id', '=', otherId),
      )
      .as('blocked'),
    eb
      .exists(
        eb
          .selectFrom('mutes')
          .select('muter_id')
          .where('muter_id', '=', viewerId)
          .where('muted_id', '=', otherId),
      )
      .as('muted'),
  ]);
}

const preparedRelationship = preparedQuery((db: Kysely<DB>, viewerId: number, otherId: number) =>
  relationshipQuery(db, viewerId, otherId),
);

// --- follow requests --------------------------------------------------------

/** Asks to follow; false when a request is already waiting. */
export async function insertFollowRequest(
  trx: Handle,
  requesterId: number,
  targetId: number,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('follow_requests')
    .values({
      requester_id: requesterId,
      target_id: targetId,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['requester_id', 'target_id']).doNothing())
    .returning('target_id')
    .execute();
  return inserted.length > 0;
}

/** Withdraws or answers a request; false when there was none. */
export async function deleteFollowRequest(
  trx: Handle,
  requesterId: number,
  targetId: number,
): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('follow_requests')
    .where('requester_id', '=', requesterId)
    .where('target_id', '=', targetId)
    .returning('target_id')
    .execute();
  return deleted.length > 0;
}

/** The requests waiting for `targetId`'s answer, newest first (the owner's own list). */
export async function followRequestsOf(db: Handle, targetId: number): Promise<FollowRequest[]> {
  const rows = await visibleUsers(db, { id: targetId })
    .innerJoin('follow_requests', 'follow_requests.requester_id', 'users.id')
    .select([...USER_SUMMARY_COLUMNS, 'follow_requests.created_at'])
    .where('follow_requests.target_id', '=', targetId)
    .orderBy('follow_requests.created_at', 'desc')
    .orderBy('follow_requests.requester_id', 'desc')
    .limit(RELATION_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({ user: toUserSummary(r), createdAt: r.created_at }));
}

/** Every requester waiting for `targetId` (turning private off approves them all). */
export async function pendingRequesterIds(trx: Handle, targetId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('follow_requests')
    .select('requester_id')
    .where('target_id', '=', targetId)
    .execute();
  return rows.map((r) => r.requester_id);
}

// --- blocks and mutes ---------------------------------------------------------

/**
 * Blocks: the follows both ways go (counters move), so do requests both ways
 * and the notifications between them. False when already blocked.
 */
export async function insertBlock(
  trx: Handle,
  blockerId: number,
  blockedId: number,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .returning('blocked_id')
    .execute();
  if (inserted.length === 0) return false;
  await deleteFollow(trx, blockerId, blockedId);
  await deleteFollow(trx, blockedId, blockerId);
  await deleteFollowRequest(trx, blockerId, blockedId);
  await deleteFollowRequest(trx, blockedId, blockerId);
  await trx
    .deleteFrom('notifications')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', blockerId), eb('actor_id', '=', blockedId)]),
        eb.and([eb('user_id', '=', blockedId), eb('actor_id', '=', blockerId)]),
      ]),
    )
    .execute();
  return true;
}

export async function deleteBlock(
  trx: Handle,
  blockerId: number,
  blockedId: number,
): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .returning('blocked_id')
    .execute();
  return deleted.length > 0;
}

export async function insertMute(trx: Handle, muterId: number, mutedId: number): Promise<boolean> {
  const inserted = await trx
    .insertInto('mutes')
    .values({ muter_id: muterId, muted_id: mutedId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['muter_id', 'muted_id']).doNothing())
    .returning('muted_id')
    .execute();
  return inserted.length > 0;
}

export async function deleteMute(trx: Handle, muterId: number, mutedId: number): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('mutes')
    .where('muter_id', '=', muterId)
    .where('muted_id', '=', mutedId)
    .returning('muted_id')
    .execute();
  return deleted.length > 0;
}

/**
 * The accounts `userId` blocked or muted, newest first: the owner's own list,
 * so it reads the users they can no longer see (a block hides both ways).
 */
export async function relationListOf(
  db: Handle,
  userId: number,
  kind: 'blocks' | 'mutes',
): Promise<UserSummary[]> {
  const rows =
    kind === 'blocks'
      ? await db
          .selectFrom('blocks')
          .innerJoin('users', 'users.id', 'blocks.blocked_id')
          .select(USER_SUMMARY_COLUMNS)
          .where('blocks.blocker_id', '=', userId)
          .orderBy('blocks.created_at', 'desc')
          .limit(RELATION_LIST_LIMIT)
          .execute()
      : await db
          .selectFrom('mutes')
          .innerJoin('users', 'users.id', 'mutes.muted_id')
          .select(USER_SUMMARY_COLUMNS)
          .where('mutes.muter_id', '=', userId)
          .orderBy('mutes.created_at', 'desc')
          .limit(RELATION_LIST_LIMIT)
          .execute();
  return rows.map(toUserSummary);
}
