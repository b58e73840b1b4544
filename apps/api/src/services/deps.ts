import type { DB, Kysely } from '@gigrank/db';
import type { CacheStore } from '../ports/cache-store';
import type { EventBus } from '../ports/event-bus';
import type { FileStore } from '../ports/file-store';

/**
 * What a use-case may touch: the database (through packages/db's data
 * functions) and the ports. Adapters are chosen once, in server.ts.
 */
export interface ServiceDeps {
  db: Kysely<DB>;
  files: FileStore;
  events: EventBus;
  cache: CacheStore;
}
