import type { Kysely } from 'kysely';
import { isPostgres } from './helpers';

// Frozen once landed. The change log through which server processes sharing
// one database tell each other which cached answers a write expired (
// change-log.ts): one row per changed entity ('show:12', 'userShows:5'),
// appended after the write commits and trimmed to the last rows. `origin`
// names the process that wrote it, which skips its own rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_changes')
    .addColumn('seq', isPostgres(db) ? 'bigserial' : 'integer', (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cache_changes').execute();
}
