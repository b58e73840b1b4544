import {
  artistKeysOfShow,
  artistSongStats,
  gigSetlistPick,
  heardOfArtist,
  setlistsOfShows,
  songLedgerPage,
  songsHeardBetween,
  viewerOf,
  writeSetlists,
  type ArtistRow,
  type ArtistSongRow,
  type HeardRow,
  type DB,
  type ShowRow,
  type Transaction,
} from '@gigrank/db';
import {
  CHASE_LIMIT,
  LIST_PAGE_SIZE,
  type ArtistSongs,
  type Chase,
  type ListPage,
  type SetlistSong,
  type Show,
  type SongLedger,
  type SongMoment,
} from '@gigrank/domain';
import { committed, placeChanges, placesOfRow, showChanges } from '../../cache/changes';
import { cacheKeys } from '../../cache/keys';
import { badRequest, notFound } from '../../errors';
import { audienceOf, contentRead, placeAudienceOf, readForAudience } from '../../policy/privacy';
import { ownedShow } from '../../policy/shows';
import type { ServiceDeps } from '../../ports/service-deps';
import { findArtist } from '../artists/artists.service';
import { getShow } from '../shows/show-reads.service';
import { recordShowEvent } from '../webhooks/webhooks.service';

// Songs: a show's setlist written or copied from its gig, an artist's songs
// as logged setlists played them, a user's songs heard live and the songs of
// an artist they are still chasing. Setlists of others are read through the
// visibility rule (packages/db songs.queries.ts and song-figures.queries.ts).

/**
 * Writes the setlist of one of the user's shows, or copies one (`copy`):
 * the show's rows and the caches of everything that shows it (the show, its
 * owner's lists, its artist's pages, its gig).
 */
async function writeShowSetlist(
  deps: ServiceDeps,
  user: { id: number },
  showId: number,
  songsOf: (trx: Transaction<DB>, show: ShowRow) => Promise<readonly SetlistSong[]>,
): Promise<Show> {
  const { show, artistKeys } = await deps.db.transaction().execute(async (trx) => {
    const show = await ownedShow(trx, user, showId);
    await writeSetlists(trx, [{ show, songs: await songsOf(trx, show) }], 'own');
    await recordShowEvent(trx, user.id, 'show.updated', showId);
    return { show, artistKeys: await artistKeysOfShow(trx, showId) };
  });
  await committed(deps, [
    ...showChanges({ id: showId, userId: user.id, artistKeys }),
    ...placeChanges([placesOfRow(show)]),
  ]);
  return getShow(deps, showId, user.id);
}

/** PUT /api/shows/{id}/setlist: the show's whole setlist, in order (an empty list removes it). */
export function putSetlist(
  deps: ServiceDeps,
  user: { id: number },
  showId: number,
  songs: readonly SetlistSong[],
): Promise<Show> {
  return writeShowSetlist(deps, user, showId, async () => songs);
}

/**
 * "This is what I heard": the gig's most common setlist, as the user sees
 * it, copied to their show (theirs from then on). 400 when the show has a
 * setlist of its own, 404 when nobody at the gig wrote one.
 */
export function copyGigSetlist(deps: ServiceDeps, user: { id: number }, showId: number) {
  return writeShowSetlist(deps, user, showId, async (trx, show) => {
    if (show.setlist_size > 0) throw badRequest('This show already has its own setlist');
    const pick = await gigSetlistPick(trx, viewerOf(user.id), placesOfRow(show).gig);
    if (!pick) throw notFound('Nobody at this gig wrote a setlist');
    return (await setlistsOfShows(trx, [pick.showId])).get(pick.showId) ?? [];
  });
}

async function artistNamed(deps: Pick<ServiceDeps, 'db'>, name: string): Promise<ArtistRow> {
  const artist = await findArtist(deps.db, name);
  if (!artist) throw notFound('Artist not found');
  return artist;
}

type SongStats = { gigs: number; songs: ArtistSongRow[] };

/** An artist's songs as the viewer's audience may see them, cached for that audience. */
function songStats(deps: ServiceDeps, viewerId: number, artist: ArtistRow): Promise<SongStats> {
  return readForAudience(
    deps,
    viewerId,
    cacheKeys.artistSongs<SongStats>(artist.name_key),
    async (as) => artistSongStats(deps.db, artist.id, await placeAudienceOf(deps, as)),
  );
}

