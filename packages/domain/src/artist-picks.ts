// The profile's artist picks (DECISIONS.md "Favourite artist"):
// the Favorite Artist (best rated, among those seen at least twice when
// there are any) and the Most Seen Artist (most shows). Pure: the data
// layer feeds them a user's per-artist counters, Wrapped a period's tally.

/** What a user's shows of one artist add up to (main artist only). */
export interface ArtistTally {
  artistName: string;
  showCount: number;
  /** Sum of the scores of the scored shows. */
  scoreSum: number;
  scoredCount: number;
  /** The latest show's date (YYYY-MM-DD) when known: the last tie-break. */
  latestDate?: string | null;
}

/** Shows of an artist that make the Favorite Artist a considered choice, not a one-off. */
const FAVORITE_MIN_SHOWS = 2;

/**
 * Which artists the favourite was chosen among: 'seenTwice' when the user
 * has a rated artist seen FAVORITE_MIN_SHOWS times or more (only those
 * count), 'all' otherwise. The profile card says which.
 */
export type FavoriteRule = 'seenTwice' | 'all';

/** The caption of the Favorite Artist card when the rule narrowed the choice. */
export const FAVORITE_RULE_CAPTION = `Best rated of artists seen ${FAVORITE_MIN_SHOWS}+ times`;

/** The average score, or null when no show of the artist is scored. */
export function tallyAverage(t: ArtistTally): number | null {
  return t.scoredCount > 0 ? t.scoreSum / t.scoredCount : null;
}

// Unscored sorts below any score (0 included).
const avgOf = (t: ArtistTally) => tallyAverage(t) ?? -1;

/** The favourite's order: best average first (unscored last), then more shows. */
export function byRating(a: ArtistTally, b: ArtistTally): number {
  return avgOf(b) - avgOf(a) || b.showCount - a.showCount;
}

/** The most seen's order: more shows first, then the better average (unscored last). */
export function bySeen(a: ArtistTally, b: ArtistTally): number {
  return b.showCount - a.showCount || avgOf(b) - avgOf(a);
}

/** The last tie-breaks: the later latest show first (unknown last), then the name. */
function byLatestShow(a: ArtistTally, b: ArtistTally): number {
  const later = (b.latestDate ?? '').localeCompare(a.latestDate ?? '');
  return later || a.artistName.localeCompare(b.artistName);
}

/** The artists the favourite is chosen among, and the rule that chose them. */
export function favoriteCandidates<T extends ArtistTally>(
  tallies: readonly T[],
): { candidates: T[]; rule: FavoriteRule } {
  const seenTwice = tallies.filter((t) => t.showCount >= FAVORITE_MIN_SHOWS && t.scoredCount > 0);
  return seenTwice.length > 0
    ? { candidates: seenTwice, rule: 'seenTwice' }
    : { candidates: [...tallies], rule: 'all' };
}

/**
 * Every artist tied for first by `order` (before the latest-show
 * tie-break, which needs their latest dates): usually one.
 */
export function tiedFirst<T extends ArtistTally>(
  tallies: readonly T[],
  order: (a: ArtistTally, b: ArtistTally) => number,
): T[] {
  let first: T[] = [];
  for (const t of tallies) {
    const c = first.length === 0 ? -1 : order(t, first[0]!);
    if (c < 0) first = [t];
    else if (c === 0) first.push(t);
  }
  return first;
}

/** The first artist by `order`, then the latest show, then the name; undefined when none. */
function pickArtist<T extends ArtistTally>(
  tallies: readonly T[],
  order: (a: ArtistTally, b: ArtistTally) => number,
): T | undefined {
  return tiedFirst(tallies, order).sort(byLatestShow)[0];
}

/** The Favorite Artist of some tallies with the rule that applied; undefined when none. */
export function pickFavoriteArtist<T extends ArtistTally>(
  tallies: readonly T[],
): (T & { rule: FavoriteRule }) | undefined {
  const { candidates, rule } = favoriteCandidates(tallies);
  const pick = pickArtist(candidates, byRating);
  return pick && { ...pick, rule };
}

/** The Most Seen Artist of some tallies; undefined when none. */
export function pickMostSeenArtist<T extends ArtistTally>(tallies: readonly T[]): T | undefined {
  return pickArtist(tallies, bySeen);
}

/** What a user's shows in one city add up to. */
export interface CityTally {
  cityName: string;
  showCount: number;
  scoreSum: number;
  scoredCount: number;
}

/**
 * The most visited city's order (the profile's city insights and Wrapped):
 * more shows first, then the better average (unscored counts as 0), then the name.
 */
export function byVisits(a: CityTally, b: CityTally): number {
  const avg = (t: CityTally) => (t.scoredCount > 0 ? t.scoreSum / t.scoredCount : 0);
  return b.showCount - a.showCount || avg(b) - avg(a) || a.cityName.localeCompare(b.cityName);
}
