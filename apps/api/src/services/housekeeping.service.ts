import { pruneIdempotencyKeys, referencedFiles, type DB, type Kysely } from '@gigrank/db';
import type { FileStore } from '../ports/file-store';

export { referencedFiles };

/** Deletes stored files no row points at any more (and old leftovers). */
export function sweepFiles(db: Kysely<DB>, files: FileStore, now = Date.now()) {
  return files.sweep(referencedFiles(db), now);
}

/** How long a show's Idempotency-Key answers a repeat: a client retries within days at most. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** The timer's work: files no row points at, and keys past IDEMPOTENCY_KEY_DAYS. */
export async function housekeeping(db: Kysely<DB>, files: FileStore, now = Date.now()) {
  const swept = await sweepFiles(db, files, now);
  const before = new Date(now - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60_000).toISOString();
  return { ...swept, keys: await pruneIdempotencyKeys(db, before) };
}
