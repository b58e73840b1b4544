import { describe, expect, it } from 'vitest';
import { compareShowsForRank, placementText, rankShows, type RankableShow } from '../src';

const show = (
  id: number,
  score: number | null,
  date = '2026-01-01',
  createdAt = '2026-01-01T00:00:00.000Z',
  tieOrder = 0,
): RankableShow => ({ id, score, date, createdAt, tieOrder });

describe('compareShowsForRank', () => {
  it.each<[string, RankableShow, RankableShow]>([
    ['higher score first', show(1, 90), show(2, 80)],
    ['null score last', show(1, 0), show(2, null)],
    ['tie on score: later date first', show(1, 80, '2026-02-01'), show(2, 80, '2026-01-31')],
    [
      "tie on score: the owner's tie order before the date",
      show(1, 80, '2026-01-31', '2026-01-01T00:00:00.000Z', 2),
      show(2, 80, '2026-02-01', '2026-01-01T00:00:00.000Z', 1),
    ],
    [
      'the tie order never beats a better score',
      show(1, 81, '2026-01-01', '2026-01-01T00:00:00.000Z', 0),
      show(2, 80, '2026-01-01', '2026-01-01T00:00:00.000Z', 9),
    ],
    [
      'tie on score and date: later entry first',
      show(1, 80, '2026-02-01', '2026-02-02T10:00:00.000Z'),
      show(2, 80, '2026-02-01', '2026-02-02T09:59:59.000Z'),
    ],
    [
      // As text ' ' sorts before 'T', so a text comparison would get this wrong.
      'createdAt compared as time, not text (SQLite format is UTC)',
      show(1, 80, '2026-02-01', '2026-02-02 10:00:00'),
      show(2, 80, '2026-02-01', '2026-02-02T09:00:00.000Z'),
    ],
    ['full tie: higher id first', show(9, 80), show(3, 80)],
    ['two nulls: later date first', show(1, null, '2026-03-01'), show(2, null, '2026-02-01')],
  ])('%s', (_name, first, second) => {
    expect(compareShowsForRank(first, second)).toBeLessThan(0);
    expect(compareShowsForRank(second, first)).toBeGreaterThan(0);
  });

  it('is 0 only for the same show', () => {
    expect(compareShowsForRank(show(1, 80), show(1, 80))).toBe(0);
  });
});

describe('rankShows', () => {
  it('ranks 1..n with no gaps, ties broken deterministically', () => {
    const input = [
      show(1, 70),
      show(2, 95),
      show(3, 70, '2026-05-01'),
      show(4, null),
      show(5, 70, '2026-05-01', '2026-05-02T00:00:00.000Z'),
      show(6, 95),
    ];
    const ranked = rankShows(input);
    expect(ranked.map((s) => [s.id, s.rank])).toEqual([
      [6, 1],
      [2, 2],
      [5, 3],
      [3, 4],
      [1, 5],
      [4, null],
    ]);
    // input untouched
    expect(input.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect('rank' in (input[0] as object)).toBe(false);
  });

  it('keeps extra fields', () => {
    const [first] = rankShows([{ ...show(1, 50), artist: 'Radiohead' }]);
    expect(first).toEqual({ ...show(1, 50), artist: 'Radiohead', rank: 1 });
  });

  it('handles an empty list', () => {
    expect(rankShows([])).toEqual([]);
  });
});

describe('placementText', () => {
  it("says a new show's place in the ranking", () => {
    expect(placementText(4, 42)).toBe('#4 of 42');
    expect(placementText(1, 1)).toBe('#1 of 1');
  });

  it('says how far an edit moved the show, and which way', () => {
    expect(placementText(2, 42, 5)).toBe('#2 of 42, up 3');
    expect(placementText(9, 42, 4)).toBe('#9 of 42, down 5');
    expect(placementText(4, 42, 4)).toBe('#4 of 42, unchanged');
    expect(placementText(7, 42, null)).toBe('#7 of 42, newly ranked');
  });

  it('never says a total below the rank (a count read before the save), nor a place without a rank', () => {
    expect(placementText(42, 41)).toBe('#42 of 42');
    expect(placementText(null, 42)).toBeNull();
    expect(placementText(0, 42)).toBeNull();
  });
});
