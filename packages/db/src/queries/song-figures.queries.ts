import type { Kysely, Transaction } from 'kysely';
import { ARTIST_SONGS_LIMIT } from '@gigrank/domain';
import type { DB } from '../schema';
import { visibleShows, type Viewer } from '../visibility';

// What setlists add up to: an artist's songs as the setlists a viewer may
// see played them, and a user's songs heard live. Each is an index range of
// setlist_songs (by artist, or by user); songs played from tape were not
// heard live and count in none. The rows are written by songs.queries.ts.

type Handle = Kysely<DB> | Transaction<DB>;

/** Songs of an artist with how many logged gigs played them, first and last, as a viewer may see. */
export interface ArtistSongRow {
  id: number;
  title: string;
  gigs: number;
  first: string;
  last: string;
}

/**
 * An artist's songs as the setlists `viewer` may see played them: per song,
 * the distinct gigs (date and city) that had it live, the first and the
 * last; most played first, then by title, at most ARTIST_SONGS_LIMIT (all of
 * `songIds` when given: only those songs); and how many gigs of the artist
 * have a setlist. Index ranges of setlist_songs_artist_idx and shows_gig_idx.
 */
export async function artistSongStats(
  db: Handle,
  viewer: Viewer,
  artistId: number,
  songIds?: readonly number[],
): Promise<{ gigs: number; songs: ArtistSongRow[] }> {
  const played = visibleShows(db, viewer)
    .innerJoin('setlist_songs', 'setlist_songs.show_id', 'shows.id')
    .select(['setlist_songs.song_id', 'setlist_songs.date', 'setlist_songs.city_id'])
    .distinct()
    .where('setlist_songs.artist_id', '=', artistId)
    .where('setlist_songs.tape', '=', 0)
    .$if(songIds !== undefined, (q) => q.where('setlist_songs.song_id', 'in', songIds!));
  const gigsWithSetlist = visibleShows(db, viewer)
    .select(['shows.date', 'shows.city_id'])
    .distinct()
    .where('shows.artist_id', '=', artistId)
    .where('shows.setlist_size', '>', 0);
  const [songs, gigs] = await Promise.all([
    db
      .selectFrom(played.as('p'))
      .innerJoin('songs', 'songs.id', 'p.song_id')
      .select((eb) => [
        'songs.id',
        'songs.title',
        eb.fn.countAll<number>().as('gigs'),
        eb.fn.min('p.date').as('first'),
        eb.fn.max('p.date').as('last'),
      ])
      .groupBy(['songs.id', 'songs.title', 'songs.title_key'])
      .orderBy('gigs', 'desc')
      .orderBy('songs.title_key')
      .$if(songIds === undefined, (q) => q.limit(ARTIST_SONGS_LIMIT))
      .execute(),
    db
      .selectFrom(gigsWithSetlist.as('g'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    gigs: Number(gigs.n),
    songs: songs.map((s) => ({
      id: s.id,
      title: s.title,
      gigs: Number(s.gigs),
      first: String(s.first),
      last: String(s.last),
    })),
  };
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
    .where('tape', '=', 0)
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
    .where('setlist_songs.tape', '=', 0);
  const perSong = heard
    .select((eb) => [
      'setlist_songs.song_id',
      eb.fn.count<number>('setlist_songs.show_id').distinct().as('times'),
      eb.fn.min('setlist_songs.date').as('first_heard'),
    ])
    .groupBy('setlist_songs.song_id');
  const [total, artists, songs] = await Promise.all([
    db
      .selectFrom(perSong.as('h'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    heard
      .innerJoin('artists', 'artists.id', 'setlist_songs.artist_id')
      .select((eb) => [
        'artists.name',
        eb.fn.count<number>('setlist_songs.song_id').distinct().as('songs'),
      ])
      .groupBy(['artists.id', 'artists.name'])
      .orderBy('songs', 'desc')
      .orderBy('artists.name')
      .limit(10)
      .execute(),
    db
      .selectFrom(perSong.as('h'))
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
          .where('s2.tape', '=', 0)
          .orderBy('s2.date')
          .orderBy('s2.show_id')
          .limit(1)
          .as('first_show_id'),
      ])
      .orderBy('h.times', 'desc')
      .orderBy('h.first_heard')
      .orderBy('songs.id')
      .offset(page.offset)
      .limit(page.limit)
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
    .where('tape', '=', 0)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
