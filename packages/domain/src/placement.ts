/**
 * "Which was better?" ("Rank it against your past"): a show is
 * compared with a few of its owner's ranked shows, chosen by a binary search
 * over the shows around its place, and the answers pick a slot between two
 * adjacent shows of the ranking. The slot settles ties (tie order) and may
 * propose a score, which the owner confirms or declines: the score stays
 * theirs. Pure rules; the API reads the window and writes the place.
 */
import type { z } from 'zod';
import type * as answers from './answers-shows';
import { SCORE_MAX, SCORE_MIN } from './constants';

/**
 * How many past shows a placement may ask about: 31 shows make 32 slots, so
 * at most 5 questions. A larger ranking is searched around the show's place
 * (a score already says roughly where it goes; the questions say exactly).
 */
const PLACEMENT_WINDOW = 31;
export const PLACEMENT_MAX_QUESTIONS = 5;
/** Of the window's shows, how many are ranked ahead of the show (the rest are behind). */
const AHEAD = 15;

/** Which ranks of the owner's ranking a placement reads, the show's own included. */
export interface WindowRanks {
  /** First and last rank to read (inclusive). */
  from: number;
  to: number;
  /**
   * Whether the first (last) rank read is outside the window, read only as
   * the show just above (below) a slot at the window's top (bottom): it is
   * never asked about.
   */
  boundAbove: boolean;
  boundBelow: boolean;
}

/**
 * The ranks to read for a show at `rank` of `total`: the whole ranking when
 * it holds at most PLACEMENT_WINDOW other shows; else PLACEMENT_WINDOW shows
 * around the show (AHEAD of them ahead when there are so many), plus the
 * show just outside each end of the window.
 */
export function comparisonRanks(rank: number, total: number): WindowRanks {
  // Positions among the other shows: `ahead` of them rank ahead of the show.
  const ahead = rank - 1;
  const others = total - 1;
  const start = Math.max(0, Math.min(ahead - AHEAD, others - PLACEMENT_WINDOW));
  const end = Math.min(others, start + PLACEMENT_WINDOW);
  // Others ahead keep their rank's position; those behind rank one lower.
  return {
    from: Math.max(1, start),
    to: Math.min(total, end + 2),
    boundAbove: start > 0,
    boundBelow: end < others,
  };
}

/** The shows a placement compares with, in ranking order, and those just outside them. */
export interface ComparisonWindow<T> {
  /** The show ranked just above the window (null when the window starts at #1). */
  above: T | null;
  /** The shows that may be asked about, best first. */
  candidates: T[];
  /** The show ranked just below the window (null when it ends at the last rank). */
  below: T | null;
}

/** Splits the rows read for `ranks` (in rank order) into the window, less the show itself. */
export function comparisonWindow<T extends { id: number }>(
  rows: readonly T[],
  showId: number,
  ranks: Pick<WindowRanks, 'boundAbove' | 'boundBelow'>,
): ComparisonWindow<T> {
  const others = rows.filter((row) => row.id !== showId);
  const above = ranks.boundAbove ? (others.shift() ?? null) : null;
  const below = ranks.boundBelow ? (others.pop() ?? null) : null;
  return { above, candidates: others, below };
}

/**
 * A binary search over the slots around the candidates: slot i is just above
 * candidate i (slot `count` is below the last). The show lies in slots lo..hi.
 */
export interface PlacementSearch {
  lo: number;
  hi: number;
  asked: number;
}

export type Answer = 'better' | 'worse';

export function startSearch(count: number): PlacementSearch {
  return { lo: 0, hi: Math.max(0, count), asked: 0 };
}

/** The index of the candidate to ask about next, or null when the slot is known. */
export function nextCandidate(search: PlacementSearch): number | null {
  if (search.lo >= search.hi || search.asked >= PLACEMENT_MAX_QUESTIONS) return null;
  return Math.floor((search.lo + search.hi) / 2);
}

/** The search after the owner said the show was `answer` than the candidate asked about. */
export function answerSearch(search: PlacementSearch, answer: Answer): PlacementSearch {
  const asked = nextCandidate(search);
  if (asked === null) return search;
  return answer === 'better'
    ? { lo: search.lo, hi: asked, asked: search.asked + 1 }
    : { lo: asked + 1, hi: search.hi, asked: search.asked + 1 };
}

/** The chosen slot once the search is done (its top end should it have been cut short). */
export function chosenSlot(search: PlacementSearch): number {
  return search.lo;
}

/** How many questions a search over `count` candidates may take: 0 for none, 3 for 7. */
export function questionsFor(count: number): number {
  return Math.min(PLACEMENT_MAX_QUESTIONS, Math.ceil(Math.log2(Math.max(1, count + 1))));
}

