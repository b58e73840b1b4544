import { LOVED_THRESHOLD, OKAY_THRESHOLD, SCORE_MAX, SCORE_MIN } from './constants';

/** Rating verdict enumeration (SPEC section 3). */
export const RATINGS = ['loved', 'okay', 'disliked'] as const;
export type Rating = (typeof RATINGS)[number];

/** Theme colour names used to paint a verdict. */
export type VerdictColor = 'accent' | 'yellow' | 'secondary';

export interface Verdict {
  label: string;
  color: VerdictColor;
}

/** Score bands for colouring a score (SPEC section 4). */
export type ScoreBand = 'primary' | 'secondary' | 'foreground' | 'faded' | 'destructive' | 'none';

export function isRating(value: unknown): value is Rating {
  return typeof value === 'string' && (RATINGS as readonly string[]).includes(value);
}

/** 80 or more is loved; 40 to 79 is okay; below 40 is disliked. */
export function ratingFromScore(score: number): Rating {
  if (score >= LOVED_THRESHOLD) return 'loved';
  if (score >= OKAY_THRESHOLD) return 'okay';
  return 'disliked';
}

const VERDICTS: Record<Rating, Verdict> = {
  loved: { label: 'Loved it!', color: 'accent' },
  okay: { label: 'It was okay', color: 'yellow' },
  disliked: { label: "Didn't like it", color: 'secondary' },
};

/** The verdict label and colour of a rating; null for anything else (UI shows nothing, gray). */
export function verdictFor(rating: string | null | undefined): Verdict | null {
  return isRating(rating) ? { ...VERDICTS[rating] } : null;
}

/** 80+ primary, 60-79 secondary, 40-59 foreground, 20-39 faded, under 20 destructive. */
export function scoreBand(score: number | null | undefined): ScoreBand {
  if (score === null || score === undefined || Number.isNaN(score)) return 'none';
  if (score >= 80) return 'primary';
  if (score >= 60) return 'secondary';
  if (score >= 40) return 'foreground';
  if (score >= 20) return 'faded';
  return 'destructive';
}

/** '87' for a score, '-' when there is none. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '-';
  return String(Math.round(score));
}

/** A whole number from 0 to 100. */
export function isValidScore(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= SCORE_MIN && n <= SCORE_MAX;
}
