import type { Kysely } from 'kysely';

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
  await db.schema
    .createIndex('shows_user_source_idx')
    .on('shows')
    .columns(['user_id', 'source_id'])
    .unique()
    .execute();
  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // The rows to create or skip, read and checked (JSON of ImportRow[]).
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('imports_user_idx').on('imports').column('user_id').execute();
  await db.schema.createIndex('imports_updated_idx').on('imports').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imports').execute();
  await db.schema.dropIndex('shows_user_source_idx').execute();
  await db.schema.alterTable('shows').dropColumn('source_url').execute();
  await db.schema.alterTable('shows').dropColumn('source_id').execute();
  await db.schema.alterTable('shows').dropColumn('setlist').execute();
}
