import { sql, type Kysely } from 'kysely';
import { cleanSetlist, songKey } from '@gigrank/domain';
import { setlistVersion } from '../setlist-version';
import { addTextColumns, createIndex, dropColumns, keyType, withId } from './helpers';

// Frozen once landed. Songs, and setlists as rows of them.
//
// - songs: an artist's song, one row per title key (songKey: "Hyperballad"
//   and "hyperballad " are one song); the title as first written.
// - setlist_songs: a show's setlist, song by song in order, with its marks
//   (encore, tape, cover of, with guest, note). The show's owner, artist, date
//   and city are copied onto each row so an artist's songs
//   (setlist_songs_artist_idx) and a user's songs (setlist_songs_user_idx)
//   are index ranges that never read the shows without a setlist.
// - shows.setlist_size: how many songs its setlist has (0: none);
//   setlist_source: 'own' or 'import'; setlist_version: a hash of its songs
//   in order with their encore marks, which is how a gig's shows agree.
// - shows.setlist (the imported setlist as JSON) moves into the rows and is
//   dropped.

/** Shows whose JSON moves per round: bounded memory on a database of any size. */
const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('songs'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_key', keyType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'songs_artist_key_idx', 'songs', ['artist_id', 'title_key'], {
    unique: true,
  });
  await db.schema
    .createTable('setlist_songs')
    .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('song_id', 'integer', (c) => c.notNull().references('songs.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('artist_id', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('encore', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tape', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cover_of', 'text')
    .addColumn('with_guest', 'text')
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('setlist_songs_pk', ['show_id', 'position'])
    .execute();
  const indexes: [name: string, columns: string[]][] = [
    // An artist's songs: per song, its gigs (date, city) and whose shows had it.
    ['setlist_songs_artist_idx', ['artist_id', 'song_id', 'date', 'city_id', 'user_id']],
    // A user's songs heard live, per artist and song, by date.
    ['setlist_songs_user_idx', ['user_id', 'artist_id', 'song_id', 'date']],
  ];
  for (const [name, columns] of indexes) await createIndex(db, name, 'setlist_songs', columns);
  await db.schema
    .alterTable('shows')
    .addColumn('setlist_size', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addTextColumns(db, 'shows', ['setlist_source', 'setlist_version']);
  await moveSetlists(db);
  await dropColumns(db, 'shows', ['setlist']);
}

interface StoredShow {
  id: number;
  user_id: number;
  artist_id: number;
  date: string;
  city_id: number;
  setlist: string;
}

/** Every show's JSON setlist as rows, BATCH shows at a time, in id order. */
async function moveSetlists(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  for (let after = 0; ;) {
    const { rows } = await sql<StoredShow>`
      select id, user_id, artist_id, date, city_id, setlist from shows
      where setlist is not null and id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    for (const show of rows) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(show.setlist);
      } catch {
        // Not JSON: no setlist.
      }
      const songs = cleanSetlist(parsed);
      if (songs.length === 0) continue;
      const placed: { songId: number; encore: boolean }[] = [];
      for (const [position, song] of songs.entries()) {
        const key = songKey(song.title);
        await sql`insert into songs (artist_id, title, title_key, created_at)
          values (${show.artist_id}, ${song.title}, ${key}, ${now})
          on conflict (artist_id, title_key) do nothing`.execute(db);
        const { rows: found } = await sql<{ id: number }>`
          select id from songs where artist_id = ${show.artist_id} and title_key = ${key}`.execute(
          db,
        );
        const songId = found[0]!.id;
        placed.push({ songId, encore: song.encore === true });
        await sql`insert into setlist_songs
          (show_id, position, song_id, user_id, artist_id, date, city_id, encore, tape, cover_of, with_guest, note)
          values (${show.id}, ${position}, ${songId}, ${show.user_id}, ${show.artist_id}, ${show.date},
            ${show.city_id}, ${song.encore ? 1 : 0}, ${song.tape ? 1 : 0}, ${song.coverOf ?? null},
            ${song.withGuest ?? null}, ${song.note ?? null})`.execute(db);
      }
      await sql`update shows set setlist_size = ${songs.length}, setlist_source = 'import',
        setlist_version = ${setlistVersion(placed)} where id = ${show.id}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shows').addColumn('setlist', 'text').execute();
  await dropColumns(db, 'shows', ['setlist_size', 'setlist_source', 'setlist_version']);
  await db.schema.dropTable('setlist_songs').execute();
  await db.schema.dropTable('songs').execute();
}
