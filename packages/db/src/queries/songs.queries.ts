import type { Kysely, Transaction } from 'kysely';
import {
  ARTIST_SONGS_LIMIT,
  songKey,
  type GigRef,
  type SetlistSong,
  type SetlistSource,
} from '@gigrank/domain';
import type { DB, ShowRow } from '../schema';
import { setlistVersion } from '../setlist-version';
import { gigPeopleShows, visibleShows, type Viewer } from '../visibility';
import { idListQuery } from './id-list';

// Songs and setlists. A show's setlist is rows of setlist_songs pointing at
// an artist's songs (one per title key). Every read of other people's
// setlists starts from a visibility rule (visibleShows, gigPeopleShows), so
// a private account's setlists count only for those who may see its shows.
// Songs played from tape are in a setlist but were not heard live: the
// figures of songs heard and played leave them out.

type Handle = Kysely<DB> | Transaction<DB>;

/** A show as its setlist rows copy it. */
export type SetlistOwner = Pick<ShowRow, 'id' | 'user_id' | 'artist_id' | 'date' | 'city_id'>;

/** The song ids of `titles` for `artistId`, created when new; in the order of `titles`. */
async function songIdsOf(trx: Handle, artistId: number, titles: readonly string[]) {
  const byKey = new Map<string, string>();
  for (const title of titles) if (!byKey.has(songKey(title))) byKey.set(songKey(title), title);
  const keys = [...byKey.keys()];
  if (keys.length === 0) return [];
  const now = new Date().toISOString();
  await trx
    .insertInto('songs')
    .values(
      keys.map((key) => ({
        artist_id: artistId,
        title: byKey.get(key)!,
        title_key: key,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['artist_id', 'title_key']).doNothing())
    .execute();
  const rows = await trx
    .selectFrom('songs')
    .select(['id', 'title_key'])
    .where('artist_id', '=', artistId)
    .where('title_key', 'in', keys)
    .execute();
  const ids = new Map(rows.map((r) => [r.title_key, r.id]));
  return titles.map((t) => ids.get(songKey(t))!);
}

/**
 * Replaces the setlists of `shows` (each with its songs; an empty list
 * removes one): the rows, and the shows' size, source and version. Songs new
 * to an artist are created. `source` is 'own' (written or copied by the
 * owner) or 'import'.
 */
export async function writeSetlists(
  trx: Handle,
  shows: readonly { show: SetlistOwner; songs: readonly SetlistSong[] }[],
  source: Exclude<SetlistSource, 'gig'>,
): Promise<void> {
  if (shows.length === 0) return;
  await trx
    .deleteFrom('setlist_songs')
    .where(
      'show_id',
      'in',
      shows.map((s) => s.show.id),
    )
    .execute();
  for (const { show, songs } of shows) {
    const ids = await songIdsOf(
      trx,
      show.artist_id,
      songs.map((s) => s.title),
    );
    if (songs.length) {
      await trx
        .insertInto('setlist_songs')
        .values(
          songs.map((song, position) => ({
            show_id: show.id,
            position,
            song_id: ids[position]!,
            user_id: show.user_id,
            artist_id: show.artist_id,
            date: show.date,
            city_id: show.city_id,
            encore: song.encore ? 1 : 0,
            tape: song.tape ? 1 : 0,
            cover_of: song.coverOf ?? null,
            with_guest: song.withGuest ?? null,
            note: song.note ?? null,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('shows')
      .set({
        setlist_size: songs.length,
        setlist_source: songs.length ? source : null,
        setlist_version: songs.length
          ? setlistVersion(songs.map((s, i) => ({ songId: ids[i]!, encore: s.encore === true })))
          : null,
      })
      .where('id', '=', show.id)
      .execute();
  }
}

/**
 * After an edit moved a show (another artist, date or city): its setlist's
 * rows follow it, the songs found again under the new artist by title.
 */
export async function moveSetlist(
  trx: Handle,
  before: SetlistOwner & Pick<ShowRow, 'setlist_size' | 'setlist_source'>,
  after: SetlistOwner,
): Promise<void> {
  if (before.setlist_size === 0) return;
  if (
    before.artist_id === after.artist_id &&
    before.date === after.date &&
    before.city_id === after.city_id
  )
    return;
  const songs = (await setlistsOfShows(trx, [before.id])).get(before.id) ?? [];
  await writeSetlists(
    trx,
    [{ show: after, songs }],
    before.setlist_source === 'import' ? 'import' : 'own',
  );
}

const setlistRows = idListQuery((db, ids) =>
  db
    .selectFrom('setlist_songs')
    .innerJoin('songs', 'songs.id', 'setlist_songs.song_id')
    .select([
      'setlist_songs.show_id',
      'songs.title',
      'setlist_songs.encore',
      'setlist_songs.tape',
      'setlist_songs.cover_of',
      'setlist_songs.with_guest',
      'setlist_songs.note',
    ])
    .where('setlist_songs.show_id', 'in', ids)
    .orderBy('setlist_songs.show_id')
    .orderBy('setlist_songs.position'),
);

/** The setlists of these shows (those that have one), song by song in order. */
export async function setlistsOfShows(
  db: Handle,
  showIds: readonly number[],
): Promise<Map<number, SetlistSong[]>> {
  const by = new Map<number, SetlistSong[]>();
  if (showIds.length === 0) return by;
  for (const r of await setlistRows.execute(db, showIds)) {
    const list = by.get(r.show_id) ?? [];
    list.push({
      title: r.title,
      ...(r.encore ? { encore: true as const } : {}),
      ...(r.cover_of ? { coverOf: r.cover_of } : {}),
      ...(r.with_guest ? { withGuest: r.with_guest } : {}),
      ...(r.tape ? { tape: true as const } : {}),
      ...(r.note ? { note: r.note } : {}),
    });
    by.set(r.show_id, list);
  }
  return by;
}

/** A gig's most common setlist as a viewer may see it: whose, and how many agree. */
export interface GigSetlistPick {
  showId: number;
  userId: number;
  agree: number;
  setlists: number;
}

/**
 * The most common setlist version among the gig's shows that `viewer` is
 * told of (gigPeopleShows: visible, not muted): most shows first, then the
 * version written first; its earliest show speaks for it. One index range of
 * shows_gig_idx. Undefined when none of them has a setlist.
 */
export async function gigSetlistPick(
  db: Handle,
  viewer: Viewer,
  gig: GigRef,
): Promise<GigSetlistPick | undefined> {
  const rows = await gigPeopleShows(db, viewer)
    .select(['shows.id', 'shows.user_id', 'shows.setlist_version'])
    .where('shows.artist_id', '=', gig.artistId)
    .where('shows.date', '=', gig.date)
    .where('shows.city_id', '=', gig.cityId)
    .where('shows.setlist_size', '>', 0)
    .orderBy('shows.id')
    .execute();
  const versions = new Map<string, { first: (typeof rows)[number]; count: number }>();
  for (const row of rows) {
    const v = versions.get(row.setlist_version ?? '');
    if (v) v.count += 1;
    else versions.set(row.setlist_version ?? '', { first: row, count: 1 });
  }
  let best: { first: (typeof rows)[number]; count: number } | undefined;
  for (const v of versions.values()) {
    if (!best || v.count > best.count || (v.count === best.count && v.first.id < best.first.id))
      best = v;
  }
  return best
    ? {
        showId: best.first.id,
        userId: best.first.user_id,
        agree: best.count,
        setlists: rows.length,
      }
    : undefined;
}

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
