import { artistInsightsOf, average, cityInsightsOf, findUserById } from '@gigrank/db';
import {
  pageOf,
  type ArtistInsight,
  type CityInsight,
  type FavoriteArtist,
  type ListPage,
  type MostVisitedCity,
} from '@gigrank/domain';
import { cacheKeys } from '../cache/keys';
import { notFound } from '../errors';
import type { ServiceDeps } from './deps';

export { average };

async function assertUser(deps: ServiceDeps, userId: number): Promise<void> {
  if (!(await findUserById(deps.db, userId))) throw notFound('User not found');
}

/** Per-artist statistics of a user's shows (main artist), best average first. */
export async function artistInsights(
  deps: ServiceDeps,
  userId: number,
  page?: ListPage,
): Promise<ArtistInsight[]> {
  return deps.cache.read(cacheKeys.artistInsights<ArtistInsight[]>(userId, page), async () => {
    await assertUser(deps, userId);
    return pageOf(await artistInsightsOf(deps.db, userId), page);
  });
}

/** Per-city statistics of a user's shows, most shows first. */
export async function cityInsights(
  deps: ServiceDeps,
  userId: number,
  page?: ListPage,
): Promise<CityInsight[]> {
  return deps.cache.read(cacheKeys.cityInsights<CityInsight[]>(userId, page), async () => {
    await assertUser(deps, userId);
    return pageOf(await cityInsightsOf(deps.db, userId), page);
  });
}

/** The best-rated (favourite) artist: highest average, then most shows; 404 when none. */
export async function bestRatedArtist(deps: ServiceDeps, userId: number): Promise<FavoriteArtist> {
  const best = (await artistInsights(deps, userId))[0];
  if (!best) throw notFound('No rated artists yet');
  return { artistName: best.artistName, avgScore: best.avgScore ?? '0', showCount: best.showCount };
}

/** The most visited city: most shows, then best average; 404 when none. */
export async function mostVisitedCity(deps: ServiceDeps, userId: number): Promise<MostVisitedCity> {
  const top = (await cityInsights(deps, userId))[0];
  if (!top) throw notFound('No cities yet');
  return { cityName: top.cityName, showCount: top.showCount, avgScore: top.avgScore };
}
