import type { z } from 'zod';
import type * as answers from './answers-profile';
import { LOVED_THRESHOLD, LOVED_BY_NAMED } from './constants';
import { pluralize } from './format';

/**
 * Taste match: how much two users agree on the artists they both
 * rated, stated once here and shown on another user's profile as
 * 'You agree 82% on 14 artists you both rated'.
 *
 *  - The common artists are those both users scored as the main artist of a
 *    show (unscored shows do not count). Each user's score for an artist is
 *    the average of their scores of its shows.
 *  - Agreement on one artist = 1 - |yours - theirs| / 100 (1 when the
 *    averages are equal, 0 when one is 100 and the other 0).
 *  - The match = the mean agreement over the common artists, as a whole
 *    percent, rounded half up. Computed as 100 - mean |yours - theirs|, the
 *    same number in fewer floating-point steps; a tolerance of 1e-9 keeps a
 *    true .5 (e.g. 76.5) from reading as 76.4999... and rounding down.
 *  - No common artist: no match (null).
 *  - 'Both loved': the common artists both averages put at LOVED_THRESHOLD
 *    (80) or above, the highest mean of the two averages first (then by
 *    name), at most TASTE_BOTH_LOVED_LIMIT.
 */

/** A user's scored shows of one artist: the sum of the scores and how many. */
export interface ScoreTally {
  sum: number;
  count: number;
}

/** One artist both users logged, with each one's tally. */
export interface SharedArtist {
  artistName: string;
  yours: ScoreTally;
  theirs: ScoreTally;
}

export type BothLovedArtist = z.infer<typeof answers.bothLovedArtistAnswer>;
export type TasteMatch = z.infer<typeof answers.tasteMatchAnswer>;

/** At most this many artists in 'the artists you both loved'. */
export const TASTE_BOTH_LOVED_LIMIT = 10;

const TOLERANCE = 1e-9;
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/** Rounds half up (76.5 -> 77, 76.49 -> 76), forgiving binary floating-point error. */
export function roundHalfUp(n: number): number {
  return Math.floor(n + 0.5 + TOLERANCE);
}

/** The taste match of two users over the artists they both logged; null with no artist scored by both. */
export function tasteMatch(shared: readonly SharedArtist[]): TasteMatch | null {
  const rated = shared
    .filter((a) => a.yours.count > 0 && a.theirs.count > 0)
    .map((a) => ({
      artistName: a.artistName,
      yours: a.yours.sum / a.yours.count,
      theirs: a.theirs.sum / a.theirs.count,
    }));
  if (rated.length === 0) return null;
  const gap = rated.reduce((sum, a) => sum + Math.abs(a.yours - a.theirs), 0) / rated.length;
  const bothLoved = rated
    .filter((a) => a.yours >= LOVED_THRESHOLD && a.theirs >= LOVED_THRESHOLD)
    .sort(
      (a, b) =>
        b.yours + b.theirs - (a.yours + a.theirs) || a.artistName.localeCompare(b.artistName),
    )
    .slice(0, TASTE_BOTH_LOVED_LIMIT)
    .map((a) => ({
      artistName: a.artistName,
      yourAvg: twoDecimals(a.yours),
      theirAvg: twoDecimals(a.theirs),
    }));
  return { percent: roundHalfUp(100 - gap), artistCount: rated.length, bothLoved };
}

/** 'You agree 82% on 14 artists you both rated' ('on 1 artist' for one). */
export function tasteMatchSentence(match: Pick<TasteMatch, 'percent' | 'artistCount'>): string {
  return `You agree ${match.percent}% on ${pluralize(match.artistCount, 'artist')} you both rated`;
}

// ---------------------------------------------------------------------------
// For You: who loved a recommendation.

/**
 * The people a 'Loved by' line names, out of `total` who loved the artist:
 * everyone up to LOVED_BY_NAMED, otherwise the first LOVED_BY_NAMED - 1 and
 * 'N others' (a phone's line stays short).
 */
export function lovedByNamed<T>(people: readonly T[], total: number): T[] {
  const count = Math.max(total, people.length);
  return count <= LOVED_BY_NAMED ? people.slice(0, count) : people.slice(0, LOVED_BY_NAMED - 1);
}

/** A piece of a 'Loved by ...' line: literal text, or a person named. */
export type LovedByPart<T> = { text: string } | { person: T };

/**
 * 'Loved by Ana', 'Loved by Ana and Rui', 'Loved by Ana, Rui and Eva',
 * 'Loved by Ana, Rui and 3 others', as parts, so a screen can link each
 * name. `people` is in the order to name them; `total` counts everyone who
 * loved the artist.
 */
export function lovedByParts<T>(people: readonly T[], total: number): LovedByPart<T>[] {
  const named = lovedByNamed(people, total);
  const others = Math.max(total, people.length) - named.length;
  if (named.length === 0) {
    return others > 0
      ? [{ text: `Loved by ${pluralize(others, 'person', 'people')} you follow` }]
      : [];
  }
  const items: LovedByPart<T>[] = named.map((person) => ({ person }));
  if (others > 0) items.push({ text: pluralize(others, 'other') });
  const parts: LovedByPart<T>[] = [{ text: 'Loved by ' }];
  items.forEach((item, i) => {
    if (i > 0) parts.push({ text: i === items.length - 1 ? ' and ' : ', ' });
    parts.push(item);
  });
  return parts;
}

/** The 'Loved by ...' line as text, naming each person by `name`. */
export function lovedByText<T>(
  people: readonly T[],
  total: number,
  name: (person: T) => string,
): string {
  return lovedByParts(people, total)
    .map((part) => ('person' in part ? name(part.person) : part.text))
    .join('');
}
