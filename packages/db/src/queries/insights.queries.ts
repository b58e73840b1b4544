import { byVisits, type ArtistInsight, type CityInsight, type VenueInsight } from '@gigrank/domain';
import type { Handle } from '../schema';
import { visibleShows, type Viewer } from '../visibility';

// Data functions of a user's statistics (user_artist_stats, user_city_stats,
// user_venue_stats)
// and the reads recommendations are built from: the only place with their SQL.

/** A numeric-string average with two decimals; null without scores. */
export function average(sum: number, count: number): string | null {
  return count > 0 ? (sum / count).toFixed(2) : null;
}

/** A statistics table's counts of a row: its shows, their score sum and how many are scored. */
function countsOf<T extends 'user_artist_stats' | 'user_city_stats' | 'user_venue_stats'>(t: T) {
  return [`${t}.show_count`, `${t}.score_sum`, `${t}.scored_count`] as const;
}

/** Per-artist statistics of a user's shows (main artist), best average first. */
export async function artistInsightsOf(db: Handle, userId: number): Promise<ArtistInsight[]> {
  const rows = await db
    .selectFrom('user_artist_stats')
    .innerJoin('artists', 'artists.id', 'user_artist_stats.artist_id')
    .select(['artists.id', 'artists.name', ...countsOf('user_artist_stats')])
    .where('user_artist_stats.user_id', '=', userId)
    .execute();
  // Sorted over the user's own artists (one row each): bounded by the user, not the table.
  return rows
    .map((r) => ({
      id: r.id,
      artistName: r.name,
      // Null until a show of the artist is scored (imported shows may have none).
      avgScore: average(r.score_sum, r.scored_count),
      showCount: r.show_count,
    }))
    .sort(
      (a, b) =>
        Number(b.avgScore ?? -1) - Number(a.avgScore ?? -1) ||
        b.showCount - a.showCount ||
        a.artistName.localeCompare(b.artistName),
    );
}

/** Per-city statistics of a user's shows, most shows first. */
export async function cityInsightsOf(db: Handle, userId: number): Promise<CityInsight[]> {
  const rows = await db
    .selectFrom('user_city_stats')
    .innerJoin('cities', 'cities.id', 'user_city_stats.city_id')
    .select(['cities.id', 'cities.name', 'cities.country', ...countsOf('user_city_stats')])
    .where('user_city_stats.user_id', '=', userId)
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      cityName: r.name,
      country: r.country || null,
      showCount: r.show_count,
      scoreSum: r.score_sum,
      scoredCount: r.scored_count,
    }))
    .sort(byVisits)
    .map(({ scoreSum, scoredCount, ...city }) => ({
      ...city,
      avgScore: average(scoreSum, scoredCount),
    }));
}

/** The artists a user has seen (as main artist of one of their shows). */
export async function artistIdsSeenBy(db: Handle, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('user_artist_stats')
    .select('artist_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.artist_id));
}

/** The id of the user's city of that name where they logged the most shows. */
export async function userCityIdByName(
  db: Handle,
  userId: number,
  cityName: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_city_stats')
    .innerJoin('cities', 'cities.id', 'user_city_stats.city_id')
    .select('cities.id')
    .where('user_city_stats.user_id', '=', userId)
    .where('cities.name', '=', cityName)
    .orderBy('user_city_stats.show_count', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/**
 * The main artists of the newest shows in a city scored `minScore` or more by
 * others than `exceptUserId`, newest first, at most `limit` shows.
 */
export async function lovedShowArtistsInCity(
  db: Handle,
  viewer: Viewer,
  query: { cityId: number; minScore: number; exceptUserId: number; limit: number },
): Promise<{ id: number; name: string }[]> {
  return visibleShows(db, viewer)
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .select(['artists.id', 'artists.name'])
    .where('shows.city_id', '=', query.cityId)
    .where('shows.score', '>=', query.minScore)
    .where('shows.user_id', '!=', query.exceptUserId)
    .orderBy('shows.id', 'desc')
    .limit(query.limit)
    .execute();
}

/** Per-venue statistics of a user's shows, most shows first. */
export async function venueInsightsOf(db: Handle, userId: number): Promise<VenueInsight[]> {
  const rows = await db
    .selectFrom('user_venue_stats')
    .innerJoin('venues', 'venues.id', 'user_venue_stats.venue_id')
    .innerJoin('cities', 'cities.id', 'venues.city_id')
    .select([
      'venues.id',
      'venues.name',
      'cities.name as city_name',
      'cities.country',
      ...countsOf('user_venue_stats'),
    ])
    .where('user_venue_stats.user_id', '=', userId)
    .where('user_venue_stats.show_count', '>', 0)
    .execute();
  // Sorted over the user's own venues (one row each): bounded by the user, not the table.
  return rows
    .map((r) => ({
      id: r.id,
      venueName: r.name,
      cityName: r.city_name,
      country: r.country || null,
      showCount: r.show_count,
      avgScore: average(r.score_sum, r.scored_count),
    }))
    .sort(
      (a, b) =>
        b.showCount - a.showCount ||
        Number(b.avgScore ?? 0) - Number(a.avgScore ?? 0) ||
        a.venueName.localeCompare(b.venueName) ||
        a.id - b.id,
    );
}
