/**
 * A spreadsheet's ratings on the scale they were kept in (out of 5, 10 or
 * 100, or letter grades) as Gigrank scores 0-100: the scale guessed from the
 * column's header and its values, and each cell converted linearly and
 * rounded half up to a whole number (8.5 of 10 is 85, 3.5 of 5 is 70,
 * `★★★½` is 70), a letter grade by LETTER_GRADES. Pure: the preview of an
 * import (REST and tRPC alike) reads every score cell through here.
 */

/** The scales a rating column may be kept in, as the mapping names them. */
export const RATING_SCALES = ['out-of-100', 'out-of-10', 'out-of-5', 'letter'] as const;
export type RatingScale = (typeof RATING_SCALES)[number];

/** Where a scale came from: the user's choice, the column's header, its values, or none said (out of 100). */
export const RATING_SCALE_SOURCES = ['chosen', 'header', 'values', 'default'] as const;
export type RatingScaleSource = (typeof RATING_SCALE_SOURCES)[number];

/** The top of each numeric scale. */
const RATING_SCALE_MAX = { 'out-of-100': 100, 'out-of-10': 10, 'out-of-5': 5 } as const;

/**
 * Letter grades as scores: A+ is 100 and each step down is 5 less, to D- 45;
 * F is 30, below Gigrank's 40 ("Didn't like it"). Read without case; '−' and
 * '–' count as '-'.
 */
export const LETTER_GRADES: readonly (readonly [grade: string, score: number])[] = [
  ['A+', 100],
  ['A', 95],
  ['A-', 90],
  ['B+', 85],
  ['B', 80],
  ['B-', 75],
  ['C+', 70],
  ['C', 65],
  ['C-', 60],
  ['D+', 55],
  ['D', 50],
  ['D-', 45],
  ['F', 30],
];
const GRADE_SCORES = new Map(LETTER_GRADES);

/** A cell as read: a number num/den (maybe saying its scale, as '8/10', '85%' or stars do), or a grade. */
type RatingValue =
  | { kind: 'number'; num: number; den: number; outOf: number | null }
  | { kind: 'letter'; score: number };

/** '8', '8.5', '8,5' (up to three digits, two decimals) as num/den, exactly; else null. */
function decimalOf(text: string): { num: number; den: number } | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const decimals = match[2] ?? '';
  const den = 10 ** decimals.length;
  return { num: Number(match[1]) * den + (decimals ? Number(decimals) : 0), den };
}

/** Star glyphs: '★★★½', '★★★☆☆', '½' (⭐ counts as ★; at most five stars). */
const STAR_GLYPHS = /^([★⭐]*)(½?)(☆*)$/u;

function ratingValueOf(cell: string): RatingValue | null {
  const text = cell.trim();
  const grade = GRADE_SCORES.get(text.toUpperCase().replace(/[−–]/g, '-').replace(/\s+/g, ''));
  if (grade !== undefined) return { kind: 'letter', score: grade };
  const stars = STAR_GLYPHS.exec(text.replace(/[\s\uFE0F]+/gu, ''));
  if (stars && text !== '') {
    const full = [...stars[1]!].length;
    const half = stars[2] ? 1 : 0;
    if (full + half + stars[3]!.length > 5) return null;
    return { kind: 'number', num: full * 2 + half, den: 2, outOf: 5 };
  }
  const plain = decimalOf(text);
  if (plain) return { kind: 'number', ...plain, outOf: null };
  const said = /^(\S+?)\s*(?:(stars?|★)|\/\s*(\d{1,3})|(%))$/iu.exec(text);
  const number = said ? decimalOf(said[1]!) : null;
  if (!said || !number) return null;
  const outOf = said[2] ? 5 : said[4] ? 100 : Number(said[3]);
  return { kind: 'number', ...number, outOf };
}

/** What each scale reads, as a refused row's reason says it. */
export const RATING_SCALE_RULES: Record<RatingScale, string> = {
  'out-of-100': 'out of 100: a number from 0 to 100',
  'out-of-10': 'out of 10: a number from 0 to 10',
  'out-of-5': 'out of 5: a number from 0 to 5, or stars',
  letter: 'a letter grade from A+ to F',
};

/** The scale a '/N', stars or '%' names, when Gigrank has it. */
function scaleOfTop(top: number): RatingScale | null {
  if (top === 100) return 'out-of-100';
  if (top === 10) return 'out-of-10';
  if (top === 5) return 'out-of-5';
  return null;
}

