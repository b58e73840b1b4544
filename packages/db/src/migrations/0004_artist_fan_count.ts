import { sql, type Kysely } from 'kysely';

// Frozen once landed. The artist page's fan count (users with a scored show of
// the artist) becomes a counter kept with the others, instead of a count over
// user_artist_stats that grew with the artist's popularity.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('artists')
    .addColumn('fan_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update artists set fan_count = (
      select count(*) from user_artist_stats s
      where s.artist_id = artists.id and s.scored_count > 0
    )
    where scored_count > 0
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('artists').dropColumn('fan_count').execute();
}
