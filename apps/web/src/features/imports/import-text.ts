import {
  CSV_IMPORT_FIELDS,
  importFilesProblem,
  LETTER_GRADES,
  readCsvRating,
  type CsvDateOrder,
  type CsvImportField,
  type CsvMapping,
  type CsvMappingInput,
  type ImportCommitResponse,
  type ImportRow,
  type RatingScale,
  type RatingScaleSource,
} from '@gigrank/domain';

/**
 * The Import screen's words and the pure steps behind them: the
 * CSV mapping as the API takes it, the counts, the progress and the summary.
 */

/** Counts as people read them: 5,000 (the same on every machine, like the server's messages). */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** '1 show', '5,000 shows'. */
function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

/**
 * The preview's three headings: 'N shows to create', 'N already logged
 * (skipped)', 'N refused' (every refused row, those the answer lists and the others).
 */
export function previewCounts(preview: {
  create: unknown[];
  duplicates: unknown[];
  refusedTotal: number;
}) {
  return {
    create: `${countOf(preview.create.length, 'show')} to create`,
    duplicates: `${formatCount(preview.duplicates.length)} already logged (skipped)`,
    refused: `${formatCount(preview.refusedTotal)} refused`,
  };
}

/**
 * The line under a refusal list the server cut short: 'And 4,950 more rows
 * refused, not listed: fix the rows above and upload the file again to see
 * them.' Null when every refusal is listed.
 */
export function moreRefusedText(preview: { refused: unknown[]; refusedTotal: number }) {
  const more = preview.refusedTotal - preview.refused.length;
  if (more <= 0) return null;
  return `And ${countOf(more, 'more row', 'more rows')} refused, not listed: fix the rows above and upload the file again to see ${more === 1 ? 'it' : 'them'}.`;
}

/** The progress bar's label: 'Imported 1,200 of 5,000'. */
export function progressText(done: number, total: number): string {
  return `Imported ${formatCount(Math.min(done, total))} of ${formatCount(total)}`;
}

/** Whole percent done, 0-100 (an empty import is complete). */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)));
}

/** The end of an import: 'Imported 142 shows, skipped 3 already logged, 2 refused'. */
export function summaryText({ created, skipped, refused }: ImportCommitResponse): string {
  return `Imported ${countOf(created, 'show')}, skipped ${formatCount(skipped)} already logged, ${formatCount(refused)} refused`;
}

/**
 * Whether the summary offers the rating queue: some show created by the
 * import has no score yet (the rows the preview offered to create).
 */
export function hasUnscoredCreated(
  create: readonly Pick<ImportRow, 'score'>[],
  result: Pick<ImportCommitResponse, 'created'>,
): boolean {
  return result.created > 0 && create.some((row) => row.score === null);
}

/** Where a row's show was: 'Lisbon (PT)', or the city alone when the country is not known. */
export function placeText(row: Pick<ImportRow, 'city' | 'countryCode'>): string {
  return row.countryCode ? `${row.city} (${row.countryCode})` : row.city;
}

/** A festival set's festival: 'Primavera Sound 2024, Main Stage'; null for a show on its own. */
export function festivalText(row: Pick<ImportRow, 'festival' | 'stage'>): string | null {
  const festival = row.festival ?? null;
  if (!festival) return null;
  const edition = `${festival.name} ${festival.edition}`;
  return row.stage ? `${edition}, ${row.stage}` : edition;
}

/** '12 setlist songs', or null for a row without a setlist. */
export function setlistText(row: Pick<ImportRow, 'setlist'>): string | null {
  const n = row.setlist.length;
  return n === 0 ? null : countOf(n, 'setlist song');
}

/** Each Gigrank field the CSV mapping lists, as the screen names it. */
export const CSV_FIELD_LABELS: Record<CsvImportField, string> = {
  date: 'Date',
  artist: 'Artist',
  city: 'City',
  country: 'Country',
  venue: 'Venue',
  score: 'Score',
  notes: 'Notes',
  companion: 'Companion',
  favoriteSong: 'Favorite song',
  guests: 'Guest artists',
  festival: 'Festival',
  festivalEdition: 'Festival edition (year)',
  stage: 'Stage',
  ticketPrice: 'Ticket price',
  ticketCurrency: 'Ticket currency',
  ticketSeat: 'Seat',
  ticketSeller: 'Bought from',
};

/** The Select's value for "this field has no column". */
export const NO_COLUMN = 'none';
const NO_COLUMN_LABEL = 'Not in the file';

/**
 * The choices of each field's Select: "Not in the file", then the file's
 * headers by column (a blank header is 'Column 3'; a header used twice says
 * its column, so no two choices read the same).
 */
