import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// Frozen once landed. The file sweeper asks which avatar files a user still points at.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, 'users_profile_picture_idx', 'users', ['profile_picture']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_profile_picture_idx').execute();
}
