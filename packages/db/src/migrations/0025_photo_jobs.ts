import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// Frozen once landed. A photo is answered as soon as its upload is stored;
// its sizes are made after the answer. A photo_jobs row is a photo whose
// sizes do not exist yet: one process at a time holds it through a lease
// (a process that dies lets it run out and another takes the job up), and
// the row goes when the sizes are stored, or with its photo.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_jobs')
    .addColumn('photo_id', 'integer', (c) =>
      c.primaryKey().references('show_photos.id').onDelete('cascade'),
    )
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'photo_jobs_lease_idx', 'photo_jobs', ['lease_until']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_jobs').execute();
}
