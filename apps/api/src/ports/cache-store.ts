import type { CacheKey, Change } from '../cache/keys';

/**
 * Answers of reads kept between writes. Services ask by typed key (what the
 * answer is and the entities it depends on, src/cache/keys.ts) and say after
 * each write which entities it changed; the store decides what that expires.
 */
export interface CacheStore {
  read<T>(key: CacheKey<T>, compute: () => Promise<T>): Promise<T>;
  /**
   * Called after a write commits, with what it changed: this process's
   * answers expire at once, and the promise resolves once every other
   * process sharing the database will see the change in its next read.
   */
  changed(changes: readonly Change[]): Promise<void>;
}
