import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres } from './migrations/helpers';
import { migrations } from './migrations';
import type { DB } from './schema';

/**
 * Kysely runs PostgreSQL migrations in a transaction but not SQLite ones
 * (its SQLite adapter reports no transactional DDL, though SQLite has it),
 * so on SQLite each migration is wrapped in one here.
 */
function provider(db: Kysely<DB>): MigrationProvider {
  const wrap = !isPostgres(db as Kysely<unknown>);
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) {
        out[name] = wrap
          ? {
              up: (d) => d.transaction().execute((trx) => m.up(trx)),
              down: m.down ? (d) => d.transaction().execute((trx) => m.down!(trx)) : undefined,
            }
          : m;
      }
      return out;
    },
  };
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: provider(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

/** The PostgreSQL advisory lock held while an instance migrates and seeds (any fixed number). */
const STARTUP_LOCK = 7_350_151;

/**
 * Runs `work` (migrate, seed the catalogue) as the only instance doing so.
 * Several instances started at once on one empty PostgreSQL database take
 * turns on a session advisory lock, held on one connection while `work`
 * runs through the pool: the first migrates and seeds, the others then find
 * nothing to do (before, the second died on a unique violation while seeding
 * artists). Kysely runs the pending PostgreSQL migrations in one transaction,
 * so no instance ever reads a half-migrated schema. On SQLite the processes
 * of one server are forked after the first prepared the file (server.ts).
 */
export async function prepareOnce<T>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db as Kysely<unknown>)) return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
    }
  });
}
