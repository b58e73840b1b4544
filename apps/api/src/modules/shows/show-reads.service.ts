import {
  artistShowsPage,
  feedPage,
  findShowOwner,
  guestsOfShow,
  ownerView,
  rankedShowsPage,
  showById,
  viewerOf,
  withAlsoThere,
  withLikedBy,
  type ArtistRow,
  type Viewer,
} from '@gigrank/db';
import { FEED_LIMIT, type ArtistShowsFilter, type ListPage, type Show } from '@gigrank/domain';
import { cacheKeys, type CacheKey } from '../../cache/keys';
import { notFound } from '../../errors';
import { assertCanSeeContent, audienceOf, readForAudience } from '../../policy/privacy';
import { showLedgerFor } from '../ledger/ledger.service';
import type { ServiceDeps } from '../../ports/service-deps';
import { withGigSetlist } from '../songs/gig-setlist';

/**
 * One show as `viewerId` may see it (`likedByMe` theirs): 404 when missing or
 * in a block, 403 'This account is private' for a private account's show.
 */
export async function getShow(deps: ServiceDeps, id: number, viewerId: number): Promise<Show> {
  const { db } = deps;
  const show = await showById(db, viewerOf(viewerId), id);
  if (show) {
    // Without a setlist of its own, the gig's; who else was there; the ticket to who may see it.
    const [withGig, [also], ledger] = await Promise.all([
      withGigSetlist({ db }, viewerId, show),
      withAlsoThere(db, viewerOf(viewerId), [show]),
      showLedgerFor(deps, show, viewerId),
    ]);
    return { ...withGig, alsoThere: also!.alsoThere, ...ledger };
  }
  const owner = await findShowOwner(db, id);
  if (owner) await assertCanSeeContent({ db }, viewerId, owner.user_id);
  throw notFound('Show not found');
}

/** The newest shows first (the activity feed), at most 50 per call. */
export async function listShows(
  deps: ServiceDeps,
  options: { limit?: number; before?: number; viewerId?: number } = {},
): Promise<Show[]> {
  const limit = Math.min(Math.max(options.limit ?? FEED_LIMIT, 1), FEED_LIMIT);
  const before = options.before || undefined;
  // Everyone's feed page is the same but for likedByMe (and blocks, mutes, private follows).
  return showsForViewer(deps, cacheKeys.feedPage<Show[]>(limit, before), options.viewerId, (as) =>
    feedPage(deps.db, as, limit, before),
  );
}

/**
 * A shared list of shows (`key`, computed by `shared` for the viewer's
 * audience: EVERYONE, or the viewer when their blocks, mutes or private
 * follows change the list) with the viewer's likedByMe added, both kept in the
 * cache. The viewer's answer is looked up first, so its freshness is decided
 * before the shared list is read: a write in between leaves it stale
 * (recomputed), never wrong.
 */
async function showsForViewer(
  deps: ServiceDeps,
  key: CacheKey<Show[]>,
  viewerId: number | undefined,
  shared: (as: Viewer) => Promise<Show[]>,
): Promise<Show[]> {
  const { db, cache } = deps;
  const as = await audienceOf(deps, viewerId);
  const listKey = as.id === null ? key : cacheKeys.asViewer<Show[]>(key, as.id);
  // Who else was at each gig is the viewer's (people they follow first).
  return cache.read(cacheKeys.viewerFeed<Show[]>(listKey, viewerId), async () =>
    withAlsoThere(
      db,
      viewerOf(viewerId),
      await withLikedBy(db, await cache.read(listKey, () => shared(as)), viewerId),
    ),
  );
}

/**
 * A user's shows in rank order (1 = best); with a page, a range of ranks.
 * The viewer must be allowed to see the account (policy/privacy.ts); the
 * list is then the one its owner sees, shared by every allowed viewer.
 */
export async function rankedShows(
  deps: ServiceDeps,
  userId: number,
  viewerId: number,
  page: ListPage = {},
): Promise<Show[]> {
  await assertCanSeeContent(deps, viewerId, userId);
  const key = cacheKeys.rankedShows<Show[]>(userId, page);
  const { db, cache } = deps;
  return cache.read(cacheKeys.viewerShows<Show[]>(key, viewerId), async () =>
    withLikedBy(
      db,
      await cache.read(key, () => rankedShowsPage(db, ownerView(userId), userId, page)),
      viewerId,
    ),
  );
}

/** Ranks per chunk of a whole ranking: a page the cache keeps (MAX_CACHED_ITEMS). */
export const WHOLE_RANKING_CHUNK = 200;

/**
 * A user's whole ranking (the spec's list without a page), as chunks of
 * WHOLE_RANKING_CHUNK ranks in order, each the cached page of those ranks,
 * the event loop free between chunks: a ranking of thousands of shows holds
 * neither the other requests nor more than a chunk of memory at a time. The
 * viewer's access is checked once, before the first chunk.
 */
export async function* rankedShowsWhole(
  deps: ServiceDeps,
  userId: number,
  viewerId: number,
): AsyncGenerator<Show[]> {
  await assertCanSeeContent(deps, viewerId, userId);
  for (let offset = 0; ; offset += WHOLE_RANKING_CHUNK) {
    const chunk = await rankedShows(deps, userId, viewerId, {
      offset,
      limit: WHOLE_RANKING_CHUNK,
    });
    yield chunk;
    if (chunk.length < WHOLE_RANKING_CHUNK) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The whole ranking in one list (tRPC), read chunk by chunk as rankedShowsWhole. */
export async function rankedShowsAll(
  deps: ServiceDeps,
  userId: number,
  viewerId: number,
): Promise<Show[]> {
  const all: Show[] = [];
  for await (const chunk of rankedShowsWhole(deps, userId, viewerId)) all.push(...chunk);
  return all;
}

export async function guestAppearancesOf(
  { db }: ServiceDeps,
  showId: number,
  viewerId: number,
): Promise<Show['guestAppearances']> {
  const guests = await guestsOfShow(db, viewerOf(viewerId), showId);
  if (guests) return guests;
  const owner = await findShowOwner(db, showId);
  if (owner) await assertCanSeeContent({ db }, viewerId, owner.user_id);
  throw notFound('Show not found');
}

/**
 * One page of an artist's shows and flagged guest appearances (see
 * artistShowsPage). The shared page is cached here; the viewer's answer is
 * the whole artist page's, cached by artistPage (looked up first, as in
 * showsForViewer).
 */
export async function showsForArtist(
  deps: ServiceDeps,
  artist: Pick<ArtistRow, 'id' | 'name_key'>,
  options: { viewerId?: number; before?: number; filter?: ArtistShowsFilter } = {},
): Promise<{ shows: Show[]; nextBefore: number | null }> {
  const { db } = deps;
  const { viewerId, before, filter } = options;
  const shared = cacheKeys.artistShows<{ shows: Show[]; nextBefore: number | null }>(
    artist.name_key,
    artist.id,
    before,
    filter,
  );
  const page = await readForAudience(deps, viewerId, shared, (as) =>
    artistShowsPage(db, as, artist.id, before, filter),
  );
  return { ...page, shows: await withLikedBy(db, page.shows, viewerId) };
}
