import { describe, expect, it } from 'vitest';
import {
  answerSearch,
  chosenSlot,
  comparisonRanks,
  comparisonWindow,
  nextCandidate,
  placementChoice,
  PLACEMENT_MAX_QUESTIONS,
  PLACEMENT_MESSAGES,
  proposedScore,
  questionsFor,
  scoreChangeQuestion,
  scoreFits,
  scoreRangeBetween,
  settledTieOrders,
  slotNeighbours,
  startSearch,
  type Answer,
  type WindowRanks,
} from '../src';
import { describeReturns } from './cases';

describe('comparisonRanks', () => {
  it.each<[number, number, WindowRanks]>([
    // The only show: nothing to compare with.
    [1, 1, { from: 1, to: 1, boundAbove: false, boundBelow: false }],
    // A small ranking: all of it.
    [4, 8, { from: 1, to: 8, boundAbove: false, boundBelow: false }],
    [32, 32, { from: 1, to: 32, boundAbove: false, boundBelow: false }],
    // 33 shows: 32 others, one too many; the show at the top reads 1..33.
    [1, 33, { from: 1, to: 33, boundAbove: false, boundBelow: true }],
    [33, 33, { from: 1, to: 33, boundAbove: true, boundBelow: false }],
    // Hundreds: 15 ranked ahead, 16 behind, and one bound each side.
    [50, 100, { from: 34, to: 67, boundAbove: true, boundBelow: true }],
    [1, 100, { from: 1, to: 33, boundAbove: false, boundBelow: true }],
    [10, 100, { from: 1, to: 33, boundAbove: false, boundBelow: true }],
    [100, 100, { from: 68, to: 100, boundAbove: true, boundBelow: false }],
    [95, 100, { from: 68, to: 100, boundAbove: true, boundBelow: false }],
  ])('rank %i of %i', (rank, total, expected) => {
    expect(comparisonRanks(rank, total)).toEqual(expected);
  });

  it('asks about at most PLACEMENT_WINDOW shows, with the show and its bounds inside the read', () => {
    for (const total of [1, 2, 31, 32, 33, 34, 100, 457]) {
      for (let rank = 1; rank <= total; rank++) {
        const r = comparisonRanks(rank, total);
        const rows = Array.from({ length: r.to - r.from + 1 }, (_, i) => ({ id: r.from + i }));
        const window = comparisonWindow(rows, rank, r);
        expect(rank).toBeGreaterThanOrEqual(r.from);
        expect(rank).toBeLessThanOrEqual(r.to);
        expect(window.candidates.length).toBe(Math.min(31, total - 1));
        expect(questionsFor(window.candidates.length)).toBeLessThanOrEqual(PLACEMENT_MAX_QUESTIONS);
        expect(window.above?.id ?? null).toBe(r.boundAbove ? r.from : null);
        expect(window.below?.id ?? null).toBe(r.boundBelow ? r.to : null);
      }
    }
  });
});

describe('comparisonWindow', () => {
  const rows = [1, 2, 3, 4, 5].map((id) => ({ id }));
  it('drops the show and splits off the bounds', () => {
    expect(comparisonWindow(rows, 3, { boundAbove: true, boundBelow: true })).toEqual({
      above: { id: 1 },
      candidates: [{ id: 2 }, { id: 4 }],
      below: { id: 5 },
    });
  });
  it('keeps every other show as a candidate without bounds', () => {
    expect(comparisonWindow(rows, 1, { boundAbove: false, boundBelow: false })).toEqual({
      above: null,
      candidates: [{ id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }],
      below: null,
    });
  });
});

/** Runs a whole search over `count` candidates with these answers; the slot and questions asked. */
function search(count: number, answers: Answer[]) {
  let state = startSearch(count);
  const asked: number[] = [];
  for (const answer of answers) {
    const next = nextCandidate(state);
    if (next === null) break;
    asked.push(next);
    state = answerSearch(state, answer);
  }
  return { slot: chosenSlot(state), asked, done: nextCandidate(state) === null };
}

describe('binary search', () => {
  it.each<[string, number, Answer[], number, number[]]>([
    ['nothing to compare: slot 0 at once', 0, [], 0, []],
    ['one show, better', 1, ['better'], 0, [0]],
    ['one show, worse', 1, ['worse'], 1, [0]],
    [
      'seven shows, better than all: three questions',
      7,
      ['better', 'better', 'better'],
      0,
      [3, 1, 0],
    ],
    ['seven shows, worse than all', 7, ['worse', 'worse', 'worse'], 7, [3, 5, 6]],
    ['seven shows, in the middle', 7, ['worse', 'better', 'better'], 4, [3, 5, 4]],
    [
      '31 shows, worse than all: five questions',
      31,
      Array(5).fill('worse'),
      31,
      [15, 23, 27, 29, 30],
    ],
    ['31 shows, better than all', 31, Array(5).fill('better'), 0, [15, 7, 3, 1, 0]],
  ])('%s', (_name, count, answers, slot, asked) => {
    const result = search(count, answers);
    expect(result).toEqual({ slot, asked, done: true });
  });

  it('never asks more than questionsFor(count), and every slot can be reached', () => {
    for (let count = 0; count <= 40; count++) {
      const reached = new Set<number>();
      // Every answer sequence of PLACEMENT_MAX_QUESTIONS answers (bits).
      for (let bits = 0; bits < 2 ** PLACEMENT_MAX_QUESTIONS; bits++) {
        const answers = Array.from({ length: PLACEMENT_MAX_QUESTIONS }, (_, i) =>
          (bits >> i) & 1 ? 'worse' : 'better',
        ) as Answer[];
        const result = search(count, answers);
        expect(result.asked.length).toBeLessThanOrEqual(questionsFor(count));
        reached.add(result.slot);
      }
      if (count <= 31) expect(reached.size).toBe(count + 1);
    }
  });

  it('ignores an answer once done', () => {
    const done = answerSearch(startSearch(1), 'worse');
    expect(answerSearch(done, 'better')).toEqual(done);
  });
});

