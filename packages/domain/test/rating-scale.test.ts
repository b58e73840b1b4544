import { describe, expect, it } from 'vitest';
import {
  LETTER_GRADES,
  RATING_SCALES,
  guessRatingScale,
  headerWithoutScale,
  ratingScaleOfHeader,
  ratingScaleOfValues,
  readCsvRating,
  type RatingScale,
  type RatingScaleSource,
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
  /** `header` and `values` guess `scale`, and say it came `from` there. */
  const expectGuess = (
    header: string | null,
    values: string[],
    scale: RatingScale,
    from: RatingScaleSource,
  ) => expect(guessRatingScale(header, values)).toEqual({ scale, from });

  it('takes the header first, then the values, then out of 100', () => {
    expectGuess('Rating (out of 10)', ['4', '5'], 'out-of-10', 'header');
    expectGuess('Rating', ['8.5', '9'], 'out-of-10', 'values');
    expectGuess('score', ['87', '64'], 'out-of-100', 'values');
    expectGuess('score', ['', ''], 'out-of-100', 'default');
    expectGuess(null, [], 'out-of-100', 'default');
  });

  it("keeps the header's scale for a stray value outside it, and gives way when most are", () => {
    const stray = ['8', '9.5', '7', '12'];
    expectGuess('Rating (out of 10)', stray, 'out-of-10', 'header');
    expectGuess('Stars', ['55', '80', '4'], 'out-of-100', 'values');
    // Values the header's scale cannot read and nothing else can either: the header holds.
    expectGuess('Grade', ['great', 'fine'], 'letter', 'header');
  });
});

/** A cell and what it reads as: a score, null (no score yet) or undefined (refused). */
type Read = [cell: string, score: number | null | undefined];

describe('a rating as a score 0-100', () => {
  const READS: Record<RatingScale, Read[]> = {
    // Halves, comma decimals, rounding half up.
    'out-of-10': [
      ['8', 80],
      ['8.5', 85],
      ['9', 90],
      ['9.5', 95],
      ['8,5', 85],
      ['10', 100],
      ['0', 0],
      ['7.25', 73],
      ['7.24', 72],
      ['8/10', 80],
      ['10.5', undefined],
      ['11', undefined],
      ['4/5', undefined],
      ['★★★', undefined],
      ['A', undefined],
      ['8.555', undefined],
    ],
    // Numbers, stars.
    'out-of-5': [
      ['3.5', 70],
      ['0.5', 10],
      ['4,5', 90],
      ['★★★½', 70],
      ['★★★☆☆', 60],
      ['★ ★ ★ ★ ★', 100],
      ['½', 10],
      ['3.5 stars', 70],
      ['1 star', 20],
      ['4★', 80],
      ['4/5', 80],
      ['2.25', 45],
      ['2.3', 46],
      ['★★★★★★', undefined],
      ['5.5', undefined],
      ['8', undefined],
    ],
    'out-of-100': [
      ['87', 87],
      ['100', 100],
      ['87.5', 88],
      ['87%', 87],
      ['101', undefined],
      ['8/10', undefined],
    ],
    letter: [
      ['A+', 100],
      ['a', 95],
      ['B−', 75],
      ['F', 30],
      ['E', undefined],
      ['8', undefined],
    ],
  };
  /** Any scale: empty is not scored yet; words are refused. */
  const ON_ANY_SCALE: Read[] = [
    ['', null],
    ['  ', null],
    ['-', null],
    ['great', undefined],
    ['-3', undefined],
  ];

  it.each(
    RATING_SCALES.flatMap((scale) =>
      [...READS[scale], ...ON_ANY_SCALE].map(([cell, score]) => [cell, scale, score] as const),
    ),
  )('%s %s -> %s', (cell, scale, score) => {
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
