import type { Kysely } from 'kysely';
import { createIndex, withId } from './helpers';

// Frozen once landed. Personal access tokens: a tool's credential for one
// account, found by the SHA-256 of its secret (the secret itself is shown
// once and never stored), with the scopes it may act in (space-separated),
// when it was last used and when it expires (NULL: never).
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('api_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await createIndex(db, 'api_tokens_user_idx', 'api_tokens', ['user_id', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
