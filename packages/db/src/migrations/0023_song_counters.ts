import type { Kysely } from 'kysely';
import { rebuildSongCounters } from '../song-recounts';
import { addTextColumns, counters, createIndex, dropColumns } from './helpers';

// Frozen once landed. The songs' shared counters: what public accounts'
// setlists add up to, kept with every write (song-counters.ts) so an artist's
// songs page reads its most played songs as one index range instead of every
// setlist row of the artist.
//
// - gig_songs: per song and gig (date, city), how many public accounts' shows
//   there had it live. A gig "played" the song while this is above 0; rows at
//   0 stay (never deleted under another's update) and reads skip them.
// - songs.gig_count, first_date, last_date: the gigs that played the song
//   (gig_songs rows above 0), the first and the last; songs_artist_gigs_idx
//   orders an artist's songs most played first.
// - gig_setlists: per artist and gig, how many public accounts' shows there
//   have a setlist; artist_setlist_gigs.gigs: the artist's gigs with one.
// Counted from the rows already there (rebuildSongCounters).

/** A table of counts per `column` (a song, an artist) and gig (date, city). */
function createGigCounts(db: Kysely<unknown>, table: string, column: string, references: string) {
  return db.schema
    .createTable(table)
    .addColumn(column, 'integer', (c) => c.notNull().references(references))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .$call(counters('shows'))
    .addPrimaryKeyConstraint(`${table}_pk`, [column, 'date', 'city_id'] as never)
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createGigCounts(db, 'gig_songs', 'song_id', 'songs.id');
  await createGigCounts(db, 'gig_setlists', 'artist_id', 'artists.id');
  await db.schema
    .createTable('artist_setlist_gigs')
    .addColumn('artist_id', 'integer', (c) => c.primaryKey().references('artists.id'))
    .$call(counters('gigs'))
    .execute();
  await db.schema
    .alterTable('songs')
    .addColumn('gig_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addTextColumns(db, 'songs', ['first_date', 'last_date']);
  await createIndex(db, 'songs_artist_gigs_idx', 'songs', [
    'artist_id',
    'gig_count desc',
    'title_key',
  ]);
  await rebuildSongCounters(db as never);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('songs_artist_gigs_idx').execute();
  await dropColumns(db, 'songs', ['gig_count', 'first_date', 'last_date']);
  for (const table of ['artist_setlist_gigs', 'gig_setlists', 'gig_songs']) {
    await db.schema.dropTable(table).execute();
  }
}
