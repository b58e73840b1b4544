import type { ArtistInsight, CityInsight } from '@gigrank/domain';

/** A numeric-string average as a number; missing or unreadable counts as 0 (SPEC section 3). */
function averageOf(avg: string | null | undefined): number {
  const n = Number(avg ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Artist Insights order (SPEC section 7: sorted on the client): best average
 * first; ties by more shows, then by name. Returns a new array.
 */
export function sortArtistInsights<T extends ArtistInsight>(insights: readonly T[]): T[] {
  return [...insights].sort(
    (a, b) =>
      averageOf(b.avgScore) - averageOf(a.avgScore) ||
      b.showCount - a.showCount ||
      a.artistName.localeCompare(b.artistName),
  );
}

/**
 * City Insights order (SPEC section 7: sorted on the client): most shows
 * first; ties by the better average, then by name. Returns a new array.
 */
export function sortCityInsights<T extends CityInsight>(insights: readonly T[]): T[] {
  return [...insights].sort(
    (a, b) =>
      b.showCount - a.showCount ||
      averageOf(b.avgScore) - averageOf(a.avgScore) ||
      a.cityName.localeCompare(b.cityName),
  );
}

/** Whether an optional average is there to show (a most visited city may have none). */
export function hasAverage(avg: string | null | undefined): avg is string {
  return avg !== null && avg !== undefined && avg !== '' && Number.isFinite(Number(avg));
}
