import { songKey, type GigRef, type SetlistSong, type SetlistSource } from '@gigrank/domain';
import type { ShowRow, Handle } from '../schema';
import { setlistVersion } from '../setlist-version';
import { applySongCounts, songCountsOfShows } from '../song-counters';
import { gigPeopleShows, type Viewer } from '../visibility';
import { idListQuery } from './id-list';

// Songs and setlists. A show's setlist is rows of setlist_songs pointing at
// an artist's songs (one per title key). Every read of other people's
// setlists starts from a visibility rule (gigPeopleShows), so a private
// account's setlists count only for those who may see its shows. What the
// rows add up to is song-figures.queries.ts.

/** A show as its setlist rows copy it. */
export type SetlistOwner = Pick<ShowRow, 'id' | 'user_id' | 'artist_id' | 'date' | 'city_id'>;

/** Songs inserted per statement: a bounded number of bound values. */
const SONGS_PER_INSERT = 500;

/**
 * The song ids of each list's titles for its artist, created when new; in
 * the order of the titles. New songs are inserted in one order for every
 * write (artist, then title key): on PostgreSQL a row another transaction
 * inserted and has not committed is waited for, and two writes that met
 * each other's new songs in different orders would wait crosswise.
 */
async function songIdsOf(
  trx: Handle,
  lists: readonly { artistId: number; titles: readonly string[] }[],
): Promise<number[][]> {
  const wanted = new Map<string, { artist_id: number; title: string; title_key: string }>();
  const keyOf = (artistId: number, title: string) => `${artistId}\u0000${songKey(title)}`;
  for (const { artistId, titles } of lists) {
    for (const title of titles) {
      const key = keyOf(artistId, title);
      if (!wanted.has(key))
        wanted.set(key, { artist_id: artistId, title, title_key: songKey(title) });
    }
  }
  const rows = [...wanted.values()].sort(
    (a, b) =>
      a.artist_id - b.artist_id ||
      (a.title_key < b.title_key ? -1 : a.title_key > b.title_key ? 1 : 0),
  );
  const now = new Date().toISOString();
  for (let at = 0; at < rows.length; at += SONGS_PER_INSERT) {
    await trx
      .insertInto('songs')
      .values(rows.slice(at, at + SONGS_PER_INSERT).map((r) => ({ ...r, created_at: now })))
      .onConflict((oc) => oc.columns(['artist_id', 'title_key']).doNothing())
      .execute();
  }
  const ids = new Map<string, number>();
  const byArtist = new Map<number, string[]>();
  for (const r of rows)
    byArtist.set(r.artist_id, [...(byArtist.get(r.artist_id) ?? []), r.title_key]);
  for (const [artistId, keys] of byArtist) {
    for (let at = 0; at < keys.length; at += SONGS_PER_INSERT) {
      const found = await trx
        .selectFrom('songs')
        .select(['id', 'title_key'])
        .where('artist_id', '=', artistId)
        .where('title_key', 'in', keys.slice(at, at + SONGS_PER_INSERT))
        .execute();
      for (const f of found) ids.set(`${artistId}\u0000${f.title_key}`, f.id);
    }
  }
  return lists.map(({ artistId, titles }) => titles.map((t) => ids.get(keyOf(artistId, t))!));
}

/**
 * Replaces the setlists of `shows` (each with its songs; an empty list
 * removes one): the rows, the shows' size, source and version, and the songs'
 * shared counters (the rows' difference). Songs new to an artist are created. `source` is 'own' (written or copied by the
 * owner) or 'import'.
 */
export async function writeSetlists(
  trx: Handle,
  shows: readonly { show: SetlistOwner; songs: readonly SetlistSong[] }[],
  source: Exclude<SetlistSource, 'gig'>,
): Promise<void> {
  if (shows.length === 0) return;
  const owners = shows.map((s) => ({ id: s.show.id, user_id: s.show.user_id }));
  const counts = await songCountsOfShows(trx, owners, -1);
  await trx
    .deleteFrom('setlist_songs')
    .where(
      'show_id',
      'in',
      shows.map((s) => s.show.id),
    )
    .execute();
  const idsOf = await songIdsOf(
    trx,
    shows.map(({ show, songs }) => ({
      artistId: show.artist_id,
      titles: songs.map((s) => s.title),
    })),
  );
  for (const [i, { show, songs }] of shows.entries()) {
    const ids = idsOf[i]!;
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
  await applySongCounts(trx, await songCountsOfShows(trx, owners, 1, counts));
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

// Each row's song title is a subquery, one index probe a row, not a join:
// over a page's few hundred setlist rows PostgreSQL's planner otherwise
// hashes the whole songs table (143,000 rows at 1,000,000 shows: 26-32 ms
// instead of 0.4 ms), pricing each probe as a random read from disk.
const setlistRows = idListQuery((db, ids) =>
  db
    .selectFrom('setlist_songs')
    .select((eb) => [
      'setlist_songs.show_id',
      eb
        .selectFrom('songs')
        .select('songs.title')
        .whereRef('songs.id', '=', 'setlist_songs.song_id')
        .$asScalar()
        .$notNull()
        .as('title'),
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
