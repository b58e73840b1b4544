import { describe, expect, it } from 'vitest';
import {
  RATINGS,
  formatScore,
  isRating,
  isValidScore,
  ratingFromScore,
  scoreBand,
  verdictFor,
} from '../src';

describe('ratingFromScore', () => {
  it.each([
    [100, 'loved'],
    [80, 'loved'],
    [79, 'okay'],
    [40, 'okay'],
    [39, 'disliked'],
    [0, 'disliked'],
    [75, 'okay'],
  ] as const)('%i -> %s', (score, rating) => {
    expect(ratingFromScore(score)).toBe(rating);
  });
});

describe('RATINGS / isRating', () => {
  it('lists the three verdicts in order', () => {
    expect(RATINGS).toEqual(['loved', 'okay', 'disliked']);
  });
  it.each([
    ['loved', true],
    ['okay', true],
    ['disliked', true],
    ['Loved', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (value, expected) => {
    expect(isRating(value)).toBe(expected);
  });
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

describe('scoreBand', () => {
  it.each([
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
  ] as const)('%s -> %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe('formatScore', () => {
  it.each([
    [87, '87'],
    [0, '0'],
    [100, '100'],
    [null, '-'],
    [undefined, '-'],
    [Number.NaN, '-'],
  ])('%s -> %s', (score, text) => {
    expect(formatScore(score)).toBe(text);
  });
});

describe('isValidScore', () => {
  it.each([
    [0, true],
    [100, true],
    [50, true],
    [-1, false],
    [101, false],
    [50.5, false],
    [Number.NaN, false],
    ['50', false],
    [null, false],
  ])('%s -> %s', (n, ok) => {
    expect(isValidScore(n)).toBe(ok);
  });
});
