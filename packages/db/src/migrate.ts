import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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
