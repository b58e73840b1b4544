import type { Kysely } from 'kysely';
import { cachedRead, type DB } from '@gigrank/db';
import {
  pageOf,
  type ArtistInsight,
  type CityInsight,
  type FavoriteArtist,
  type ListPage,
  type MostVisitedCity,
} from '@gigrank/domain';
import { notFound } from '../errors';
import { findUserRow } from './users.service';

/** A numeric-string average with two decimals; null without scores. */
export function average(sum: number, count: number): string | null {
  return count > 0 ? (sum / count).toFixed(2) : null;
}

async function assertUser(db: Kysely<DB>, userId: number): Promise<void> {
  if (!(await findUserRow(db, userId))) throw notFound('User not found');
}

/** Per-artist statistics of a user's shows (main artist), best average first. */
export async function artistInsights(
  db: Kysely<DB>,
  userId: number,
  page?: ListPage,
): Promise<ArtistInsight[]> {
  return cachedRead(
    db,
    `artist-insights:${userId}:${page?.limit ?? ''}:${page?.offset ?? ''}`,
    () => computeArtistInsights(db, userId, page),
  );
}

async function computeArtistInsights(
  db: Kysely<DB>,
  userId: number,
  page?: ListPage,
): Promise<ArtistInsight[]> {
  await assertUser(db, userId);
  const rows = await db
    .selectFrom('user_artist_stats')
    .innerJoin('artists', 'artists.id', 'user_artist_stats.artist_id')
    .select([
      'artists.id',
      'artists.name',
      'user_artist_stats.show_count',
      'user_artist_stats.score_sum',
      'user_artist_stats.scored_count',
    ])
    .where('user_artist_stats.user_id', '=', userId)
    .execute();
  const sorted = rows
    .map((r) => ({
      id: r.id,
      artistName: r.name,
      avgScore: average(r.score_sum, r.scored_count) ?? '0',
      showCount: r.show_count,
    }))
    .sort(
      (a, b) =>
        Number(b.avgScore) - Number(a.avgScore) ||
        b.showCount - a.showCount ||
        a.artistName.localeCompare(b.artistName),
    );
  // Sorted over the user's own artists (one row each): bounded by the user, not the table.
  return pageOf(sorted, page);
}

/** Per-city statistics of a user's shows, most shows first. */
export async function cityInsights(
  db: Kysely<DB>,
  userId: number,
  page?: ListPage,
): Promise<CityInsight[]> {
  return cachedRead(db, `city-insights:${userId}:${page?.limit ?? ''}:${page?.offset ?? ''}`, () =>
    computeCityInsights(db, userId, page),
  );
}

async function computeCityInsights(
  db: Kysely<DB>,
  userId: number,
  page?: ListPage,
): Promise<CityInsight[]> {
  await assertUser(db, userId);
  const rows = await db
    .selectFrom('user_city_stats')
    .innerJoin('cities', 'cities.id', 'user_city_stats.city_id')
    .select([
      'cities.id',
      'cities.name',
      'cities.country',
      'user_city_stats.show_count',
      'user_city_stats.score_sum',
      'user_city_stats.scored_count',
    ])
    .where('user_city_stats.user_id', '=', userId)
    .execute();
  const sorted = rows
    .map((r) => ({
      id: r.id,
      cityName: r.name,
      country: r.country || null,
      showCount: r.show_count,
      avgScore: average(r.score_sum, r.scored_count),
    }))
    .sort(
      (a, b) =>
        b.showCount - a.showCount ||
        Number(b.avgScore ?? 0) - Number(a.avgScore ?? 0) ||
        a.cityName.localeCompare(b.cityName),
    );
  return pageOf(sorted, page);
}

/** The best-rated (favourite) artist: highest average, then most shows; 404 when none. */
export async function bestRatedArtist(db: Kysely<DB>, userId: number): Promise<FavoriteArtist> {
  const best = (await artistInsights(db, userId))[0];
  if (!best) throw notFound('No rated artists yet');
  return { artistName: best.artistName, avgScore: best.avgScore ?? '0', showCount: best.showCount };
}

/** The most visited city: most shows, then best average; 404 when none. */
export async function mostVisitedCity(db: Kysely<DB>, userId: number): Promise<MostVisitedCity> {
  const top = (await cityInsights(db, userId))[0];
  if (!top) throw notFound('No cities yet');
  return { cityName: top.cityName, showCount: top.showCount, avgScore: top.avgScore };
}