/**
 * A rating cell as a score 0-100 on `scale`: empty (or '-') is no score yet
 * (null); a value the scale cannot read, or outside it, is undefined (the
 * row is refused). Numbers take '.' or ',' before their decimals; out of 5
 * also reads stars ('★★★½', '3.5 stars'); a cell that names its own scale
 * ('4/5', '85%') must name the chosen one. Converted linearly and rounded
 * half up.
 */
export function readCsvRating(value: string, scale: RatingScale): number | null | undefined {
  const cell = value.trim();
  if (cell === '' || cell === '-') return null;
  const read = ratingValueOf(cell);
  if (!read) return undefined;
  if (scale === 'letter') return read.kind === 'letter' ? read.score : undefined;
  if (read.kind !== 'number') return undefined;
  const max = RATING_SCALE_MAX[scale];
  if (read.outOf !== null && read.outOf !== max) return undefined;
  if (read.num > max * read.den) return undefined;
  // score = num/den / max * 100, rounded half up, in whole numbers (no float error at .5).
  const n = read.num * 100;
  const d = read.den * max;
  return Math.floor((2 * n + d) / (2 * d));
}

/** A header's words and signs as compared: lower case, no accents. */
function headerText(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** 'out of 10', '/10', '1-10', '0 to 10' (N the top of the scale). */
const SCALE_TOP = /(?:out\s*of|\/|-|–|—|\bto)\s*(\d{1,3})(?!\d)/;

/**
 * The scale a header names ('Rating (out of 10)', 'Score/10', 'rating (1-5)',
 * 'Stars', 'Score %', 'Grade'), or null when it names none. A number beats a
 * word: 'Stars (out of 10)' is out of 10.
 */
export function ratingScaleOfHeader(header: string): RatingScale | null {
  const text = headerText(header);
  const top = SCALE_TOP.exec(text);
  if (top) return scaleOfTop(Number(top[1]));
  if (/%|percent/.test(text)) return 'out-of-100';
  if (/\bstars?\b|★/u.test(text)) return 'out-of-5';
  if (/\b(?:letter|grades?)\b/.test(text)) return 'letter';
  return null;
}

/**
 * A header without what it says about a scale ('Rating (out of 10)' ->
 * 'Rating', 'Score/10' -> 'Score'): how the column mapping recognises the
 * field under it.
 */
export function headerWithoutScale(header: string): string {
  return header
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/(?:out\s*of|\/)\s*\d+|\d+\s*(?:-|–|—|to)\s*\d+|%/gi, ' ');
}

/**
 * The scale a column's values tell, or null when none is readable: letter
 * grades when most readable cells are grades; a scale the cells name
 * ('★★★½', '4/5', '85%'); else the smallest of 5, 10 and 100 that holds the
 * largest number (halves and other decimals allowed).
 */
export function ratingScaleOfValues(cells: readonly string[]): RatingScale | null {
  let letters = 0;
  let numbers = 0;
  let largest = 0;
  let named: RatingScale | null = null;
  for (const cell of cells) {
    const read = cell.trim() === '' ? null : ratingValueOf(cell);
    if (!read) continue;
    if (read.kind === 'letter') {
      letters += 1;
      continue;
    }
    numbers += 1;
    largest = Math.max(largest, read.num / read.den);
    if (read.outOf !== null) named ??= scaleOfTop(read.outOf);
  }
  if (letters === 0 && numbers === 0) return null;
  if (letters > numbers) return 'letter';
  if (named) return named;
  if (largest <= 5) return 'out-of-5';
  return largest <= 10 ? 'out-of-10' : 'out-of-100';
}

/**
 * The scale a rating column is read in, and why: its header's when it names
 * one, unless most of its filled cells fall outside that scale and its values
 * tell another ('Stars' holding 55 and 80 is out of 100; one stray 12 under
 * 'out of 10' is a refused row, not another scale); else its values'; else
 * out of 100 (Gigrank's own).
 */
export function guessRatingScale(
  header: string | null,
  cells: readonly string[],
): { scale: RatingScale; from: RatingScaleSource } {
  const fromHeader = header === null ? null : ratingScaleOfHeader(header);
  const fromValues = ratingScaleOfValues(cells);
  if (fromHeader) {
    let filled = 0;
    let outside = 0;
    for (const cell of cells) {
      const score = readCsvRating(cell, fromHeader);
      if (score === null) continue;
      filled += 1;
      if (score === undefined) outside += 1;
    }
    if (outside * 2 <= filled || !fromValues || fromValues === fromHeader) {
      return { scale: fromHeader, from: 'header' };
    }
  }
  if (fromValues) return { scale: fromValues, from: 'values' };
  return { scale: 'out-of-100', from: 'default' };
}
