import type { Transaction } from 'kysely';
import type { DB, Handle } from '../schema';
import { deleteBefore, valueWhere } from '../rows';

// A client's key for a show it sent (migration 0010; the offline queue of
// the web app sends a show again when it never heard the answer).

/** The show a user's earlier request with `key` created, if any. */
export async function showOfIdempotencyKey(
  db: Handle,
  userId: number,
  key: string,
): Promise<number | null> {
  return (await valueWhere(db, 'idempotency_keys', 'show_id', { user_id: userId, key })) ?? null;
}

/**
 * Records that `key` created `showId`, in the show's own transaction: a
 * second request with the same key that got this far fails on the primary
 * key (on PostgreSQL it waits for the first to commit) and answers the first
 * one's show instead.
 */
export async function recordIdempotencyKey(
  trx: Transaction<DB>,
  row: { user_id: number; key: string; show_id: number; created_at: string },
): Promise<void> {
  await trx.insertInto('idempotency_keys').values(row).execute();
}

/** Forgets keys older than `before` (an ISO time): a client retries within minutes, not weeks. */
export function pruneIdempotencyKeys(db: Handle, before: string): Promise<number> {
  return deleteBefore(db, 'idempotency_keys', 'created_at', before);
}
