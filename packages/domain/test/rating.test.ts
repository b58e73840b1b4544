import { describe, expect, it } from 'vitest';
import { describeReturns, itReturns } from './cases';
import {
  RATINGS,
  formatScore,
  isRating,
  isValidScore,
  ratingFromScore,
  scoreBand,
  verdictFor,
} from '../src';

describeReturns(
  'ratingFromScore',
  ratingFromScore,
  [
    [100, 'loved'],
    [80, 'loved'],
    [79, 'okay'],
    [40, 'okay'],
    [39, 'disliked'],
    [0, 'disliked'],
    [75, 'okay'],
  ],
  '%i -> %s',
);

describe('RATINGS / isRating', () => {
  it('lists the three verdicts in order', () => {
    expect(RATINGS).toEqual(['loved', 'okay', 'disliked']);
  });
  itReturns(isRating, [
    ['loved', true],
    ['okay', true],
    ['disliked', true],
    ['Loved', false],
    ['', false],
    [null, false],
  ]);
});

describe('verdictFor', () => {
  it.each([
    ['loved', { label: 'Loved it!', color: 'accent' }],
    ['okay', { label: 'It was okay', color: 'yellow' }],
    ['disliked', { label: "Didn't like it", color: 'secondary' }],
  ])('%s', (rating, verdict) => {
    expect(verdictFor(rating)).toEqual(verdict);
  });
  it.each([[null], [undefined], [''], ['meh'], ['LOVED']])('%s -> null', (rating) => {
    expect(verdictFor(rating)).toBeNull();
  });
  it('returns a copy that callers cannot corrupt', () => {
    const v = verdictFor('loved');
    if (v) v.label = 'x';
    expect(verdictFor('loved')?.label).toBe('Loved it!');
  });
});

describeReturns('scoreBand', scoreBand, [
  [100, 'primary'],
  [80, 'primary'],
  [79, 'secondary'],
  [60, 'secondary'],
  [59, 'foreground'],
  [40, 'foreground'],
  [39, 'faded'],
  [20, 'faded'],
  [19, 'destructive'],
  [0, 'destructive'],
  [null, 'none'],
  [undefined, 'none'],
]);

describeReturns('formatScore', formatScore, [
  [87, '87'],
  [0, '0'],
  [100, '100'],
  [null, '-'],
  [undefined, '-'],
  [Number.NaN, '-'],
]);

describeReturns('isValidScore', isValidScore, [
  [0, true],
  [100, true],
  [50, true],
  [-1, false],
  [101, false],
  [50.5, false],
  [Number.NaN, false],
  ['50', false],
  [null, false],
]);
