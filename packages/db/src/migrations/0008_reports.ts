import type { Kysely } from 'kysely';
import { createIndex, withId } from './helpers';

// Frozen once landed. Reports of a show or a comment to the operators
//, and the names once stored in notification texts.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per reporter and item. The item's row going (a deleted show or
  // comment) takes its reports with it: there is nothing left to moderate.
  // The reporter's account going keeps the report without its reporter.
  await withId(db, db.schema.createTable('reports'))
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('show_id', 'integer', (c) => c.references('shows.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One report per user per item (a repeat updates it); NULL reporters (deleted) never collide.
  await createIndex(db, 'reports_show_reporter_idx', 'reports', ['show_id', 'reporter_id'], {
    unique: true,
  });
  await createIndex(db, 'reports_comment_reporter_idx', 'reports', ['comment_id', 'reporter_id'], {
    unique: true,
  });
  // The SET NULL when an account is deleted finds its reports by index.
  await createIndex(db, 'reports_reporter_idx', 'reports', ['reporter_id']);

  // Notification texts are written when read, from the actor's live name;
  // the texts stored before held the actor's display name, even after the
  // account was deleted. They are no longer read: clear them.
  const old = db as Kysely<{ notifications: { type: string; message: string | null } }>;
  await old
    .updateTable('notifications')
    .set({ message: null })
    .where('type', 'in', ['follow', 'like', 'comment', 'wantToSee'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').execute();
}
