import {
  deleteImportsBefore,
  deleteSetlistFmFetchesBefore,
  deleteWebhookDeliveriesBefore,
  pruneIdempotencyKeys,
  referencedFiles,
  type DB,
  type Kysely,
} from '@gigrank/db';
import type { FileStore } from '../../ports/file-store';

export { referencedFiles };

/** Deletes stored files no row points at any more (and old leftovers). */
export function sweepFiles(db: Kysely<DB>, files: FileStore, now = Date.now()) {
  return files.sweep(referencedFiles(db), now);
}

/** How long a show's Idempotency-Key answers a repeat: a client retries within days at most. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/**
 * How long an import's rows are kept after it was last touched: a preview
 * left unimported, or a finished commit whose totals may be asked again.
 */
export const IMPORT_KEEP_DAYS = 2;

/** How long a webhook delivery stays in its log once delivered or given up. */
export const WEBHOOK_DELIVERY_KEEP_DAYS = 7;

const daysBefore = (now: number, days: number) =>
  new Date(now - days * 24 * 60 * 60_000).toISOString();

/**
 * The timer's work: files no row points at, keys past IDEMPOTENCY_KEY_DAYS,
 * imports and setlist.fm fetches (with their pages) past IMPORT_KEEP_DAYS,
 * webhook deliveries finished more than WEBHOOK_DELIVERY_KEEP_DAYS ago.
 */
export async function housekeeping(db: Kysely<DB>, files: FileStore, now = Date.now()) {
  const swept = await sweepFiles(db, files, now);
  return {
    ...swept,
    keys: await pruneIdempotencyKeys(db, daysBefore(now, IDEMPOTENCY_KEY_DAYS)),
    imports: await deleteImportsBefore(db, daysBefore(now, IMPORT_KEEP_DAYS)),
    setlistFmFetches: await deleteSetlistFmFetchesBefore(db, daysBefore(now, IMPORT_KEEP_DAYS)),
    webhookDeliveries: await deleteWebhookDeliveriesBefore(
      db,
      daysBefore(now, WEBHOOK_DELIVERY_KEEP_DAYS),
    ),
  };
}
