import { sql, type Kysely } from 'kysely';
import {
  counters,
  createIndex,
  createUserStatsTable,
  dropColumns,
  isPostgres,
  keyType,
  withId,
} from './helpers';

// Frozen once landed. Festivals and venues.
//
// A venue is a place within a city, unique by its name key there; a festival
// is one edition (a year) of a named event, unique by its name key and
// edition. A show may be a set of a festival and may be at a venue; its
// `venue` text stays, as the venue's name. Counters: a venue's and a
// festival's totals on their rows, each user's per venue and per festival in
// user_venue_stats and user_festival_stats (as for artists and cities); a
// user's overall score of a festival in festival_scores; shows per venue and
// artist in venue_artist_stats. Access notes: one per
// venue and feature, written once and confirmed by others (the writer first).
//
// The free-text venues already logged become venue rows: one per city and
// name key, named by its most used spelling; each show gets its venue_id and
// the counters are built from the shows.

/** normalizeKey as it was when this migration landed (it must not follow later changes). */
function keyOf(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('venues'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', keyType(db), (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('address', 'text')
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .$call(counters('show_count', 'score_sum', 'scored_count'))
    .execute();
  await createIndex(db, 'venues_city_key_idx', 'venues', ['city_id', 'name_key'], { unique: true });
  await createIndex(db, 'venues_key_idx', 'venues', ['name_key']);

  await withId(db, db.schema.createTable('festivals'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', keyType(db), (c) => c.notNull())
    .addColumn('edition', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('venue_id', 'integer', (c) => c.references('venues.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .$call(counters('set_count', 'score_sum', 'scored_count', 'goer_count'))
    .execute();
  await createIndex(db, 'festivals_key_edition_idx', 'festivals', ['name_key', 'edition'], {
    unique: true,
  });

  await db.schema.alterTable('shows').addColumn('festival_id', 'integer').execute();
  await db.schema.alterTable('shows').addColumn('venue_id', 'integer').execute();
  await db.schema.alterTable('shows').addColumn('stage', 'text').execute();
  await db.schema.alterTable('shows').addColumn('set_time', 'text').execute();
  // A venue's shows newest first; a festival's sets by artist (its lineup).
  await createIndex(db, 'shows_venue_date_idx', 'shows', ['venue_id', 'date', 'id']);
  await createIndex(db, 'shows_festival_artist_idx', 'shows', ['festival_id', 'artist_id']);
  // A festival's best-rated sets, walked in order.
  await createIndex(db, 'shows_festival_score_idx', 'shows', ['festival_id', 'score', 'id']);

  for (const [table, key, ref] of [
    ['user_venue_stats', 'venue_id', 'venues.id'],
    ['user_festival_stats', 'festival_id', 'festivals.id'],
  ] as const) {
    await createUserStatsTable(db, table, key, ref);
    // The users who log most at a venue; who went to a festival.
    await createIndex(db, `${table}_${key}_idx`, table, [key, 'show_count']);
  }

  // Shows per venue and artist: the artists most seen at a venue, an index range.
  await db.schema
    .createTable('venue_artist_stats')
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
    .addColumn('show_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('venue_artist_stats_pk', ['venue_id', 'artist_id'])
    .execute();
  await createIndex(db, 'venue_artist_stats_top_idx', 'venue_artist_stats', [
    'venue_id',
    'show_count',
  ]);

  await db.schema
    .createTable('festival_scores')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('festival_id', 'integer', (c) => c.notNull().references('festivals.id'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('festival_scores_pk', ['user_id', 'festival_id'])
    .execute();

  await db.schema
    .createTable('venue_access_notes')
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id'))
    .addColumn('feature', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    // The writer; null once their account is gone (the note and others' confirmations stay).
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_access_notes_pk', ['venue_id', 'feature'])
    .execute();
  await db.schema
    .createTable('venue_access_confirmations')
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id'))
    .addColumn('feature', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('confirmed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_access_confirmations_pk', ['venue_id', 'feature', 'user_id'])
    .execute();
  await createIndex(db, 'venue_access_confirmations_when_idx', 'venue_access_confirmations', [
    'venue_id',
    'feature',
    'confirmed_at',
  ]);

  await migrateFreeTextVenues(db);
}

/** The venues users typed, as venue rows; each show linked to its own; counters from the shows. */
async function migrateFreeTextVenues(db: Kysely<unknown>): Promise<void> {
  const spellings = await sql<{ city_id: number; venue: string; n: number | string }>`
    select city_id, venue, count(*) as n from shows
    where venue is not null and venue <> ''
    group by city_id, venue`.execute(db);
  if (spellings.rows.length === 0) return;
  // One venue per city and key, named by its most used spelling (ties: the first in text order).
  const venues = new Map<string, { cityId: number; key: string; name: string; n: number }>();
  for (const row of spellings.rows) {
    const name = row.venue.trim().replace(/\s+/g, ' ');
    const key = keyOf(name);
    if (key === '') continue;
    const id = `${row.city_id}\u0000${key}`;
    const n = Number(row.n);
    const seen = venues.get(id);
    if (!seen || n > seen.n || (n === seen.n && name < seen.name)) {
      venues.set(id, { cityId: row.city_id, key, name, n });
    }
  }
  const now = new Date().toISOString();
  const list = [...venues.values()];
  const CHUNK = 200;
  for (let i = 0; i < list.length; i += CHUNK) {
    const chunk = list.slice(i, i + CHUNK);
    await sql`insert into venues (name, name_key, city_id, created_at) values ${sql.join(
      chunk.map((v) => sql`(${v.name}, ${v.key}, ${v.cityId}, ${now})`),
    )}`.execute(db);
  }
  // Each spelling to its venue through a table of the pairs, so the shows are updated in one pass.
  await sql`create temporary table venue_spellings (city_id integer not null, venue text not null, venue_id integer not null, primary key (city_id, venue))`.execute(
    db,
  );
  const ids = await sql<{ id: number; city_id: number; name_key: string }>`
    select id, city_id, name_key from venues`.execute(db);
  const idOf = new Map(ids.rows.map((r) => [`${r.city_id}\u0000${r.name_key}`, r.id]));
  const pairs = spellings.rows.flatMap((row) => {
    const venueId = idOf.get(`${row.city_id}\u0000${keyOf(row.venue.trim().replace(/\s+/g, ' '))}`);
    return venueId === undefined ? [] : [{ cityId: row.city_id, venue: row.venue, venueId }];
  });
  for (let i = 0; i < pairs.length; i += CHUNK) {
    await sql`insert into venue_spellings (city_id, venue, venue_id) values ${sql.join(
      pairs.slice(i, i + CHUNK).map((p) => sql`(${p.cityId}, ${p.venue}, ${p.venueId})`),
    )}`.execute(db);
  }
  await sql`update shows set venue_id = (
      select s.venue_id from venue_spellings s where s.city_id = shows.city_id and s.venue = shows.venue)
    where venue is not null and venue <> ''`.execute(db);
  await sql`drop table venue_spellings`.execute(db);
  await sql`insert into user_venue_stats (user_id, venue_id, show_count, score_sum, scored_count)
    select user_id, venue_id, count(*), coalesce(sum(score), 0), count(score)
    from shows where venue_id is not null group by user_id, venue_id`.execute(db);
  await sql`insert into venue_artist_stats (venue_id, artist_id, show_count)
    select venue_id, artist_id, count(*) from shows where venue_id is not null
    group by venue_id, artist_id`.execute(db);
  await sql`update venues set
      show_count = coalesce((select sum(u.show_count) from user_venue_stats u where u.venue_id = venues.id), 0),
      score_sum = coalesce((select sum(u.score_sum) from user_venue_stats u where u.venue_id = venues.id), 0),
      scored_count = coalesce((select sum(u.scored_count) from user_venue_stats u where u.venue_id = venues.id), 0)`.execute(
    db,
  );
  if (isPostgres(db)) await sql`analyze venues`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'venue_access_confirmations',
    'venue_access_notes',
    'festival_scores',
    'venue_artist_stats',
    'user_festival_stats',
    'user_venue_stats',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('shows_festival_score_idx').execute();
  await db.schema.dropIndex('shows_festival_artist_idx').execute();
  await db.schema.dropIndex('shows_venue_date_idx').execute();
  await dropColumns(db, 'shows', ['set_time', 'stage', 'venue_id', 'festival_id']);
  await db.schema.dropTable('festivals').execute();
  await db.schema.dropTable('venues').execute();
}
