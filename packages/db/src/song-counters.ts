import { sql, type Kysely } from 'kysely';
import type { DB, Handle } from './schema';
import { countsInShared, lockInOrder, movedBy } from './counter-moves';

// How setlists move the songs' shared counters (migration 0023): per song and
// gig the public accounts' shows that had it live (gig_songs), each song's
// gigs with the first and the last (songs), per artist and gig the shows
// with a setlist (gig_setlists) and the artist's gigs with one
// (artist_setlist_gigs). What each counts, as a recount, is song-recounts.ts.
//
// A write reads the setlist rows it replaces or removes and those it wrote
// (songCountsOfShows), and applies the difference (applySongCounts). Private
// accounts' setlists count in none: a viewer who may see them gets them added
// on read (song-figures.queries.ts), as the places' counters do.
//
// Order, so two writes never wait for each other crosswise on PostgreSQL: a
// transaction moves the songs' counters last, after the artists' and the
// places' (a show edit, delete or import, a privacy change, an account
// deletion); within them the songs' rows are locked first, in id order (which
// also keeps one song's first and last right when two writes move it), then
// gig_songs, gig_setlists and artist_setlist_gigs, each in key order.

/** Changes to the songs' shared counters, per gig and song and per gig with a setlist. */
export interface SongCounts {
  gigSongs: Map<string, { songId: number; date: string; cityId: number; shows: number }>;
  gigSetlists: Map<string, { artistId: number; date: string; cityId: number; shows: number }>;
}

const gigKey = (id: number, date: string, city: number) => `${id}|${date}|${city}`;

const noSongCounts = (): SongCounts => ({ gigSongs: new Map(), gigSetlists: new Map() });

/** Adds `sign` times these setlist rows (of public accounts) to `into`: one per show, song and gig. */
function addRows(
  into: SongCounts,
  rows: readonly {
    show_id: number;
    song_id: number;
    artist_id: number;
    date: string;
    city_id: number;
    tape: number;
  }[],
  sign: 1 | -1,
): SongCounts {
  const songOfShow = new Set<string>();
  const showSeen = new Set<number>();
  for (const r of rows) {
    if (!showSeen.has(r.show_id)) {
      showSeen.add(r.show_id);
      const key = gigKey(r.artist_id, r.date, r.city_id);
      const g = into.gigSetlists.get(key);
      if (g) g.shows += sign;
      else
        into.gigSetlists.set(key, {
          artistId: r.artist_id,
          date: r.date,
          cityId: r.city_id,
          shows: sign,
        });
    }
    if (r.tape) continue;
    const once = `${r.show_id}|${r.song_id}`;
    if (songOfShow.has(once)) continue;
    songOfShow.add(once);
    const key = gigKey(r.song_id, r.date, r.city_id);
    const s = into.gigSongs.get(key);
    if (s) s.shows += sign;
    else
      into.gigSongs.set(key, { songId: r.song_id, date: r.date, cityId: r.city_id, shows: sign });
  }
  return into;
}

const rowColumns = ['show_id', 'song_id', 'artist_id', 'date', 'city_id', 'tape'] as const;

/**
 * What the setlists of `shows`, as their rows stand now, add (+1) or take
 * (-1) from the shared counters: nothing for a private account's shows. Call
 * it before a write replaces or removes rows (-1) and after it wrote them (+1).
 */
export async function songCountsOfShows(
  trx: Handle,
  shows: readonly { id: number; user_id: number }[],
  sign: 1 | -1,
  into: SongCounts = noSongCounts(),
): Promise<SongCounts> {
  const counted: number[] = [];
  const owners = new Map<number, boolean>();
  for (const show of shows) {
    if (!owners.has(show.user_id))
      owners.set(show.user_id, await countsInShared(trx, show.user_id));
    if (owners.get(show.user_id)) counted.push(show.id);
  }
  if (counted.length === 0) return into;
  const rows = await trx
    .selectFrom('setlist_songs')
    .select([...rowColumns])
    .where('show_id', 'in', counted)
    .orderBy('show_id')
    .execute();
  return addRows(into, rows, sign);
}

/**
 * Every setlist of a user in (+1) or out (-1) of the shared counters (an
 * account going public or private, or deleted: shared-counters.ts): an index
 * range of theirs.
 */
export async function moveOwnerSongs(trx: Handle, userId: number, sign: 1 | -1): Promise<void> {
  const rows = await trx
    .selectFrom('setlist_songs')
    .select([...rowColumns])
    .where('user_id', '=', userId)
    .execute();
  await applySongCounts(trx, addRows(noSongCounts(), rows, sign));
}

