import { describe, expect, it } from 'vitest';
import {
  LETTER_GRADES,
  guessRatingScale,
  headerWithoutScale,
  ratingScaleOfHeader,
  ratingScaleOfValues,
  readCsvRating,
  type RatingScale,
} from '../src/import/rating-scale';

describe('the scale a header names', () => {
  it.each<[string, RatingScale | null]>([
    ['Rating (out of 10)', 'out-of-10'],
    ['rating out of 10', 'out-of-10'],
    ['Score/10', 'out-of-10'],
    ['Score / 10', 'out-of-10'],
    ['Rating (0-10)', 'out-of-10'],
    ['Rating 1 to 10', 'out-of-10'],
    ['Rating (1-5)', 'out-of-5'],
    ['Rating (1–5)', 'out-of-5'],
    ['Score /5', 'out-of-5'],
    ['Stars', 'out-of-5'],
    ['My star rating', 'out-of-5'],
    ['Stars (out of 10)', 'out-of-10'],
    ['Score (out of 100)', 'out-of-100'],
    ['score/100', 'out-of-100'],
    ['Score %', 'out-of-100'],
    ['Grade', 'letter'],
    ['Letter grade', 'letter'],
    ['Rating', null],
    ['score', null],
    ['Points (out of 20)', null],
  ])('%s -> %s', (header, scale) => {
    expect(ratingScaleOfHeader(header)).toBe(scale);
  });

  it('drops what it says about a scale, for matching the column to its field', () => {
    expect(headerWithoutScale('Rating (out of 10)').trim()).toBe('Rating');
    expect(headerWithoutScale('Score/10').trim()).toBe('Score');
    expect(headerWithoutScale('Rating 1-5').trim()).toBe('Rating');
    expect(headerWithoutScale('Score %').trim()).toBe('Score');
  });
});

describe('the scale the values tell', () => {
  it.each<[string, string[], RatingScale | null]>([
    ['halves up to 5 (Letterboxd)', ['0.5', '3.5', '5', '4'], 'out-of-5'],
    ['whole numbers up to 5', ['1', '3', '5'], 'out-of-5'],
    ['halves up to 10', ['8.5', '9', '7', '9.5'], 'out-of-10'],
    ['comma decimals up to 10', ['8,5', '6', '10'], 'out-of-10'],
    ['numbers up to 100', ['87', '8', '64', '100'], 'out-of-100'],
    ['numbers past 100 (refused one by one, read out of 100)', ['87', '101'], 'out-of-100'],
    ['star glyphs', ['★★★½', '★★★★★', '★★'], 'out-of-5'],
    ['"3.5 stars"', ['3.5 stars', '4 stars'], 'out-of-5'],
    ['a scale in the cells', ['8/10', '6/10'], 'out-of-10'],
    ['percentages', ['8%', '9%'], 'out-of-100'],
    ['letter grades', ['A+', 'B-', 'C', 'f'], 'letter'],
    ['mostly letter grades', ['A', 'B', '3'], 'letter'],
    ['empty and unreadable cells only', ['', '-', 'great'], null],
    ['no cells', [], null],
  ])('%s', (_, cells, scale) => {
    expect(ratingScaleOfValues(cells)).toBe(scale);
  });

  it('leaves out empty and unreadable cells', () => {
    expect(ratingScaleOfValues(['', 'great', '4.5', '-'])).toBe('out-of-5');
  });
});

describe('guessing a rating column', () => {
  it('takes the header first, then the values, then out of 100', () => {
    expect(guessRatingScale('Rating (out of 10)', ['4', '5'])).toEqual({
      scale: 'out-of-10',
      from: 'header',
    });
    expect(guessRatingScale('Rating', ['8.5', '9'])).toEqual({
      scale: 'out-of-10',
      from: 'values',
    });
    expect(guessRatingScale('score', ['87', '64'])).toEqual({
      scale: 'out-of-100',
      from: 'values',
    });
    expect(guessRatingScale('score', ['', ''])).toEqual({ scale: 'out-of-100', from: 'default' });
    expect(guessRatingScale(null, [])).toEqual({ scale: 'out-of-100', from: 'default' });
  });

  it("keeps the header's scale for a stray value outside it, and gives way when most are", () => {
    const stray = ['8', '9.5', '7', '12'];
    expect(guessRatingScale('Rating (out of 10)', stray)).toEqual({
      scale: 'out-of-10',
      from: 'header',
    });
    expect(guessRatingScale('Stars', ['55', '80', '4'])).toEqual({
      scale: 'out-of-100',
      from: 'values',
    });
    // Values the header's scale cannot read and nothing else can either: the header holds.
    expect(guessRatingScale('Grade', ['great', 'fine'])).toEqual({
      scale: 'letter',
      from: 'header',
    });
  });
});

