import type { Kysely } from 'kysely';
import { counters, createIndex, dropColumns } from './helpers';

// Frozen once landed. Imports: a show keeps the setlist it was
// imported with (JSON: [{ name, encore?, cover? }]) and where it came from
// (setlist.fm's setlist id and page); one user never holds two shows of the
// same setlist id. An import's read rows wait in `imports` between the
// preview and the commit, which works through them in batches and records
// how far it got, so a commit cut off by a crash resumes where it stopped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shows').addColumn('setlist', 'text').execute();
  await db.schema.alterTable('shows').addColumn('source_id', 'text').execute();
  await db.schema.alterTable('shows').addColumn('source_url', 'text').execute();
  // NULLs are distinct on both engines: shows without a source never collide.
  await createIndex(db, 'shows_user_source_idx', 'shows', ['user_id', 'source_id'], {
    unique: true,
  });
  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // The rows to create or skip, read and checked (JSON of ImportRow[]).
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .$call(counters('done', 'created', 'skipped', 'refused'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'imports_user_idx', 'imports', ['user_id']);
  await createIndex(db, 'imports_updated_idx', 'imports', ['updated_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imports').execute();
  await db.schema.dropIndex('shows_user_source_idx').execute();
  await dropColumns(db, 'shows', ['source_url', 'source_id', 'setlist']);
}
