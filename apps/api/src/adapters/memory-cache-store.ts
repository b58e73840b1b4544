import { cachedRead, type DB, type Kysely } from '@gigrank/db';
import type { CacheKey, Change } from '../cache/keys';
import type { CacheStore } from '../ports/cache-store';

/**
 * Answers kept in this process until the next write to the database
 * (packages/db read-cache.ts: the write mark moves on any write, from this
 * process or another connection). Writes' declared changes are not needed
 * for that, so `changed` has nothing to do; a per-entity store would use them.
 * Without a read cache on the handle (PostgreSQL, READ_CACHE=off), reads
 * compute every time.
 */
export class MemoryCacheStore implements CacheStore {
  constructor(private readonly db: Kysely<DB>) {}

  read<T>(key: CacheKey<T>, compute: () => Promise<T>): Promise<T> {
    return cachedRead(this.db, key.id, compute);
  }

  changed(_changes: readonly Change[]): void {}
}
