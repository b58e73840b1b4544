import type { DB, Kysely, Transaction } from '@gigrank/db';
import type { CacheStore } from './cache-store';
import type { EventBus } from './event-bus';
import type { FileStore } from './file-store';
import type { PhotoJobRunner } from './photo-jobs';

/** The database or a transaction on it: what a step that may run inside a write takes. */
export type DbHandle = Kysely<DB> | Transaction<DB>;

/**
 * What a use-case may touch: the database (through packages/db's data
 * functions) and the ports. Adapters are chosen once, in server.ts.
 */
export interface ServiceDeps {
  db: Kysely<DB>;
  files: FileStore;
  events: EventBus;
  cache: CacheStore;
  /** Makes stored photos' sizes after the answer. */
  photoJobs: PhotoJobRunner;
}
