import { artistInsightsOf, average, cityInsightsOf, findUserById } from '@gigrank/db';
import {
  pageOf,
  type ArtistInsight,
  type CityInsight,
  type FavoriteArtist,
  type ListPage,
  type MostVisitedCity,
} from '@gigrank/domain';
import { cacheKeys, type CacheKey } from '../cache/keys';
import { notFound } from '../errors';
import { assertCanSeeContent } from '../policy/privacy';
import type { ServiceDeps } from './deps';

export { average };

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

/** The best-rated (favourite) artist: highest average, then most shows; 404 when none. */
export async function bestRatedArtist(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
): Promise<FavoriteArtist> {
  // The first row only: a heavy user's whole list is too long to keep cached.
  const best = (await artistInsights(deps, viewerId, userId, TOP_ONE))[0];
  if (!best) throw notFound('No rated artists yet');
  return { artistName: best.artistName, avgScore: best.avgScore ?? '0', showCount: best.showCount };
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
