import {
  artistInsightsOf,
  average,
  cityInsightsOf,
  favoriteArtistOf,
  findUserById,
  mostSeenArtistOf,
  venueInsightsOf,
} from '@gigrank/db';
import {
  pageOf,
  type ArtistInsight,
  type CityInsight,
  type FavoriteArtist,
  type ListPage,
  type MostSeenArtist,
  type MostVisitedCity,
  type MostVisitedVenue,
  type VenueInsight,
} from '@gigrank/domain';
import { cacheKeys, type CacheKey } from '../../cache/keys';
import { notFound } from '../../errors';
import { assertCanSeeContent } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

/**
 * One of a user's insight lists (404 for an unknown user), a page of it when
 * asked, cached under `key` until the user's shows change.
 */
async function insightPage<T>(
  deps: ServiceDeps,
  key: CacheKey<T[]>,
  userId: number,
  page: ListPage | undefined,
  list: (db: ServiceDeps['db'], userId: number) => Promise<T[]>,
): Promise<T[]> {
  return deps.cache.read(key, async () => {
    if (!(await findUserById(deps.db, userId))) throw notFound('User not found');
    return pageOf(await list(deps.db, userId), page);
  });
}

/** Per-artist statistics of a user's shows (main artist), best average first. */
export async function artistInsights(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
  page?: ListPage,
): Promise<ArtistInsight[]> {
  await assertCanSeeContent(deps, viewerId, userId);
  const key = cacheKeys.artistInsights<ArtistInsight[]>(userId, page);
  return insightPage(deps, key, userId, page, artistInsightsOf);
}

/** Per-city statistics of a user's shows, most shows first. */
export async function cityInsights(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
  page?: ListPage,
): Promise<CityInsight[]> {
  await assertCanSeeContent(deps, viewerId, userId);
  const key = cacheKeys.cityInsights<CityInsight[]>(userId, page);
  return insightPage(deps, key, userId, page, cityInsightsOf);
}

const TOP_ONE: ListPage = { limit: 1, offset: 0 };

/**
 * The Favorite Artist card (DECISIONS.md "Favourite artist"): the best
 * rated of the artists seen at least twice when there is one, else of all;
 * `rule` says which. 404 when none.
 */
export async function bestRatedArtist(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
): Promise<FavoriteArtist> {
  await assertCanSeeContent(deps, viewerId, userId);
  const best = await deps.cache.read(
    cacheKeys.favoriteArtist<FavoriteArtist | null>(userId),
    async () => {
      const pick = await favoriteArtistOf(deps.db, userId);
      return pick
        ? {
            artistName: pick.artistName,
            avgScore: average(pick.scoreSum, pick.scoredCount) ?? '0',
            showCount: pick.showCount,
            rule: pick.rule,
          }
        : null;
    },
  );
  if (!best) throw notFound('No rated artists yet');
  return best;
}

/**
 * The Most Seen Artist card: the artist of most shows (main
 * artist), then the better average, then the latest show. 404 when none.
 */
export async function mostSeenArtist(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
): Promise<MostSeenArtist> {
  await assertCanSeeContent(deps, viewerId, userId);
  const most = await deps.cache.read(
    cacheKeys.mostSeenArtist<MostSeenArtist | null>(userId),
    async () => {
      const pick = await mostSeenArtistOf(deps.db, userId);
      return pick
        ? {
            artistName: pick.artistName,
            showCount: pick.showCount,
            avgScore: average(pick.scoreSum, pick.scoredCount),
          }
        : null;
    },
  );
  if (!most) throw notFound('No shows yet');
  return most;
}

/** The most visited city: most shows, then best average; 404 when none. */
export async function mostVisitedCity(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
): Promise<MostVisitedCity> {
  const top = (await cityInsights(deps, viewerId, userId, TOP_ONE))[0];
  if (!top) throw notFound('No cities yet');
  return { cityName: top.cityName, showCount: top.showCount, avgScore: top.avgScore };
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
  const key = cacheKeys.venueInsights<VenueInsight[]>(userId, page);
  return insightPage(deps, key, userId, page, venueInsightsOf);
}

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