export function columnChoices(headers: readonly string[]): { value: string; label: string }[] {
  const names = headers.map((header, i) => header.trim() || `Column ${i + 1}`);
  const seen = new Map<string, number>();
  for (const name of names) seen.set(name, (seen.get(name) ?? 0) + 1);
  return [
    { value: NO_COLUMN, label: NO_COLUMN_LABEL },
    ...names.map((name, i) => ({
      value: String(i),
      label: (seen.get(name) ?? 0) > 1 ? `${name} (column ${i + 1})` : name,
    })),
  ];
}

/** A Select's value as a column: its index, or null for "Not in the file". */
export function columnOfChoice(value: string | null): number | null {
  if (value === null || value === NO_COLUMN) return null;
  const column = Number(value);
  return Number.isInteger(column) && column >= 0 ? column : null;
}

/** A column as its Select's value. */
export function choiceOfColumn(column: number | null): string {
  return column === null ? NO_COLUMN : String(column);
}

/**
 * The mapping with one field moved to `column`. A column fills one field:
 * a field that held it before lets it go ("Not in the file"), as the API's
 * guess never uses a column twice.
 */
export function withColumn(
  mapping: CsvMapping,
  field: CsvImportField,
  column: number | null,
): CsvMapping {
  const next = { ...mapping };
  if (column !== null) {
    for (const other of CSV_IMPORT_FIELDS) {
      if (other !== field && next[other] === column) next[other] = null;
    }
  }
  next[field] = column;
  return next;
}

/**
 * The `mapping` form field of a CSV preview: every field's column, and the
 * date order and the score column's rating scale when the user chose them.
 */
export function mappingInput(
  mapping: CsvMapping,
  dateOrder: CsvDateOrder | null,
  ratingScale: RatingScale | null = null,
): CsvMappingInput {
  const columns = Object.fromEntries(
    CSV_IMPORT_FIELDS.map((field) => [field, mapping[field]]),
  ) as CsvMapping;
  return {
    columns,
    ...(dateOrder === null ? {} : { dateOrder }),
    ...(ratingScale === null ? {} : { ratingScale }),
  };
}

/** The scales the score column may be read in, as the mapping's choice offers them. */
export const RATING_SCALE_CHOICES = [
  { value: 'out-of-10', label: 'Out of 10' },
  { value: 'out-of-5', label: 'Out of 5 (or stars)' },
  { value: 'out-of-100', label: 'Out of 100' },
  { value: 'letter', label: 'Letter grades (A+ to F)' },
] as const satisfies readonly { value: RatingScale; label: string }[];

/** 'becomes 85' or 'stays 87', by the domain's conversion of `cell` on `scale`. */
function becomes(cell: string, scale: RatingScale): string {
  const score = readCsvRating(cell, scale);
  return score === Number(cell) ? `${cell} stays ${score}` : `${cell} becomes ${score}`;
}

/**
 * What a scale does to the ratings, with examples worked by the same rule
 * the server imports with: 'Ratings out of 10: 8 becomes 80, 8.5 becomes 85.'
 */
export function ratingScaleText(scale: RatingScale): string {
  switch (scale) {
    case 'out-of-10':
      return `Ratings out of 10: ${becomes('8', scale)}, ${becomes('8.5', scale)}.`;
    case 'out-of-5':
      return `Ratings out of 5: ${becomes('4', scale)}, ${becomes('3.5', scale)} (★★★½ too).`;
    case 'out-of-100':
      return `Ratings out of 100: ${becomes('87', scale)}.`;
    case 'letter':
      return `Letter grades: ${LETTER_GRADES.map(([grade, score]) => `${grade} ${score}`).join(', ')}.`;
  }
}

/** How a score is rounded, and where the scale came from. */
export function ratingScaleNote(from: RatingScaleSource): string {
  const rounding = 'Scores are rounded half up to a whole number from 0 to 100.';
  switch (from) {
    case 'header':
      return `Guessed from the column's name. ${rounding}`;
    case 'values':
      return `Guessed from the column's values. ${rounding}`;
    case 'default':
      return `The column does not say, so it is read as Gigrank's 0-100. ${rounding}`;
    case 'chosen':
      return rounding;
  }
}

/** The two readings of an ambiguous date, as the confirmation offers them. */
export const DATE_ORDER_CHOICES = [
  { value: 'dmy', label: 'Day first (21/06/2024)' },
  { value: 'mdy', label: 'Month first (06/21/2024)' },
] as const satisfies readonly { value: CsvDateOrder; label: string }[];

/** How the file's dates were read, for a file whose order is not in question. */
export function dateOrderText(order: CsvDateOrder): string {
  if (order === 'iso') return 'Dates read as year-month-day (2024-06-21).';
  return order === 'dmy'
    ? 'Dates read day first (21/06/2024).'
    : 'Dates read month first (06/21/2024).';
}

/**
 * What the server would refuse about the chosen files before any is sent
 * (its own limits and words), or null: too many files, one too large, or all too large together.
 */
export function uploadProblem(files: readonly Pick<File, 'size'>[]): string | null {
  return importFilesProblem(files.map((f) => f.size));
}