describe('a rating as a score 0-100', () => {
  it.each<[string, RatingScale, number | null | undefined]>([
    // Out of 10: halves, comma decimals, rounding half up.
    ['8', 'out-of-10', 80],
    ['8.5', 'out-of-10', 85],
    ['9', 'out-of-10', 90],
    ['9.5', 'out-of-10', 95],
    ['8,5', 'out-of-10', 85],
    ['10', 'out-of-10', 100],
    ['0', 'out-of-10', 0],
    ['7.25', 'out-of-10', 73],
    ['7.24', 'out-of-10', 72],
    ['8/10', 'out-of-10', 80],
    ['10.5', 'out-of-10', undefined],
    ['11', 'out-of-10', undefined],
    ['4/5', 'out-of-10', undefined],
    ['★★★', 'out-of-10', undefined],
    // Out of 5: numbers, stars.
    ['3.5', 'out-of-5', 70],
    ['0.5', 'out-of-5', 10],
    ['4,5', 'out-of-5', 90],
    ['★★★½', 'out-of-5', 70],
    ['★★★☆☆', 'out-of-5', 60],
    ['★ ★ ★ ★ ★', 'out-of-5', 100],
    ['½', 'out-of-5', 10],
    ['3.5 stars', 'out-of-5', 70],
    ['1 star', 'out-of-5', 20],
    ['4★', 'out-of-5', 80],
    ['4/5', 'out-of-5', 80],
    ['2.25', 'out-of-5', 45],
    ['2.3', 'out-of-5', 46],
    ['★★★★★★', 'out-of-5', undefined],
    ['5.5', 'out-of-5', undefined],
    ['8', 'out-of-5', undefined],
    // Out of 100.
    ['87', 'out-of-100', 87],
    ['100', 'out-of-100', 100],
    ['87.5', 'out-of-100', 88],
    ['87%', 'out-of-100', 87],
    ['101', 'out-of-100', undefined],
    ['8/10', 'out-of-100', undefined],
    // Letter grades.
    ['A+', 'letter', 100],
    ['a', 'letter', 95],
    ['B−', 'letter', 75],
    ['F', 'letter', 30],
    ['E', 'letter', undefined],
    ['8', 'letter', undefined],
    ['A', 'out-of-10', undefined],
    // Any scale: empty is not scored yet; words are refused.
    ['', 'out-of-10', null],
    ['  ', 'letter', null],
    ['-', 'out-of-5', null],
    ['great', 'out-of-10', undefined],
    ['-3', 'out-of-10', undefined],
    ['8.555', 'out-of-10', undefined],
  ])('%s %s -> %s', (cell, scale, score) => {
    expect(readCsvRating(cell, scale)).toBe(score);
  });

  it('reads every grade of its table, each step lower than the one before', () => {
    const scores = LETTER_GRADES.map(([grade]) => readCsvRating(grade, 'letter'));
    expect(scores).toEqual(LETTER_GRADES.map(([, score]) => score));
    expect(scores).toEqual([...scores].sort((a, b) => b! - a!));
    expect(new Set(scores).size).toBe(LETTER_GRADES.length);
  });

  it('gives every half point of 10 and of 5 its exact score', () => {
    for (let halves = 0; halves <= 20; halves++) {
      expect(readCsvRating(String(halves / 2), 'out-of-10')).toBe(halves * 5);
    }
    for (let halves = 0; halves <= 10; halves++) {
      expect(readCsvRating(String(halves / 2), 'out-of-5')).toBe(halves * 10);
    }
  });
});
