import { randomBytes } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { ReadCache, type HandleCache } from './read-cache';

/** Rows kept in the log: a process further behind than this drops its whole cache. */
const KEEP_ROWS = 100_000;
/** The log is trimmed every this many rows written by a process. */
const TRIM_EVERY = 1_000;

interface LogRow {
  seq: number;
  origin: string;
  entity: string;
}

/**
 * The read cache of one SQLite connection, kept right across processes on
 * the same file. Each write's changed entities are appended to the
 * `cache_changes` table (migration 0009) after its commit; before each cache
 * lookup the connection asks `PRAGMA data_version` (a counter that moves
 * only when another connection commits, a few hundred nanoseconds) and, when
 * it moved, reads the rows appended since the last look, expiring exactly
 * those entities. The writer expires them in its own process at once, before
 * it answers, so no reader anywhere is served a stale answer once the write's
 * response has been sent. A process that falls behind a trim, or a file
 * without the table yet (before migrations), clears its whole cache instead.
 */
export function sqliteHandleCache(sqlite: SQLite.Database, db: Kysely<DB>): HandleCache {
  const origin = randomBytes(6).toString('base64url');
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let lastVersion = dataVersion.get() as number;
  let lastSeq = -1; // read on first use: the table exists once migrations ran
  let written = 0;
  const listeners = new Set<(entities: readonly string[]) => void>();

  let statements: { maxSeq: SQLite.Statement; after: SQLite.Statement } | undefined;
  const prepared = () => {
    if (statements) return statements;
    try {
      statements = {
        maxSeq: sqlite.prepare('SELECT coalesce(max(seq), 0) FROM cache_changes').pluck(),
        after: sqlite.prepare(
          'SELECT seq, origin, entity FROM cache_changes WHERE seq > ? ORDER BY seq',
        ),
      };
      lastSeq = statements.maxSeq.get() as number;
      return statements;
    } catch {
      return undefined; // no table yet: nothing is cached for long (see sync)
    }
  };

  // Through Kysely, so through its one connection's lock: a transaction of
  // another request that is open on this connection (awaiting between its
  // statements) is never joined by these rows, and another process's write
  // lock is waited for on a timer (sqlite-dialect.ts), not with the event
  // loop stopped.
  const appendAll = async (entities: readonly string[]) => {
    const s = prepared();
    if (!s) return;
    await db.transaction().execute((trx) =>
      trx
        .insertInto('cache_changes')
        .values(entities.map((entity) => ({ origin, entity })))
        .execute(),
    );
    written += entities.length;
    if (written >= TRIM_EVERY) {
      written = 0;
      const keepFrom = (s.maxSeq.get() as number) - KEEP_ROWS;
      await db.deleteFrom('cache_changes').where('seq', '<=', keepFrom).execute();
    }
  };

  const sync = (): void => {
    if (!sqlite.open) return; // closed (a timer's last tick after shutdown)
    const version = dataVersion.get() as number;
    if (version === lastVersion) return;
    lastVersion = version;
    const known = statements !== undefined;
    const s = prepared();
    // No table yet, or it just appeared: what changed before is unknown.
    if (!s || !known) return cache.clear();
    const rows = s.after.all(lastSeq) as LogRow[];
    if (rows.length === 0) return;
    if (rows[0]!.seq > lastSeq + 1) {
      // Rows we never read were trimmed (or the file was replaced): start again.
      lastSeq = rows.at(-1)!.seq;
      cache.clear();
      return;
    }
    lastSeq = rows.at(-1)!.seq;
    const remote = rows.filter((r) => r.origin !== origin).map((r) => r.entity);
    if (remote.length === 0) return;
    cache.changed(remote);
    for (const listener of listeners) listener(remote);
  };

  const cache = new ReadCache(sync);
  prepared(); // from here on, every change is read
  return {
    cache,
    async publish(entities) {
      if (entities.length === 0) return;
      cache.changed(entities);
      await appendAll(entities);
    },
    onRemoteChanges(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    poll: sync,
  };
}
