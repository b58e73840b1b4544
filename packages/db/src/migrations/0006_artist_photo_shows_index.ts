import { sql, type Kysely } from 'kysely';

// Frozen once landed. The artist page's 'With Photos' tab pages an artist's
// shows that have photos, newest first: a partial index holds only those, so
// a page reads its rows and no more, however few of the artist's shows have photos.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index shows_artist_photos_idx on shows (artist_id, id desc) where photos_count > 0
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shows_artist_photos_idx').execute();
}
