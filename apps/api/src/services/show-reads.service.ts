import {
  EVERYONE,
  artistShowsPage,
  feedPage,
  guestsOfShow,
  rankedShowsPage,
  showById,
  viewerOf,
  withLikedBy,
  type ArtistRow,
} from '@gigrank/db';
import { FEED_LIMIT, type ArtistShowsFilter, type ListPage, type Show } from '@gigrank/domain';
import { cacheKeys, type CacheKey } from '../cache/keys';
import { notFound } from '../errors';
import type { ServiceDeps } from './deps';

/** One show; with `viewerId`, `likedByMe` says whether that user liked it. */
export async function getShow(
  { db }: Pick<ServiceDeps, 'db'>,
  id: number,
  viewerId?: number,
): Promise<Show> {
  const show = await showById(db, viewerOf(viewerId), id);
  if (!show) throw notFound('Show not found');
  return show;
}

/** The newest shows first (the activity feed), at most 50 per call. */
export async function listShows(
  deps: ServiceDeps,
  options: { limit?: number; before?: number; viewerId?: number } = {},
): Promise<Show[]> {
  const limit = Math.min(Math.max(options.limit ?? FEED_LIMIT, 1), FEED_LIMIT);
  const before = options.before || undefined;
  // Everyone's feed page is the same but for likedByMe.
  return showsForViewer(deps, cacheKeys.feedPage<Show[]>(limit, before), options.viewerId, () =>
    feedPage(deps.db, EVERYONE, limit, before),
  );
}

/**
 * A shared list of shows (`key`, computed by `shared`) with the viewer's
 * likedByMe added, both kept in the cache. The viewer's answer is looked up
 * first, so its freshness is decided before the shared list is read: a write
 * in between leaves it stale (recomputed), never wrong.
 */
function showsForViewer(
  { db, cache }: ServiceDeps,
  key: CacheKey<Show[]>,
  viewerId: number | undefined,
  shared: () => Promise<Show[]>,
): Promise<Show[]> {
  return cache.read(cacheKeys.viewerShows<Show[]>(key, viewerId), async () =>
    withLikedBy(db, await cache.read(key, shared), viewerId),
  );
}

/** A user's shows in rank order (1 = best); with a page, a range of ranks. */
export async function rankedShows(
  deps: ServiceDeps,
  userId: number,
  viewerId?: number,
  page: ListPage = {},
): Promise<Show[]> {
  return showsForViewer(deps, cacheKeys.rankedShows<Show[]>(userId, page), viewerId, () =>
    rankedShowsPage(deps.db, EVERYONE, userId, page),
  );
}

export async function guestAppearancesOf(
  { db }: ServiceDeps,
  showId: number,
): Promise<Show['guestAppearances']> {
  const guests = await guestsOfShow(db, EVERYONE, showId);
  if (!guests) throw notFound('Show not found');
  return guests;
}

/**
 * One page of an artist's shows and flagged guest appearances (see
 * artistShowsPage). The shared page is cached here; the viewer's answer is
 * the whole artist page's, cached by artistPage (looked up first, as in
 * showsForViewer).
 */
export async function showsForArtist(
  { db, cache }: ServiceDeps,
  artist: Pick<ArtistRow, 'id' | 'name_key'>,
  options: { viewerId?: number; before?: number; filter?: ArtistShowsFilter } = {},
): Promise<{ shows: Show[]; nextBefore: number | null }> {
  const { viewerId, before, filter } = options;
  const page = await cache.read(
    cacheKeys.artistShows<{ shows: Show[]; nextBefore: number | null }>(
      artist.name_key,
      artist.id,
      before,
      filter,
    ),
    () => artistShowsPage(db, EVERYONE, artist.id, before, filter),
  );
  return { ...page, shows: await withLikedBy(db, page.shows, viewerId) };
}
