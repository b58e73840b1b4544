import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/** How long a write transaction waits for the write lock, as the busy timeout of other statements. */
export const BUSY_TIMEOUT_MS = 5_000;

/**
 * Kysely's SQLite dialect, with write transactions that take the write lock
 * when they begin (`begin immediate`) and wait for it without blocking.
 *
 * Begun deferred (Kysely's `begin`), a transaction whose first write comes
 * after a read fails at once (SQLITE_BUSY, no busy timeout applies) when
 * another process committed in between: with several server processes, add
 * show failed under load. Begun immediate with the busy timeout, a process
 * waiting for the lock would sleep inside SQLite with its whole event loop
 * stopped. So `begin immediate` is tried with no timeout, and while another
 * process holds the lock this one waits on a timer (1, 2, 4, 8 ms...), serving
 * its other requests meanwhile, up to BUSY_TIMEOUT_MS.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings, this.sqlite);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    settings: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(settings);
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const deadline = Date.now() + BUSY_TIMEOUT_MS;
    for (let wait = 1; ; wait = Math.min(wait * 2, 16)) {
      this.sqlite.pragma('busy_timeout = 0');
      try {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) {
          throw error;
        }
      } finally {
        this.sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
