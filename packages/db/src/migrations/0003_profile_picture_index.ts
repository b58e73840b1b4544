import type { Kysely } from 'kysely';

// Frozen once landed. The file sweeper asks which avatar files a user still points at.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_profile_picture_idx')
    .on('users')
    .column('profile_picture')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_profile_picture_idx').execute();
}
