import {
  SHORT_MONTH_NAMES,
  type ArtistInsight,
  type CityInsight,
  type VenueInsight,
} from '@gigrank/domain';

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

/** Most shows first; ties by the better average, then by `name`. Returns a new array. */
function sortByShows<T extends CityInsight | VenueInsight>(
  insights: readonly T[],
  name: (insight: T) => string,
): T[] {
  return [...insights].sort(
    (a, b) =>
      b.showCount - a.showCount ||
      averageOf(b.avgScore) - averageOf(a.avgScore) ||
      name(a).localeCompare(name(b)),
  );
}

/**
 * City Insights order (SPEC section 7: sorted on the client): most shows
 * first; ties by the better average, then by name. Returns a new array.
 */
export function sortCityInsights<T extends CityInsight>(insights: readonly T[]): T[] {
  return sortByShows(insights, (city) => city.cityName);
}

/**
 * Venue Insights order, as the server pages them: most shows first; ties by
 * the better average, then by name. Returns a new array.
 */
export function sortVenueInsights<T extends VenueInsight>(insights: readonly T[]): T[] {
  return sortByShows(insights, (venue) => venue.venueName);
}

/** Whether an optional average is there to show (a most visited city may have none). */
export function hasAverage(avg: string | null | undefined): avg is string {
  return avg !== null && avg !== undefined && avg !== '' && Number.isFinite(Number(avg));
}

/**
 * A festival's days, shortest form: '12 Jun 2025' (one day), '12–15 Jun 2025',
 * '30 Jun – 2 Jul 2025', '30 Dec 2025 – 2 Jan 2026'. Dates are 'YYYY-MM-DD',
 * read as written; anything else is returned as given.
 */
export function festivalDatesText(startDate: string, endDate: string): string {
  const parse = (iso: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
    if (!match) return null;
    const month = SHORT_MONTH_NAMES[Number(match[2]) - 1];
    return month ? { year: match[1]!, month, day: String(Number(match[3])) } : null;
  };
  const start = parse(startDate);
  const end = parse(endDate);
  if (!start || !end) return startDate === endDate ? startDate : `${startDate} – ${endDate}`;
  const full = (d: typeof start) => `${d.day} ${d.month} ${d.year}`;
  if (startDate === endDate) return full(start);
  if (start.year !== end.year) return `${full(start)} – ${full(end)}`;
  if (start.month !== end.month) return `${start.day} ${start.month} – ${full(end)}`;
  return `${start.day}–${end.day} ${end.month} ${end.year}`;
}

/** A count read from one page of rows: '12', or '50+' when the page came back full. */
export function pageCount(rows: number, pageSize: number): string {
  return rows >= pageSize ? `${pageSize}+` : String(rows);
}
