import { describe, expect, it } from 'vitest';
import { describeReturns } from './cases';
import {
  LOVED_BY_NAMED,
  TASTE_BOTH_LOVED_LIMIT,
  lovedByNamed,
  lovedByParts,
  lovedByText,
  roundHalfUp,
  tasteMatch,
  tasteMatchSentence,
  type SharedArtist,
} from '../src';

/** An artist both rated: [sum, count] of yours, then of theirs. */
const artist = (
  artistName: string,
  [ys, yc]: [number, number],
  [ts, tc]: [number, number],
): SharedArtist => ({
  artistName,
  yours: { sum: ys, count: yc },
  theirs: { sum: ts, count: tc },
});
/** One show each: your score and theirs. */
const single = (name: string, yours: number, theirs: number) =>
  artist(name, [yours, 1], [theirs, 1]);

const percentOf = (...shared: SharedArtist[]) => tasteMatch(shared)?.percent ?? null;
const countOf = (...shared: SharedArtist[]) => tasteMatch(shared)?.artistCount ?? null;
const lovedOf = (...shared: SharedArtist[]) =>
  tasteMatch(shared)
    ?.bothLoved.map((a) => a.artistName)
    .join(', ') ?? null;

describeReturns(
  'taste match percent: 100 - mean |yours - theirs|, rounded half up',
  percentOf,
  [
    // No artist scored by both: no match.
    [null],
    [artist('Imported only', [0, 0], [0, 0]), null],
    [artist('Unscored on their side', [90, 1], [0, 0]), null],
    // One artist: the bounds.
    [single('Same', 90, 90), 100],
    [single('Opposite', 100, 0), 0],
    [single('Opposite', 0, 100), 0],
    [single('One point', 50, 51), 99],
    // The example: (0.9 + 0.9 + 0.5) / 3 = 76.67%.
    [single('A', 90, 80), single('B', 60, 70), single('C', 100, 50), 77],
    // Averages, not shows: 2 shows at 80 and 100 (90) against 90.
    [artist('Averaged', [180, 2], [90, 1]), 100],
    // Half up at the boundary: gap 23.5 -> 76.5 -> 77; gap 23.51 -> 76.49 -> 76.
    [artist('Half', [47, 2], [0, 1]), 77],
    [artist('Just under half', [7551, 100], [52, 1]), 76],
    // Exactly 49.5 in rationals, 49.49999999999999 in floats: still 50.
    [artist('Third', [281, 3], [250, 3]), artist('Thirds', [25, 3], [99, 1]), 50],
    // An unscored artist is left out, not counted as a disagreement.
    [single('Rated', 70, 70), artist('Unrated', [0, 0], [100, 1]), 100],
  ],
  '%j -> %s',
);

describeReturns(
  'taste match artist count (scored by both only)',
  countOf,
  [
    [single('One', 10, 20), 1],
    [single('A', 90, 80), single('B', 60, 70), single('C', 100, 50), 3],
    [single('Rated', 70, 70), artist('Unrated', [0, 0], [100, 1]), 1],
  ],
  '%j -> %s',
);

describeReturns(
  'both loved: both averages >= 80, best mean first, then by name',
  lovedOf,
  [
    [single('Edge', 80, 80), 'Edge'],
    [single('Mine only', 100, 79), ''],
    [single('Theirs only', 79, 100), ''],
    // 79.99 is below 80.
    [artist('Nearly', [7999, 100], [100, 1]), ''],
    [single('Low', 80, 82), single('High', 99, 98), single('Mid', 90, 91), 'High, Mid, Low'],
    // Equal means: by name.
    [single('Beta', 90, 80), single('Alpha', 80, 90), 'Alpha, Beta'],
  ],
  '%j -> %s',
);

describe('tasteMatch', () => {
  it('gives each both-loved artist your average and theirs, to two decimals', () => {
    const match = tasteMatch([artist('Muse', [250, 3], [85, 1]), single('Adele', 40, 90)]);
    expect(match).toEqual({
      // 100 - (|83.33 - 85| + |40 - 90|) / 2 = 100 - 25.83 = 74.17.
      percent: 74,
      artistCount: 2,
      bothLoved: [{ artistName: 'Muse', yourAvg: 83.33, theirAvg: 85 }],
    });
  });

  it(`names at most ${TASTE_BOTH_LOVED_LIMIT} artists both loved, the best ones`, () => {
    const shared = Array.from({ length: 12 }, (_, i) => single(`Band ${i}`, 85 + i, 85 + i));
    const loved = tasteMatch(shared)!.bothLoved.map((a) => a.artistName);
    expect(loved).toHaveLength(TASTE_BOTH_LOVED_LIMIT);
    expect(loved[0]).toBe('Band 11');
    expect(loved).not.toContain('Band 0');
    expect(loved).not.toContain('Band 1');
  });
});

describeReturns('roundHalfUp', roundHalfUp, [
  [76.5, 77],
  [76.49, 76],
  [76.49999999999999, 77],
  [0, 0],
  [100, 100],
  [99.5, 100],
]);

describeReturns(
  'tasteMatchSentence',
  (percent: number, artistCount: number) => tasteMatchSentence({ percent, artistCount }),
  [
    [82, 14, 'You agree 82% on 14 artists you both rated'],
    [100, 1, 'You agree 100% on 1 artist you both rated'],
    [0, 2, 'You agree 0% on 2 artists you both rated'],
  ],
);

const people = ['Ana', 'Rui', 'Eva', 'Zé', 'Bo'];
describeReturns(
  'lovedByText',
  (named: number, total: number) => lovedByText(people.slice(0, named), total, (p) => p),
  [
    [1, 1, 'Loved by Ana'],
    [2, 2, 'Loved by Ana and Rui'],
    [3, 3, 'Loved by Ana, Rui and Eva'],
    [4, 4, 'Loved by Ana, Rui and 2 others'],
    [5, 5, 'Loved by Ana, Rui and 3 others'],
    // Fewer names than lovers (names given only for the first few).
    [3, 5, 'Loved by Ana, Rui and 3 others'],
    [1, 2, 'Loved by Ana and 1 other'],
    [0, 2, 'Loved by 2 people you follow'],
    [0, 1, 'Loved by 1 person you follow'],
    [0, 0, ''],
  ],
  '%i named of %i -> %s',
);

describe('lovedByParts', () => {
  it('keeps each person whole, between the literal text, so a screen can link them', () => {
    const ana = { id: 1, displayName: 'Ana' };
    const rui = { id: 2, displayName: 'Rui' };
    expect(lovedByParts([ana, rui], 2)).toEqual([
      { text: 'Loved by ' },
      { person: ana },
      { text: ' and ' },
      { person: rui },
    ]);
  });

  it(`names everyone up to ${LOVED_BY_NAMED}, otherwise two`, () => {
    expect(lovedByNamed(people.slice(0, 3), 3)).toEqual(['Ana', 'Rui', 'Eva']);
    expect(lovedByNamed(people.slice(0, 4), 4)).toEqual(['Ana', 'Rui']);
    expect(lovedByNamed(people.slice(0, 1), 1)).toEqual(['Ana']);
  });
});