describeReturns('questionsFor', questionsFor, [
  [0, 0],
  [1, 1],
  [2, 2],
  [3, 2],
  [7, 3],
  [8, 4],
  [31, 5],
  [500, 5],
]);

describe('slotNeighbours', () => {
  const window = { above: 'A', candidates: ['b', 'c'], below: 'D' };
  it.each<[number, string | null, string | null]>([
    [0, 'A', 'b'],
    [1, 'b', 'c'],
    [2, 'c', 'D'],
  ])('slot %i is between %s and %s', (slot, above, below) => {
    expect(slotNeighbours(window, slot)).toEqual({ above, below });
  });
  it('the ends of the whole ranking have no neighbour', () => {
    const whole = { above: null, candidates: ['b'], below: null };
    expect(slotNeighbours(whole, 0)).toEqual({ above: null, below: 'b' });
    expect(slotNeighbours(whole, 1)).toEqual({ above: 'b', below: null });
  });
});

describe('the score rule', () => {
  const s = (score: number) => ({ score });
  it.each<[string, { score: number } | null, { score: number } | null, number, number, boolean]>([
    ['fits between: kept', s(90), s(80), 85, 85, true],
    ['equal to the show above: kept (a tie)', s(85), s(80), 85, 85, true],
    ['equal to the show below: kept (a tie)', s(90), s(85), 85, 85, true],
    ['better than an 85, worse than a 90: 86, a tie with neither', s(90), s(85), 80, 86, false],
    [
      'better than a better show, no score between: raised to its score',
      s(87),
      s(86),
      85,
      86,
      false,
    ],
    ['below a worse show: lowered under it', s(80), s(70), 85, 79, false],
    ['between two equal scores: that score', s(87), s(87), 85, 87, false],
    ['the top slot: above the best show', null, s(90), 85, 91, false],
    ['the top slot under a 100: 100, a tie', null, s(100), 85, 100, false],
    ['the top slot, higher already: kept', null, s(90), 95, 95, true],
    ['the bottom slot: under the worst show', s(40), null, 85, 39, false],
    ['the bottom slot over a 0: 0, a tie', s(0), null, 85, 0, false],
    ['the only show: anything', null, null, 85, 85, true],
  ])('%s', (_name, above, below, score, proposed, fits) => {
    const range = scoreRangeBetween(above, below);
    expect(proposedScore(score, range)).toBe(proposed);
    expect(scoreFits(score, range)).toBe(fits);
    expect(scoreFits(proposed, range)).toBe(true);
  });

  it('says what the owner confirms and what a refusal says', () => {
    expect(scoreChangeQuestion(85, 87)).toBe('Change score from 85 to 87?');
    expect(PLACEMENT_MESSAGES.scoreOutOfRange({ min: 80, max: 90 })).toBe(
      'To rank the show there its score must be between 80 and 90',
    );
    expect(PLACEMENT_MESSAGES.scoreOutOfRange({ min: 87, max: 87 })).toBe(
      'To rank the show there its score must be 87',
    );
  });
});

describe('settledTieOrders', () => {
  it.each<[string, number[], number | null, number | null, number[]]>([
    ['just below the show above', [1, 2, 3], 2, 9, [1, 2, 7, 3]],
    [
      'just above the show below when the one above has another score',
      [1, 2, 3],
      8,
      1,
      [7, 1, 2, 3],
    ],
    ['between two of the group', [1, 2, 3], 1, 2, [1, 7, 2, 3]],
    ['last of the group when the one below has another score', [1, 2], 2, 9, [1, 2, 7]],
    ['alone in its score', [], 8, 9, [7]],
    ['a show already in the group moves', [1, 7, 2], 2, null, [1, 2, 7]],
  ])('%s', (_name, group, above, below, order) => {
    const settled = settledTieOrders(group, 7, above, below);
    expect(settled.map((s) => s.id)).toEqual(order);
    // Distinct, highest first, all above the default 0.
    expect(settled.map((s) => s.tieOrder)).toEqual(order.map((_, i) => order.length - i));
  });
});

describe('placementChoice', () => {
  const s = (id: number, score: number) => ({ id, score });
  const window = { above: s(1, 95), candidates: [s(2, 90), s(3, 85), s(4, 80)], below: s(5, 70) };
  it.each<[number, number, number | null, number | null, number, boolean]>([
    [0, 92, 1, 2, 92, false],
    [0, 85, 1, 2, 91, true],
    [2, 85, 3, 4, 85, false],
    [3, 85, 4, 5, 79, true],
  ])('slot %i for a %i', (slot, score, aboveId, belowId, proposed, changesScore) => {
    const choice = placementChoice(window, slot, score);
    expect([choice.above?.id ?? null, choice.below?.id ?? null]).toEqual([aboveId, belowId]);
    expect([choice.proposed, choice.changesScore]).toEqual([proposed, changesScore]);
  });
});