/** The two shows a slot lies between (null at either end of the ranking). */
export function slotNeighbours<T>(
  window: ComparisonWindow<T>,
  slot: number,
): { above: T | null; below: T | null } {
  const { candidates } = window;
  const at = Math.max(0, Math.min(slot, candidates.length));
  return {
    above: at === 0 ? window.above : candidates[at - 1]!,
    below: at === candidates.length ? window.below : candidates[at]!,
  };
}

/** What a finished search asks of the owner: the slot's two shows, and the score it needs. */
export interface PlacementChoice<T> {
  above: T | null;
  below: T | null;
  range: ScoreRange;
  /** The score the show would have there: its own when it fits. */
  proposed: number;
  /** Whether the owner must confirm a new score first ("Change score from 85 to 87?"). */
  changesScore: boolean;
}

export function placementChoice<T extends { score: number }>(
  window: ComparisonWindow<T>,
  slot: number,
  score: number,
): PlacementChoice<T> {
  const { above, below } = slotNeighbours(window, slot);
  const range = scoreRangeBetween(above, below);
  const proposed = proposedScore(score, range);
  return { above, below, range, proposed, changesScore: proposed !== score };
}

/** The scores a show may have to sit between `above` and `below`: both ends allowed (ties). */
export interface ScoreRange {
  min: number;
  max: number;
}

/** A slot's scores: every score that may sit there, and those that tie with neither show. */
export interface SlotScores extends ScoreRange {
  /**
   * The scores strictly between the two shows (above the one below, under
   * the one above), or null when no whole number is: a tie is then the only way.
   */
  strict: ScoreRange | null;
}

export function scoreRangeBetween(
  above: { score: number } | null,
  below: { score: number } | null,
): SlotScores {
  const min = below?.score ?? SCORE_MIN;
  const max = above?.score ?? SCORE_MAX;
  const lo = below ? below.score + 1 : SCORE_MIN;
  const hi = above ? above.score - 1 : SCORE_MAX;
  return { min, max, strict: lo <= hi ? { min: lo, max: hi } : null };
}

/**
 * The score a placement proposes: the show's own when it fits the slot (only
 * the tie order then changes), else the nearest score that ties with neither
 * show (the owner said it was better than one and worse than the other), or,
 * when no whole number lies between them, the nearest tie. Offered to the
 * owner to confirm.
 */
export function proposedScore(score: number, range: SlotScores): number {
  if (scoreFits(score, range)) return score;
  const target = range.strict ?? range;
  return Math.min(target.max, Math.max(target.min, score));
}

export function scoreFits(score: number, range: ScoreRange): boolean {
  return score >= range.min && score <= range.max;
}

/** The placement's refusals (400), the same on every client. */
export const PLACEMENT_MESSAGES = {
  unscored: 'Give this show a score before ranking it against your past shows',
  notAdjacent: 'Those shows are not next to each other in your ranking: load the comparisons again',
  scoreOutOfRange: (range: ScoreRange) =>
    range.min === range.max
      ? `To rank the show there its score must be ${range.min}`
      : `To rank the show there its score must be between ${range.min} and ${range.max}`,
} as const;

/** The confirm step's question: 'Change score from 85 to 87?'. */
export function scoreChangeQuestion(from: number, to: number): string {
  return `Change score from ${from} to ${to}?`;
}

/**
 * The tie orders of the owner's shows of one score once the show joins them
 * in its slot: `group` is their ids in ranking order (the show not among
 * them); the show goes just below `aboveId` when that is in the group, else
 * just above `belowId`, else last. Every show of the group gets a distinct
 * tie order in that order (its size down to 1), so the order the owner
 * confirmed holds whatever the dates; a show that joins the score later
 * (0) ranks after them until it is placed.
 */
export function settledTieOrders(
  group: readonly number[],
  showId: number,
  aboveId: number | null,
  belowId: number | null,
): { id: number; tieOrder: number }[] {
  const order = group.filter((id) => id !== showId);
  const afterAbove = aboveId === null ? -1 : order.indexOf(aboveId);
  const beforeBelow = belowId === null ? -1 : order.indexOf(belowId);
  const at = afterAbove >= 0 ? afterAbove + 1 : beforeBelow >= 0 ? beforeBelow : order.length;
  order.splice(at, 0, showId);
  return order.map((id, i) => ({ id, tieOrder: order.length - i }));
}

/** A show as a comparison shows it: enough to remember the night by. */
export type PlacementShow = z.infer<typeof answers.placementShowAnswer>;

/**
 * What a placement starts from: the show, its ranking's size and the shows to
 * compare with (a ComparisonWindow of PlacementShow).
 */
export type Comparisons = z.infer<typeof answers.comparisonsAnswer>;

/** Where a placement put the show. */
export type Placement = z.infer<typeof answers.placementAnswer>;
