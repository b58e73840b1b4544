import { cachedRead, readCacheOf, type DB, type Kysely } from '@gigrank/db';
import { entityId, type CacheKey, type Change } from '../cache/keys';
import { countCacheRead } from '../http/metrics';
import type { CacheStore } from '../ports/cache-store';

/**
 * Answers kept in this process until an entity they are built from changes
 * (packages/db read-cache.ts: a version per entity, an answer fresh while
 * none of its entities moved since it was computed). A write's declared
 * changes expire exactly those answers here at once and, through the SQLite
 * file's change log (packages/db change-log.ts), in every other server
 * process on the same file before their next read. Without a read cache on
 * the handle (PostgreSQL, READ_CACHE=off), reads compute every time.
 */
export class VersionedCacheStore implements CacheStore {
  constructor(private readonly db: Kysely<DB>) {}

  async read<T>(key: CacheKey<T>, compute: () => Promise<T>): Promise<T> {
    const answerDeps = key.answerDependsOn;
    let computed = false;
    const answer = await cachedRead(
      this.db,
      {
        key: key.id,
        deps: key.dependsOn.map(entityId),
        depsOf: answerDeps && ((answer: T) => answerDeps(answer).map(entityId)),
      },
      () => {
        computed = true;
        return compute();
      },
    );
    countCacheRead(!computed);
    return answer;
  }

  async changed(changes: readonly Change[]): Promise<void> {
    await readCacheOf(this.db)?.publish([...new Set(changes.map(entityId))]);
  }
}
