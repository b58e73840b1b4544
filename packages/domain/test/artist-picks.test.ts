import { describe, expect, it } from 'vitest';
import {
  FAVORITE_RULE_CAPTION,
  pickFavoriteArtist,
  pickMostSeenArtist,
  tallyAverage,
  tiedFirst,
  bySeen,
  type ArtistTally,
} from '../src';

/** An artist seen `scores.length` times (null: an unscored show), the latest on `latestDate`. */
const tally = (
  artistName: string,
  scores: (number | null)[],
  latestDate: string | null = null,
): ArtistTally => {
  const scored = scores.filter((s): s is number => s !== null);
  return {
    artistName,
    showCount: scores.length,
    scoreSum: scored.reduce((a, b) => a + b, 0),
    scoredCount: scored.length,
    latestDate,
  };
};
const times = (n: number, score: number | null) => Array.from({ length: n }, () => score);
/** The name of the artist each rule picks among `tallies`. */
const favorite = (...tallies: ArtistTally[]) => pickFavoriteArtist(tallies)?.artistName;
const mostSeen = (...tallies: ArtistTally[]) => pickMostSeenArtist(tallies)?.artistName;

describe('pickFavoriteArtist', () => {
  it('a band seen ten times at 85 beats a one-off 100', () => {
    const pick = pickFavoriteArtist([tally('One-off', [100]), tally('Band', times(10, 85))]);
    expect(pick).toMatchObject({ artistName: 'Band', rule: 'seenTwice' });
  });

  it('among the artists seen twice, the best rated wins', () => {
    const pick = pickFavoriteArtist([
      tally('Ten', times(10, 70)),
      tally('Two', [90, 88]),
      tally('Once', [99]),
    ]);
    expect(pick).toMatchObject({ artistName: 'Two', rule: 'seenTwice' });
  });

  it('with no artist seen twice, the best rated of all', () => {
    const pick = pickFavoriteArtist([tally('A', [70]), tally('B', [95]), tally('C', [null])]);
    expect(pick).toMatchObject({ artistName: 'B', rule: 'all' });
  });

  it('an artist seen twice without a score does not narrow the choice', () => {
    const pick = pickFavoriteArtist([tally('Imported', [null, null]), tally('Rated', [60])]);
    expect(pick).toMatchObject({ artistName: 'Rated', rule: 'all' });
  });

  it('an artist seen twice with one scored show counts as seen twice', () => {
    const pick = pickFavoriteArtist([tally('Half', [null, 50]), tally('Once', [100])]);
    expect(pick).toMatchObject({ artistName: 'Half', rule: 'seenTwice' });
  });

  it('ties: more shows, then the latest show, then the name', () => {
    expect(favorite(tally('Two', [80, 80]), tally('Three', [80, 80, 80]))).toBe('Three');
    expect(
      favorite(tally('Older', [80, 80], '2024-01-01'), tally('Newer', [80, 80], '2025-01-01')),
    ).toBe('Newer');
    expect(favorite(tally('B', [80, 80]), tally('A', [80, 80]))).toBe('A');
  });

  it('none without artists', () => {
    expect(pickFavoriteArtist([])).toBeUndefined();
  });

  it('the card says the rule', () => {
    expect(FAVORITE_RULE_CAPTION).toBe('Best rated of artists seen 2+ times');
  });
});

describe('pickMostSeenArtist', () => {
  it('the most shows wins, whatever the scores', () => {
    expect(mostSeen(tally('Loved', [100]), tally('Often', times(10, 40)))).toBe('Often');
  });

  it('ties: the better average (unscored last), then the latest show', () => {
    expect(mostSeen(tally('Low', [50, 60]), tally('High', [90, 70]))).toBe('High');
    expect(mostSeen(tally('Unscored', [null, null]), tally('Zero', [0, 0]))).toBe('Zero');
    expect(
      mostSeen(tally('Older', [80, 80], '2024-06-01'), tally('Newer', [80, 80], '2024-06-02')),
    ).toBe('Newer');
  });

  it('tiedFirst keeps every artist tied before the date tie-break', () => {
    const tied = tiedFirst(
      [tally('A', [80, 80]), tally('B', [90]), tally('C', [70, 90]), tally('D', [80])],
      bySeen,
    );
    expect(tied.map((t) => t.artistName)).toEqual(['A', 'C']);
  });
});

describe('tallyAverage', () => {
  it('averages the scored shows only', () => {
    expect(tallyAverage(tally('A', [90, null, 70]))).toBe(80);
    expect(tallyAverage(tally('A', [null]))).toBeNull();
  });
});
