/**
 * The songs' migrations, on both engines.
 *
 * 0022_songs on a database holding shows imported before it: each show's
 * JSON setlist becomes rows of the artist's songs in order (encores and
 * covers kept, refused characters cleaned, junk dropped, one song per title
 * key across shows), with the show's size, source and version; a show
 * without one, or with broken JSON, has none. Two shows of the same songs
 * share a version. Down removes the tables.
 *
 * 0023_song_counters on a database holding setlists written before it: the
 * songs' shared counters are counted from them (public accounts' setlists
 * only, tape left out, one gig however many shows were at it) and equal a
 * recount; down removes them.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import { setlistsOfShows } from '../src/queries/songs.queries';
import { songMismatches } from '../src/song-recounts';
import { useMigrationDatabase } from './migration-support';

const t = useMigrationDatabase();

describe('0022: songs', () => {
  it('moves imported setlists into rows of songs', async () => {
    await t.migrateTo('0021_webhooks');
    const now = new Date().toISOString();
    const { user, artist, city } = await t.userArtistCity('Mig22', now);
    const showOf = (date: string, setlist: string | null) =>
      t.idOf(sql<{ id: number }>`insert into shows
        (user_id, artist_id, city_id, date, created_at, updated_at, setlist, source_id)
        values (${user}, ${artist}, ${city}, ${date}, ${now}, ${now}, ${setlist}, ${date})
        returning id`);
    const first = await showOf(
      '2024-01-01',
      JSON.stringify([
        { name: 'Hyperballad' },
        { name: '\u200B' },
        'junk',
        { name: 'Quiet\u202E', encore: true, cover: 'Betty Hutton' },
      ]),
    );
    const second = await showOf(
      '2024-02-01',
      JSON.stringify([{ name: 'hyperballad ' }, { name: 'Quiet', encore: true }]),
    );
    const none = await showOf('2024-03-01', null);
    const broken = await showOf('2024-04-01', '{not json');

    await migrateToLatest(t.db);

    const setlists = await setlistsOfShows(t.db, [first, second, none, broken]);
    expect(setlists.get(first)).toEqual([
      { title: 'Hyperballad' },
      { title: 'Quiet', encore: true, coverOf: 'Betty Hutton' },
    ]);
    // The same songs, spelt otherwise: the songs first written.
    expect(setlists.get(second)).toEqual([
      { title: 'Hyperballad' },
      { title: 'Quiet', encore: true },
    ]);
    expect(setlists.has(none)).toBe(false);
    expect(setlists.has(broken)).toBe(false);
    const songs = await t.db
      .selectFrom('songs')
      .select('title')
      .where('artist_id', '=', artist)
      .execute();
    expect(songs.map((s) => s.title).sort()).toEqual(['Hyperballad', 'Quiet']);
    const marks = await t.db
      .selectFrom('shows')
      .select(['id', 'setlist_size', 'setlist_source', 'setlist_version'])
      .where('user_id', '=', user)
      .orderBy('id')
      .execute();
    expect(marks.map((m) => [m.setlist_size, m.setlist_source])).toEqual([
      [2, 'import'],
      [2, 'import'],
      [0, null],
      [0, null],
    ]);
    expect(marks[0]!.setlist_version).toBe(marks[1]!.setlist_version);
    const rows = await t.db
      .selectFrom('setlist_songs')
      .select(['user_id', 'artist_id', 'date', 'city_id'])
      .where('show_id', '=', first)
      .execute();
    expect(rows).toEqual([
      { user_id: user, artist_id: artist, date: '2024-01-01', city_id: city },
      { user_id: user, artist_id: artist, date: '2024-01-01', city_id: city },
    ]);

    // Down: the tables leave, the column returns.
    await t.migrateTo('0021_webhooks');
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('setlist_songs');
    expect(tables).not.toContain('songs');
    await migrateToLatest(t.db);
  });
});

describe('0023: song counters', () => {
  it('counts the setlists already there', async () => {
    await t.migrateTo('0022_songs');
    const now = new Date().toISOString();
    const [city, artist] = [await t.city('Mig23 Town', now), await t.artist('Mig23 Band', now)];
    const userOf = (name: string, isPrivate: number) =>
      t.idOf(sql<{ id: number }>`insert into users
        (username, username_key, display_name, password_hash, created_at, is_private)
        values (${name}, ${name}, ${name}, 'x', ${now}, ${isPrivate}) returning id`);
    const [ann, bob, pia] = [
      await userOf('mig23ann', 0),
      await userOf('mig23bob', 0),
      await userOf('mig23pia', 1),
    ];
    const songOf = (title: string) =>
      t.idOf(sql<{ id: number }>`insert into songs (artist_id, title, title_key, created_at)
        values (${artist}, ${title}, ${title.toLowerCase()}, ${now}) returning id`);
    const [staple, rarity, intro] = [
      await songOf('Staple'),
      await songOf('Rarity'),
      await songOf('Intro'),
    ];
    const showOf = async (user: number, date: string, songs: [number, number][]) => {
      const id = await t.idOf(sql<{ id: number }>`insert into shows
        (user_id, artist_id, city_id, date, created_at, updated_at, setlist_size, setlist_source)
        values (${user}, ${artist}, ${city}, ${date}, ${now}, ${now}, ${songs.length}, 'own')
        returning id`);
      for (const [position, [song, tape]] of songs.entries()) {
        await sql`insert into setlist_songs
          (show_id, position, song_id, user_id, artist_id, date, city_id, tape)
          values (${id}, ${position}, ${song}, ${user}, ${artist}, ${date}, ${city}, ${tape})`.execute(
          t.db,
        );
      }
    };
    // Two public shows of one gig, one of another; a private account's gig counts in none.
    await showOf(ann, '2024-01-01', [
      [intro, 1],
      [staple, 0],
      [staple, 0],
    ]);
    await showOf(bob, '2024-01-01', [[staple, 0]]);
    await showOf(bob, '2024-06-01', [
      [staple, 0],
      [rarity, 0],
    ]);
    await showOf(pia, '2023-01-01', [[rarity, 0]]);

    await migrateToLatest(t.db);

    const { rows: songs } = await sql`select title, gig_count, first_date, last_date
      from songs where artist_id = ${artist} order by title`.execute(t.db);
    expect(songs).toEqual([
      { title: 'Intro', gig_count: 0, first_date: null, last_date: null },
      { title: 'Rarity', gig_count: 1, first_date: '2024-06-01', last_date: '2024-06-01' },
      { title: 'Staple', gig_count: 2, first_date: '2024-01-01', last_date: '2024-06-01' },
    ]);
    const { rows } = await sql<{ staple_shows: number; setlist_gigs: number }>`select
      (select shows from gig_songs where song_id = ${staple} and date = '2024-01-01') as staple_shows,
      (select gigs from artist_setlist_gigs where artist_id = ${artist}) as setlist_gigs`.execute(
      t.db,
    );
    expect(rows[0]).toEqual({ staple_shows: 2, setlist_gigs: 2 });
    expect(await songMismatches(t.db)).toEqual([]);

    // Down: the counters leave.
    await t.migrateTo('0022_songs');
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('gig_songs');
    expect(tables).not.toContain('artist_setlist_gigs');
    await migrateToLatest(t.db);
  });
});
