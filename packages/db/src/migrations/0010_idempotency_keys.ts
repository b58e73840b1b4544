import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// Frozen once landed. A client's key for a show it sends (the
// offline queue sends a show again when it never heard the answer): the
// first request with a key creates the show, any later one with the same key
// answers that show. A key goes with its show, and after a week.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await createIndex(db, 'idempotency_keys_created_at', 'idempotency_keys', ['created_at']);
  await createIndex(db, 'idempotency_keys_show_id', 'idempotency_keys', ['show_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
