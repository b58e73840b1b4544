import { sql, type Kysely } from 'kysely';
import { createIndex, dropColumns } from './helpers';

// Frozen once landed. Venues and festivals as private accounts allow.
//
// - The venues' and festivals' own counters (shows or sets, score sum,
//   scored, goers) and venue_artist_stats count only the shows of public
//   accounts; each user's own per-venue and per-festival statistics still
//   count all of theirs. A viewer's figures add the statistics of the private
//   accounts they may see (packages/db visibility.ts). Recounted here.
// - festivals.created_by: the account that added the edition (null once that
//   account is gone, and for the editions added before): a festival nobody
//   logged a set of is shown to those who may see the account that added it.
// - A report may be of a venue's access note, named by its venue and feature
//   (the note's key); one per reporter and note.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('festivals')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // The SET NULL when an account is deleted finds its festivals by index.
  await createIndex(db, 'festivals_created_by_idx', 'festivals', ['created_by']);

  await db.schema
    .alterTable('reports')
    .addColumn('access_note_venue_id', 'integer', (c) => c.references('venues.id'))
    .execute();
  await db.schema.alterTable('reports').addColumn('access_note_feature', 'text').execute();
  await createIndex(
    db,
    'reports_access_note_reporter_idx',
    'reports',
    ['access_note_venue_id', 'access_note_feature', 'reporter_id'],
    { unique: true },
  );

  await recountPlaces(db, sql`users.is_private = 0`);
}

/** The places' own counters from the per-user statistics and shows of the accounts `who` keeps. */
async function recountPlaces(db: Kysely<unknown>, who: ReturnType<typeof sql>): Promise<void> {
  const sum = (table: string, key: string, owner: string, column: string) =>
    sql`coalesce((select sum(u.${sql.ref(column)}) from ${sql.table(table)} u
      join users on users.id = u.user_id
      where u.${sql.ref(key)} = ${sql.ref(`${owner}.id`)} and ${who}), 0)`;
  await sql`update venues set
      show_count = ${sum('user_venue_stats', 'venue_id', 'venues', 'show_count')},
      score_sum = ${sum('user_venue_stats', 'venue_id', 'venues', 'score_sum')},
      scored_count = ${sum('user_venue_stats', 'venue_id', 'venues', 'scored_count')}`.execute(db);
  await sql`update festivals set
      set_count = ${sum('user_festival_stats', 'festival_id', 'festivals', 'show_count')},
      score_sum = ${sum('user_festival_stats', 'festival_id', 'festivals', 'score_sum')},
      scored_count = ${sum('user_festival_stats', 'festival_id', 'festivals', 'scored_count')},
      goer_count = (select count(*) from user_festival_stats u
        join users on users.id = u.user_id
        where u.festival_id = festivals.id and ${who})`.execute(db);
  await sql`delete from venue_artist_stats`.execute(db);
  await sql`insert into venue_artist_stats (venue_id, artist_id, show_count)
    select shows.venue_id, shows.artist_id, count(*) from shows
    join users on users.id = shows.user_id
    where shows.venue_id is not null and ${who}
    group by shows.venue_id, shows.artist_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recountPlaces(db, sql`1 = 1`);
  await db.schema.dropIndex('reports_access_note_reporter_idx').execute();
  await dropColumns(db, 'reports', ['access_note_feature', 'access_note_venue_id']);
  await db.schema.dropIndex('festivals_created_by_idx').execute();
  await db.schema.alterTable('festivals').dropColumn('created_by').execute();
}
