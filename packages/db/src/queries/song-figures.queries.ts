import { ARTIST_SONGS_LIMIT } from '@gigrank/domain';
import { sql } from 'kysely';
import type { Handle } from '../schema';
import type { PlaceAudience } from '../visibility-places';

// What setlists add up to: an artist's songs as the setlists a viewer may
// see played them (the songs' shared counters, song-counters.ts, with the
// viewer's audience applied), and a user's songs heard live (an index range
// of their setlist rows). Songs played from tape were not heard live and
// count in none. The rows are written by songs.queries.ts.

/**
 * `tape` of a song played live, written into the SQL rather than bound, so
 * that PostgreSQL keeps one plan for each of these reads (see PRIVATE in
 * visibility.ts).
 */
const LIVE = sql.lit(0);

/** Songs of an artist with how many logged gigs played them, first and last, as a viewer may see. */
export interface ArtistSongRow {
  id: number;
  title: string;
  gigs: number;
  first: string;
  last: string;
}

interface SongFigures {
  id: number;
  title: string;
  title_key: string;
  gig_count: number;
  first_date: string | null;
  last_date: string | null;
}

/**
 * An artist's songs as the setlists a viewer may see played them: per song,
 * the distinct gigs (date and city) that had it live, the first and the
 * last; most played first, then by title key, at most ARTIST_SONGS_LIMIT (all
 * of `songIds` when given: only those songs); and how many gigs of the
 * artist have a setlist. The songs' shared counters (public accounts'
 * setlists, song-counters.ts) read as one range of songs_artist_gigs_idx,
 * turned into the viewer's by `audience` (placeAudience: the private accounts
 * they may see added, the public ones in a block with them taken out), whose
 * setlist rows of the artist are a range of setlist_songs_user_idx each.
 */
