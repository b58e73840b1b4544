import type { Kysely } from 'kysely';
import type { FollowRequest, Relationship, UserSummary } from '@gigrank/domain';
import { preparedQuery } from '../prepared-query';
import type { DB, Handle } from '../schema';
import { deletePair, insertPair, pairOf, pairQuery } from '../pairs';
import { eitherWay, visibleUsers } from '../visibility';
import { deleteFollow } from './follows.queries';
import { toUserSummary, USER_SUMMARY_COLUMNS } from './users.queries';

// Data functions of privacy: the account flags, follow requests, blocks and
// mutes. Who may see what because of them is decided in visibility.ts.

/** Lists of requests, blocks and mutes show at most this many, newest first. */
const RELATION_LIST_LIMIT = 500;

export async function setPrivacyFlags(
  trx: Handle,
  userId: number,
  flags: {
    isPrivate?: boolean;
    hideFromLeaderboards?: boolean;
    shareSpend?: boolean;
    distanceUnit?: string;
  },
): Promise<void> {
  const set: {
    is_private?: number;
    hide_from_leaderboards?: number;
    share_spend?: number;
    distance_unit?: string;
  } = {};
  if (flags.isPrivate !== undefined) set.is_private = flags.isPrivate ? 1 : 0;
  if (flags.hideFromLeaderboards !== undefined)
    set.hide_from_leaderboards = flags.hideFromLeaderboards ? 1 : 0;
  if (flags.shareSpend !== undefined) set.share_spend = flags.shareSpend ? 1 : 0;
  if (flags.distanceUnit !== undefined) set.distance_unit = flags.distanceUnit;
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
    eb.exists(pairQuery(db, 'follows', viewerId, otherId)).as('following'),
    eb.exists(pairQuery(db, 'follows', otherId, viewerId)).as('followsYou'),
    eb.exists(pairQuery(db, 'follow_requests', viewerId, otherId)).as('requested'),
    eb.exists(pairQuery(db, 'blocks', viewerId, otherId)).as('blocked'),
    eb.exists(pairQuery(db, 'mutes', viewerId, otherId)).as('muted'),
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
  return insertPair(trx, 'follow_requests', requesterId, targetId);
}

/** Withdraws or answers a request; false when there was none. */
export async function deleteFollowRequest(
  trx: Handle,
  requesterId: number,
  targetId: number,
): Promise<boolean> {
  return deletePair(trx, 'follow_requests', requesterId, targetId);
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
  if (!(await insertPair(trx, 'blocks', blockerId, blockedId))) return false;
  await deleteFollow(trx, blockerId, blockedId);
  await deleteFollow(trx, blockedId, blockerId);
  await deleteFollowRequest(trx, blockerId, blockedId);
  await deleteFollowRequest(trx, blockedId, blockerId);
  await trx
    .deleteFrom('notifications')
    .where(eitherWay<'notifications'>(['user_id', 'actor_id'], blockerId, blockedId))
    .execute();
  return true;
}

export async function deleteBlock(
  trx: Handle,
  blockerId: number,
  blockedId: number,
): Promise<boolean> {
  return deletePair(trx, 'blocks', blockerId, blockedId);
}

export async function insertMute(trx: Handle, muterId: number, mutedId: number): Promise<boolean> {
  return insertPair(trx, 'mutes', muterId, mutedId);
}

export async function deleteMute(trx: Handle, muterId: number, mutedId: number): Promise<boolean> {
  return deletePair(trx, 'mutes', muterId, mutedId);
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
  const [pairs, owner, other] = pairOf(kind);
  const rows = await db
    .selectFrom(pairs)
    .innerJoin('users', 'users.id', `${pairs}.${other}`)
    .select(USER_SUMMARY_COLUMNS)
    .where(`${pairs}.${owner}`, '=', userId)
    .orderBy(`${pairs}.created_at`, 'desc')
    .limit(RELATION_LIST_LIMIT)
    .execute();
  return rows.map(toUserSummary);
}