/**
 * Applies SongCounts: each gig's count per song and per setlist moved (what
 * sums to nothing skipped), and a song's gigs, first and last, and an
 * artist's gigs with a setlist, moved when a gig's count leaves or reaches 0.
 */
export async function applySongCounts(trx: Handle, counts: SongCounts): Promise<void> {
  const gigSongs = [...counts.gigSongs.values()]
    .filter((c) => c.shows !== 0)
    .sort((a, b) => a.songId - b.songId || cmp(a.date, b.date) || a.cityId - b.cityId);
  // Not FOR UPDATE: the setlist rows just written point at their songs.
  await lockInOrder(trx, 'songs', [...new Set(gigSongs.map((c) => c.songId))], { noKey: true });
  const songMoves = new Map<number, { gigs: number; gained: string[]; lost: boolean }>();
  for (const c of gigSongs) {
    const moved = await moveGig(trx, 'gig_songs', 'song_id', c.songId, c);
    if (moved === 0) continue;
    const move = songMoves.get(c.songId) ?? { gigs: 0, gained: [], lost: false };
    if (moved > 0) {
      move.gigs += 1;
      move.gained.push(c.date);
    } else {
      move.gigs -= 1;
      move.lost = true;
    }
    songMoves.set(c.songId, move);
  }
  for (const [songId, move] of songMoves) {
    if (move.lost) {
      // A gig gone may have been the first or the last: both read again, two short ranges.
      const played = (order: 'asc' | 'desc') =>
        sql`(select g.date from gig_songs g where g.song_id = ${songId} and g.shows > 0 order by g.date ${sql.raw(order)} limit 1)`;
      await trx
        .updateTable('songs')
        .set({
          ...movedBy({ gig_count: move.gigs }),
          first_date: played('asc') as never,
          last_date: played('desc') as never,
        })
        .where('id', '=', songId)
        .execute();
    } else {
      const first = move.gained.reduce((a, b) => (b < a ? b : a));
      const last = move.gained.reduce((a, b) => (b > a ? b : a));
      await trx
        .updateTable('songs')
        .set({
          ...movedBy({ gig_count: move.gigs }),
          first_date:
            sql`case when first_date is null or first_date > ${first} then ${first} else first_date end` as never,
          last_date:
            sql`case when last_date is null or last_date < ${last} then ${last} else last_date end` as never,
        })
        .where('id', '=', songId)
        .execute();
    }
  }
  const gigSetlists = [...counts.gigSetlists.values()]
    .filter((c) => c.shows !== 0)
    .sort((a, b) => a.artistId - b.artistId || cmp(a.date, b.date) || a.cityId - b.cityId);
  const artistMoves = new Map<number, number>();
  for (const c of gigSetlists) {
    const moved = await moveGig(trx, 'gig_setlists', 'artist_id', c.artistId, c);
    if (moved !== 0) artistMoves.set(c.artistId, (artistMoves.get(c.artistId) ?? 0) + moved);
  }
  for (const [artistId, gigs] of artistMoves) {
    if (gigs === 0) continue;
    await trx
      .insertInto('artist_setlist_gigs')
      .values({ artist_id: artistId, gigs })
      .onConflict((oc) =>
        oc.column('artist_id').doUpdateSet(movedBy({ gigs }, 'artist_setlist_gigs')),
      )
      .execute();
  }
}

/**
 * Moves one gig's count (of a song, or of an artist's setlists) by
 * `c.shows`: +1 when it rose above 0, -1 when it fell to 0, else 0.
 */
async function moveGig(
  trx: Handle,
  table: 'gig_songs' | 'gig_setlists',
  column: 'song_id' | 'artist_id',
  id: number,
  c: { date: string; cityId: number; shows: number },
): Promise<number> {
  const { shows } = await (trx as Kysely<DB>)
    .insertInto(table as 'gig_songs')
    .values({ [column]: id, date: c.date, city_id: c.cityId, shows: c.shows } as never)
    .onConflict((oc) =>
      oc
        .columns([column as 'song_id', 'date', 'city_id'])
        .doUpdateSet(movedBy({ shows: c.shows }, table)),
    )
    .returning('shows')
    .executeTakeFirstOrThrow();
  const before = shows - c.shows;
  return before > 0 === shows > 0 ? 0 : shows > 0 ? 1 : -1;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