/** The shows of `heard` per song, oldest first. */
function showsBySong(heard: readonly HeardRow[]) {
  const by = new Map<number, { id: number; date: string }[]>();
  for (const h of heard) {
    const list = by.get(h.song_id) ?? [];
    if (!list.some((s) => s.id === h.show_id)) list.push({ id: h.show_id, date: h.date });
    by.set(h.song_id, list);
  }
  return by;
}

/**
 * GET /api/artists/{artistName}/songs: each song of the artist with how many
 * logged gigs played it, the first and last, and which of the viewer's shows
 * had it.
 */
export async function artistSongs(
  deps: ServiceDeps,
  viewerId: number,
  name: string,
): Promise<ArtistSongs> {
  const artist = await artistNamed(deps, name);
  const [stats, heard] = await Promise.all([
    songStats(deps, viewerId, artist),
    heardOfArtist(deps.db, viewerId, artist.id),
  ]);
  const mine = showsBySong(heard);
  return {
    artist: artist.name,
    artistId: artist.id,
    gigs: stats.gigs,
    songs: stats.songs.map((s) => ({ ...s, myShows: mine.get(s.id) ?? [] })),
  };
}

/** GET /api/users/{id}/songs: the user's songs heard live, most heard first, a page at a time. */
export const songLedger = contentRead(
  async (deps, _viewerId, userId, page: ListPage = {}): Promise<SongLedger> => {
    const shape = { offset: page.offset ?? 0, limit: page.limit ?? LIST_PAGE_SIZE };
    const ledger = await deps.cache.read(
      cacheKeys.songLedger<Omit<SongLedger, 'userId'>>(userId, shape),
      () => songLedgerPage(deps.db, userId, shape),
    );
    return { userId, ...ledger };
  },
);

/** Songs the user heard in a year (or all time), as Wrapped counts them. */
export function songsHeardIn(deps: ServiceDeps, userId: number, year: number | null) {
  return deps.cache.read(cacheKeys.songsHeard<number>(userId, year), () =>
    songsHeardBetween(
      deps.db,
      userId,
      year === null ? '0000-01-01' : `${year}-01-01`,
      year === null ? '9999-12-31' : `${year}-12-31`,
    ),
  );
}

/**
 * GET /api/users/{id}/chase/{artistName}: the artist's songs most played
 * across the logged setlists the viewer may see that the user never heard
 * at any of their shows, and the rare moments they were at: the only logged
 * performance of a song, or its first (a debut).
 */
export const chase = contentRead(async (deps, viewerId, userId, name: string): Promise<Chase> => {
  const artist = await artistNamed(deps, name);
  const [stats, heard] = await Promise.all([
    songStats(deps, viewerId, artist),
    heardOfArtist(deps.db, userId, artist.id),
  ]);
  const theirs = showsBySong(heard);
  const chaseList = stats.songs
    .filter((s) => !theirs.has(s.id))
    .slice(0, CHASE_LIMIT)
    .map(({ id, title, gigs }) => ({ id, title, gigs }));
  // The songs they heard, as the viewer's audience counts them: from the cached list of the
  // artist's most played songs, and the few past its cut (ARTIST_SONGS_LIMIT) read alone.
  const listed = new Set(stats.songs.map((s) => s.id));
  const pastTheCut = [...theirs.keys()].filter((id) => !listed.has(id));
  const heardStats = [
    ...stats.songs.filter((s) => theirs.has(s.id)),
    ...(pastTheCut.length
      ? (
          await artistSongStats(
            deps.db,
            artist.id,
            await placeAudienceOf(deps, await audienceOf(deps, viewerId)),
            pastTheCut,
          )
        ).songs
      : []),
  ];
  const moments: SongMoment[] = [];
  for (const song of heardStats) {
    const first = theirs.get(song.id)![0]!;
    if (song.gigs === 1) moments.push(momentOf('only', song, first));
    else if (first.date === song.first) moments.push(momentOf('debut', song, first));
  }
  return {
    userId,
    artist: artist.name,
    gigs: stats.gigs,
    heard: theirs.size,
    chase: chaseList,
    moments,
  };
});

const momentOf = (
  kind: SongMoment['kind'],
  song: ArtistSongRow,
  show: { id: number; date: string },
): SongMoment => ({
  kind,
  id: song.id,
  title: song.title,
  showId: show.id,
  date: show.date,
  gigs: song.gigs,
});
