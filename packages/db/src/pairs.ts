import { deleteWhere } from './rows';
import type { Handle } from './schema';

// The tables whose rows are pairs: one id to another, and when. Each pair is
// there at most once (the two ids are the primary key), so adding one that
// is there, or removing one that is not, changes nothing and says so.

/** Each pair table with its two columns, from and to. */
const PAIRS = {
  follows: ['follower_id', 'followee_id'],
  follow_requests: ['requester_id', 'target_id'],
  blocks: ['blocker_id', 'blocked_id'],
  mutes: ['muter_id', 'muted_id'],
  likes: ['show_id', 'user_id'],
} as const;

type PairTable = keyof typeof PAIRS;

/** The table and its two columns, typed as those of follows: every pair table has that shape. */
export function pairOf(table: PairTable) {
  const [from, to] = PAIRS[table] as (typeof PAIRS)['follows'];
  return [table as 'follows', from, to] as const;
}

/** The pair from `fromId` to `toId` of `table` (a row when it is there). */
export function pairQuery(db: Handle, table: PairTable, fromId: number, toId: number) {
  const [t, from, to] = pairOf(table);
  return db.selectFrom(t).select(from).where(from, '=', fromId).where(to, '=', toId);
}

/** A write of the pair from `fromId` to `toId`: whether it changed anything. */
type PairWrite = (trx: Handle, table: PairTable, fromId: number, toId: number) => Promise<boolean>;

/** Adds the pair from `fromId` to `toId`; false when it was there already. */
export const insertPair: PairWrite = async (trx, table, fromId, toId) => {
  const [t, from, to] = pairOf(table);
  const inserted = await trx
    .insertInto(t)
    .values({ [from]: fromId, [to]: toId, created_at: new Date().toISOString() } as {
      follower_id: number;
      followee_id: number;
      created_at: string;
    })
    .onConflict((oc) => oc.columns([from, to]).doNothing())
    .returning(to)
    .execute();
  return inserted.length > 0;
};

/** Removes the pair from `fromId` to `toId`; false when there was none. */
export const deletePair: PairWrite = (trx, table, fromId, toId) => {
  const [t, from, to] = pairOf(table);
  return deleteWhere(trx, t, { [from]: fromId, [to]: toId });
};
