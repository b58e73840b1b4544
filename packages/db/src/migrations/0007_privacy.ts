import { sql, type Kysely } from 'kysely';
import { createIndex, dropColumns } from './helpers';

// Frozen once landed. Private accounts, follow requests, blocks, mutes and the
// leaderboard opt-out. Flags are integers 0/1 on both engines, like
// notifications.read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_private', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('hide_from_leaderboards', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The visibility rule asks "which accounts are private" on every list: a
  // partial index holds only those (few), so the answer is never a table walk.
  await sql`create index users_private_idx on users (id) where is_private = 1`.execute(db);

  for (const [table, from, to] of [
    ['follow_requests', 'requester_id', 'target_id'],
    ['blocks', 'blocker_id', 'blocked_id'],
    ['mutes', 'muter_id', 'muted_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(from, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn(to, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [from, to])
      .execute();
    // The other direction: who asked me, who blocked me, who muted (cascade deletes).
    await createIndex(db, `${table}_${to}_idx`, table, [to, 'created_at desc']);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mutes', 'blocks', 'follow_requests']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('users_private_idx').execute();
  await dropColumns(db, 'users', ['hide_from_leaderboards', 'is_private']);
}