export async function artistSongStats(
  db: Handle,
  artistId: number,
  audience: PlaceAudience,
  songIds?: readonly number[],
): Promise<{ gigs: number; songs: ArtistSongRow[] }> {
  if (songIds !== undefined && songIds.length === 0)
    return { gigs: await setlistGigs(db, artistId, audience), songs: [] };
  const adjust = await audienceSongDeltas(db, artistId, audience, songIds);
  const columns = ['id', 'title', 'title_key', 'gig_count', 'first_date', 'last_date'] as const;
  const [shared, gigs] = await Promise.all([
    db
      .selectFrom('songs')
      .select([...columns])
      .where('artist_id', '=', artistId)
      .$if(songIds !== undefined, (q) => q.where('id', 'in', songIds!))
      .$if(songIds === undefined, (q) =>
        q
          .where('gig_count', '>', 0)
          .orderBy('gig_count', 'desc')
          .orderBy('title_key')
          // Songs the audience lowers may fall below others: as many more are read.
          .limit(ARTIST_SONGS_LIMIT + adjust.lowered),
      )
      .execute(),
    setlistGigs(db, artistId, audience),
  ]);
  const byId = new Map<number, SongFigures>(shared.map((s) => [s.id, s]));
  // Songs the audience raises from past the cut (or from no gig at all) are read alone.
  const missing = [...adjust.songs.keys()].filter((id) => !byId.has(id));
  if (missing.length > 0) {
    for (const s of await db
      .selectFrom('songs')
      .select([...columns])
      .where('id', 'in', missing)
      .execute())
      byId.set(s.id, s);
  }
  const rows: (ArtistSongRow & { key: string })[] = [];
  for (const s of byId.values()) {
    const d = adjust.songs.get(s.id);
    const figures = d ? d(s) : s;
    if (figures.gig_count <= 0) continue;
    rows.push({
      id: s.id,
      title: s.title,
      key: s.title_key,
      gigs: figures.gig_count,
      first: figures.first_date!,
      last: figures.last_date!,
    });
  }
  rows.sort((a, b) => b.gigs - a.gigs || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const cut = songIds === undefined ? rows.slice(0, ARTIST_SONGS_LIMIT) : rows;
  return { gigs, songs: cut.map(({ key: _key, ...row }) => row) };
}

type Figures = Pick<SongFigures, 'gig_count' | 'first_date' | 'last_date'>;

/** One gig's count as the shared counters hold it and as the audience changes it. */
interface GigChange {
  date: string;
  cityId: number;
  added: Set<number>;
  removed: Set<number>;
}

const gigOf = (date: string, city: number) => `${date}|${city}`;

/** Gigs whose shows the audience adds to or takes from, per song (or per artist), from their rows. */
function gigChanges<T extends { user_id: number; show_id: number; date: string; city_id: number }>(
  rows: readonly T[],
  groupOf: (row: T) => number,
  audience: PlaceAudience,
) {
  const added = new Set(audience.added);
  const by = new Map<number, Map<string, GigChange>>();
  for (const r of rows) {
    const group = by.get(groupOf(r)) ?? new Map<string, GigChange>();
    by.set(groupOf(r), group);
    const key = gigOf(r.date, r.city_id);
    const gig = group.get(key) ?? {
      date: r.date,
      cityId: r.city_id,
      added: new Set(),
      removed: new Set(),
    };
    group.set(key, gig);
    (added.has(r.user_id) ? gig.added : gig.removed).add(r.show_id);
  }
  return by;
}

/** Whether a gig counted by `shared` public shows counts for the audience, before and after. */
const gigMove = (shared: number, gig: GigChange) => {
  const had = shared > 0;
  const has = shared - gig.removed.size + gig.added.size > 0;
  return had === has ? 0 : has ? 1 : -1;
};

/**
 * What the audience changes in each song of the artist they have setlist
 * rows of: a function from the song's shared figures to the audience's, and
 * how many songs it may lower (the shared list is read that much further).
 */
async function audienceSongDeltas(
  db: Handle,
  artistId: number,
  audience: PlaceAudience,
  songIds?: readonly number[],
): Promise<{ songs: Map<number, (s: Figures) => Figures>; lowered: number }> {
  const songs = new Map<number, (s: Figures) => Figures>();
  const users = [...audience.added, ...audience.removed];
  if (users.length === 0) return { songs, lowered: 0 };
  const rows = await db
    .selectFrom('setlist_songs')
    .select(['user_id', 'show_id', 'song_id', 'date', 'city_id'])
    .where('user_id', 'in', users)
    .where('artist_id', '=', artistId)
    .where('tape', '=', LIVE)
    .$if(songIds !== undefined, (q) => q.where('song_id', 'in', songIds!))
    .execute();
  if (rows.length === 0) return { songs, lowered: 0 };
  const bySong = gigChanges(rows, (r) => r.song_id, audience);
  const shared = await db
    .selectFrom('gig_songs')
    .select(['song_id', 'date', 'city_id', 'shows'])
    .where('song_id', 'in', [...bySong.keys()])
    .where('date', 'in', [...new Set(rows.map((r) => r.date))])
    .execute();
  const sharedOf = new Map(
    shared.map((g) => [`${g.song_id}|${gigOf(g.date, g.city_id)}`, g.shows]),
  );
  let lowered = 0;
  for (const [songId, gigs] of bySong) {
    let moved = 0;
    const gained: string[] = [];
    const lost = new Set<string>();
    for (const [key, gig] of gigs) {
      const m = gigMove(sharedOf.get(`${songId}|${key}`) ?? 0, gig);
      moved += m;
      if (m > 0) gained.push(gig.date);
      if (m < 0) lost.add(key);
    }
    if (gained.length === 0 && lost.size === 0) continue;
    if (lost.size > 0) lowered += 1;
    // A gig lost may have been the first or the last: the nearest gigs still played are read.
    const ends = lost.size > 0 ? await playedEnds(db, songId, lost) : undefined;
    songs.set(songId, (s) => {
      const dates = [...gained];
      if (ends) dates.push(...ends);
      else {
        if (s.first_date) dates.push(s.first_date);
        if (s.last_date) dates.push(s.last_date);
      }
      dates.sort();
      return {
        gig_count: s.gig_count + moved,
        first_date: dates[0] ?? null,
        last_date: dates[dates.length - 1] ?? null,
      };
    });
  }
  return { songs, lowered };
}

/** A song's first and last gig still played once `lost` gigs are left out: two short ranges. */
async function playedEnds(db: Handle, songId: number, lost: ReadonlySet<string>) {
  const ends: string[] = [];
  for (const order of ['asc', 'desc'] as const) {
    const near = await db
      .selectFrom('gig_songs')
      .select(['date', 'city_id'])
      .where('song_id', '=', songId)
      .where('shows', '>', 0)
      .orderBy('date', order)
      .limit(lost.size + 1)
      .execute();
    const kept = near.find((g) => !lost.has(gigOf(g.date, g.city_id)));
    if (kept) ends.push(kept.date);
  }
  return ends;
}

/** The artist's gigs with a setlist, as the audience may see them: the shared counter, moved. */
async function setlistGigs(db: Handle, artistId: number, audience: PlaceAudience) {
  const users = [...audience.added, ...audience.removed];
  const [counter, rows] = await Promise.all([
    db
      .selectFrom('artist_setlist_gigs')
      .select('gigs')
      .where('artist_id', '=', artistId)
      .executeTakeFirst(),
    users.length === 0
      ? []
      : db
          .selectFrom('setlist_songs')
          .select(['user_id', 'show_id', 'date', 'city_id'])
          .distinct()
          .where('user_id', 'in', users)
          .where('artist_id', '=', artistId)
          .execute(),
  ]);
  let gigs = counter?.gigs ?? 0;
  if (rows.length === 0) return gigs;
  const changes = gigChanges(rows, () => artistId, audience).get(artistId)!;
  const shared = await db
    .selectFrom('gig_setlists')
    .select(['date', 'city_id', 'shows'])
    .where('artist_id', '=', artistId)
    .where('date', 'in', [...new Set(rows.map((r) => r.date))])
    .execute();
  const sharedOf = new Map(shared.map((g) => [gigOf(g.date, g.city_id), g.shows]));
  for (const [key, gig] of changes) gigs += gigMove(sharedOf.get(key) ?? 0, gig);
  return gigs;
}

/** One of a user's songs heard live: the song, the show and its date. */
export interface HeardRow {
  song_id: number;
  show_id: number;
  date: string;
}

/**
 * What a user heard live of one artist: each song at each of their shows,
 * oldest first. One range of setlist_songs_user_idx; the caller decided the
 * viewer may see the user's shows.
 */
export function heardOfArtist(db: Handle, userId: number, artistId: number): Promise<HeardRow[]> {
  return db
    .selectFrom('setlist_songs')
    .select(['song_id', 'show_id', 'date'])
    .where('user_id', '=', userId)
    .where('artist_id', '=', artistId)
    .where('tape', '=', LIVE)
    .orderBy('date')
    .orderBy('show_id')
    .execute();
}

/** A user's ledger of songs heard live: how many, per artist, and a page most heard first. */
export async function songLedgerPage(
  db: Handle,
  userId: number,
  page: { offset: number; limit: number },
) {
  const heard = db
    .selectFrom('setlist_songs')
    .where('setlist_songs.user_id', '=', userId)
    .where('setlist_songs.tape', '=', LIVE);
  const perSong = heard
    .select((eb) => [
      'setlist_songs.song_id',
      eb.fn.count<number>('setlist_songs.show_id').distinct().as('times'),
      eb.fn.min('setlist_songs.date').as('first_heard'),
    ])
    .groupBy('setlist_songs.song_id');
  const [total, artists, songs] = await Promise.all([
    heard
      .select((eb) => eb.fn.count<number>('setlist_songs.song_id').distinct().as('n'))
      .executeTakeFirstOrThrow(),
    // Counted per artist first, then the ten named: a name joined to every row costs twice.
    db
      .selectFrom(
        heard
          .select((eb) => [
            'setlist_songs.artist_id',
            eb.fn.count<number>('setlist_songs.song_id').distinct().as('songs'),
          ])
          .groupBy('setlist_songs.artist_id')
          .as('t'),
      )
      .innerJoin('artists', 'artists.id', 't.artist_id')
      .select(['artists.name', 't.songs'])
      .orderBy('t.songs', 'desc')
      .orderBy('artists.name')
      .limit(10)
      .execute(),
    // The page is cut from the grouped songs before they are named and their first show
    // found: otherwise both are done for every song the user heard, then most thrown away.
    db
      .selectFrom(
        perSong
          .orderBy('times', 'desc')
          .orderBy('first_heard')
          .orderBy('setlist_songs.song_id')
          .offset(page.offset)
          .limit(page.limit)
          .as('h'),
      )
      .innerJoin('songs', 'songs.id', 'h.song_id')
      .innerJoin('artists', 'artists.id', 'songs.artist_id')
      .select((eb) => [
        'songs.id',
        'songs.title',
        'artists.name as artist',
        'h.times',
        'h.first_heard',
        eb
          .selectFrom('setlist_songs as s2')
          .select('s2.show_id')
          .where('s2.user_id', '=', userId)
          .whereRef('s2.artist_id', '=', 'songs.artist_id')
          .whereRef('s2.song_id', '=', 'h.song_id')
          .where('s2.tape', '=', LIVE)
          .orderBy('s2.date')
          .orderBy('s2.show_id')
          .limit(1)
          .as('first_show_id'),
      ])
      .orderBy('h.times', 'desc')
      .orderBy('h.first_heard')
      .orderBy('songs.id')
      .execute(),
  ]);
  return {
    total: Number(total.n),
    artists: artists.map((a) => ({ artist: a.name, songs: Number(a.songs) })),
    songs: songs.map((s) => ({
      id: s.id,
      title: s.title,
      artist: s.artist,
      times: Number(s.times),
      firstHeard: String(s.first_heard),
      firstShowId: Number(s.first_show_id),
    })),
  };
}

/** Distinct songs a user heard live at their shows dated within [from, to] (Wrapped's year). */
export async function songsHeardBetween(
  db: Handle,
  userId: number,
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('setlist_songs')
    .select((eb) => eb.fn.count<number>('song_id').distinct().as('n'))
    .where('user_id', '=', userId)
    .where('tape', '=', LIVE)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
