/**
 * The order of a user's personal show ranking (DECISIONS.md "Ranking") and
 * how the app says a show's place in it.
 */

export interface RankableShow {
  score: number | null;
  /**
   * The owner's order among shows of the same score, higher first: their
   * answers to "Which was better?" (placement.ts). 0 until they answer.
   */
  tieOrder: number;
  /** Show date, 'YYYY-MM-DD'. */
  date: string;
  /** Entry timestamp (ISO or SQLite 'YYYY-MM-DD HH:MM:SS', UTC). */
  createdAt: string;
  id: number;
}

function timestamp(value: string): number {
  const zoneless = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(value);
  return Date.parse(zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : value);
}

/** Compares two timestamps ascending; falls back to string order when either is unparsable. */
function compareTimestamps(a: string, b: string): number {
  const ta = timestamp(a);
  const tb = timestamp(b);
  if (Number.isFinite(ta) && Number.isFinite(tb)) return ta - tb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Show ranking order: score descending (null last), then the owner's tie
 * order (higher first), then the later show date, then the later entry
 * (createdAt), then the higher id.
 */
export function compareShowsForRank(a: RankableShow, b: RankableShow): number {
  if (a.score !== b.score) {
    if (a.score === null) return 1;
    if (b.score === null) return -1;
    return b.score - a.score;
  }
  if (a.tieOrder !== b.tieOrder) return b.tieOrder - a.tieOrder;
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  const byCreated = compareTimestamps(b.createdAt, a.createdAt);
  if (byCreated !== 0) return byCreated;
  return b.id - a.id;
}

/**
 * Sorts shows into ranking order and numbers the scored ones 1..n with no
 * gaps; unscored shows (imported, not yet rated) come last with no rank
 * (DECISIONS.md: they enter the ranking once scored). Input is not mutated.
 */
export function rankShows<T extends RankableShow>(
  shows: readonly T[],
): (T & { rank: number | null })[] {
  return [...shows]
    .sort(compareShowsForRank)
    .map((show, i) => ({ ...show, rank: show.score === null ? null : i + 1 }));
}

/**
 * Where a show stands in its owner's ranking after a save, as the app says
 * it: '#4 of 42' for a new show, '#2 of 42, up 3' or
 * '#9 of 42, down 5' when an edit moved it, '#4 of 42, unchanged' when an
 * edit left it in place. Null while the show has no rank (no score).
 */
export function placementText(
  rank: number | null,
  total: number,
  previousRank?: number | null,
): string | null {
  if (rank === null || rank < 1) return null;
  const place = `#${rank} of ${Math.max(total, rank)}`;
  if (previousRank === undefined) return place;
  if (previousRank === null) return `${place}, newly ranked`;
  if (previousRank === rank) return `${place}, unchanged`;
  return previousRank > rank
    ? `${place}, up ${previousRank - rank}`
    : `${place}, down ${rank - previousRank}`;
}
