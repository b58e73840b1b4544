import {
  findUserById,
  findVenue,
  searchVenuesByKey,
  venueAccessNotes,
  venueInsightsOf,
  venueShowsPage,
  venueTopArtists,
  venueTopUsers,
  viewerOf,
  withLikedBy,
  writeAccessNote,
  type UserRow,
} from '@gigrank/db';
import {
  normalizeKey,
  pageOf,
  PLACE_MESSAGES,
  PLACE_SEARCH_LIMIT,
  type AccessFeature,
  type ListPage,
  type Show,
  type MostVisitedVenue,
  type Venue,
  type VenueAccessNote,
  type VenueInsight,
  type VenuePage,
  type VenueSummary,
} from '@gigrank/domain';
import { committed } from '../cache/changes';
import { cacheKeys } from '../cache/keys';
import { notFound } from '../errors';
import { assertCanSeeContent, audienceOf } from '../policy/privacy';
import type { ServiceDeps } from './deps';

// The venue read side (issue 20): search, the venue page, access notes and a
// user's venue insights. Of the venue page only the anonymous part (the
// venue's figures, its top artists) is cached under the venue's entity that
// every show write there names; its shows and top people are cached for the
// audience (as a festival page's sets are); the access notes (who confirmed,
// and whether the viewer did) are read each time.

/** Venues by name prefix (a word of it within a city), most shows first. */
export async function searchVenues(
  deps: Pick<ServiceDeps, 'db'>,
  input: { q?: string; city?: string; cityCountry?: string },
): Promise<VenueSummary[]> {
  const key = normalizeKey(input.q ?? '');
  const cityKey = normalizeKey(input.city ?? '');
  const country = input.cityCountry?.trim().toUpperCase() || undefined;
  return searchVenuesByKey(
    deps.db,
    key,
    cityKey ? { key: cityKey, country } : undefined,
    PLACE_SEARCH_LIMIT,
  );
}

/**
 * The venue page as `viewerId` sees it: one page of the shows they may see
 * (newest first, below `before`), the venue's figures from its counters, the
 * artists most seen there, the people who log there most (those the viewer
 * may see ranked) and the access notes. 404 'Venue not found'.
 */
export async function venuePage(
  deps: ServiceDeps,
  viewerId: number,
  venueId: number,
  before?: number,
): Promise<VenuePage> {
  const { db } = deps;
  const { venue, topArtists } = await deps.cache.read(
    cacheKeys.venueFigures<{ venue: Venue; topArtists: VenuePage['topArtists'] }>(venueId),
    async () => {
      const venue = await findVenue(db, venueId);
      if (!venue) throw notFound(PLACE_MESSAGES.venueNotFound);
      return { venue, topArtists: await venueTopArtists(db, venueId) };
    },
  );
  // The shows and the top people as the audience sees them: one answer for
  // every viewer whose blocks, mutes and follows change nothing (audienceOf).
  const as = await audienceOf(deps, viewerId);
  const shared = cacheKeys.venueShared<VenueShared>(venueId, before);
  const [page, accessNotes] = await Promise.all([
    deps.cache.read(
      as.id === null ? shared : cacheKeys.asViewer<VenueShared>(shared, as.id),
      async () => {
        const [shows, topUsers] = await Promise.all([
          venueShowsPage(db, as, venueId, before),
          venueTopUsers(db, as, venueId),
        ]);
        return { shows: shows.shows, nextBefore: shows.nextBefore, topUsers };
      },
    ),
    venueAccessNotes(db, viewerOf(viewerId), venueId),
  ]);
  return {
    venue,
    shows: await withLikedBy(db, page.shows, viewerId),
    nextBefore: page.nextBefore,
    topArtists,
    topUsers: page.topUsers,
    accessNotes,
  };
}

/** What a venue page shows its audience alike: a page of shows and the people who log most. */
interface VenueShared {
  shows: Show[];
  nextBefore: number | null;
  topUsers: VenuePage['topUsers'];
}

/**
 * Writes a note on a venue's access feature, or confirms the one there (the
 * first writer's words stay; a confirmer's `note` is ignored). Answers the
 * venue's notes (read fresh on every venue page; the venue's entity is named
 * changed all the same, for any answer built on the venue later).
 */
export async function addAccessNote(
  deps: Pick<ServiceDeps, 'db' | 'cache' | 'events'>,
  user: Pick<UserRow, 'id'>,
  venueId: number,
  input: { feature: AccessFeature; note?: string | null },
): Promise<VenueAccessNote[]> {
  const { db } = deps;
  await db.transaction().execute(async (trx) => {
    if (!(await findVenue(trx, venueId))) throw notFound(PLACE_MESSAGES.venueNotFound);
    await writeAccessNote(trx, {
      venueId,
      feature: input.feature,
      note: input.note?.trim() || null,
      userId: user.id,
    });
  });
  await committed(deps, [{ kind: 'venue', id: venueId }]);
  return venueAccessNotes(db, viewerOf(user.id), venueId);
}

/**
 * Per-venue statistics of a user's shows, most shows first (a page of them
 * when asked): the same privacy as the city insights (404 unknown or blocked,
 * 403 private), cached until the user's shows change.
 */
export async function venueInsights(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
  page?: ListPage,
): Promise<VenueInsight[]> {
  await assertCanSeeContent(deps, viewerId, userId);
  return deps.cache.read(cacheKeys.venueInsights<VenueInsight[]>(userId, page), async () => {
    if (!(await findUserById(deps.db, userId))) throw notFound('User not found');
    return pageOf(await venueInsightsOf(deps.db, userId), page);
  });
}

const TOP_ONE: ListPage = { limit: 1, offset: 0 };

/** The most visited venue: most shows, then best average; 404 when none. */
export async function mostVisitedVenue(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
): Promise<MostVisitedVenue> {
  const top = (await venueInsights(deps, viewerId, userId, TOP_ONE))[0];
  if (!top) throw notFound('No venues yet');
  return {
    id: top.id,
    venueName: top.venueName,
    cityName: top.cityName,
    showCount: top.showCount,
    avgScore: top.avgScore,
  };
}
