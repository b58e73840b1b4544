import { z } from 'zod';
import { CSV_DATE_ORDERS, CSV_IMPORT_FIELDS } from '../constants';
import { RATING_SCALES, RATING_SCALE_RULES, type RatingScale } from './rating-scale';
import { quotedValue, shownText } from '../text-rules';
import type * as answers from '../answers-imports';

/**
 * What an import says to its clients: the REST paths
 * `POST /api/users/{id}/imports` (preview, changes nothing) and
 * `POST /api/users/{id}/imports/{importId}/commit`, and the tRPC
 * `imports.*` procedures, answer these shapes.
 */

/** Files one import may carry (setlist.fm pages, or CSV files). */
export const IMPORT_MAX_FILES = 20;
/** Bytes per file: a setlist.fm page of 20 setlists is about 30 kB, a CSV of 10,000 shows about 2 MB. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Rows (setlists or CSV lines) one import may hold. */
export const IMPORT_MAX_ROWS = 10_000;
/** Bytes of all the files of one import together (what the server holds in memory to read them). */
export const IMPORT_MAX_TOTAL_BYTES = 10 * 1024 * 1024;
/** Columns of a CSV row (Gigrank's own export has 18): a row with more refuses the file as it is read. */
export const IMPORT_MAX_COLUMNS = 100;
/** Characters of one CSV cell (two and a half times the longest field, notes): a longer one refuses the file. */
export const IMPORT_MAX_CELL_CHARS = 5_000;
/** Characters of one CSV row's cells together: the parser stops at once past it, even inside a cell. */
export const IMPORT_MAX_LINE_CHARS = 20_000;
/**
 * Previews one user keeps waiting for their commit: a new one drops the
 * oldest past this (its commit then answers IMPORT_MESSAGES.expired).
 */
export const IMPORT_MAX_OPEN_PREVIEWS = 3;
/** Characters of a CSV header or sample cell as the preview shows it. */
const IMPORT_SHOWN_CELL_CHARS = 100;

/** A CSV header or sample cell as the preview shows it: cut at IMPORT_SHOWN_CELL_CHARS ('…' marks a cut). */
export function shownCsvCell(value: string): string {
  return shownText(value, IMPORT_SHOWN_CELL_CHARS);
}

/**
 * Where in a CSV import a limit was met: 'The header row' ('... of file 2'
 * among several), or 'Row 7', data rows numbered across the files as the
 * preview numbers them.
 */
export function csvRowName(row: number, file: number, files: number): string {
  if (row > 0) return `Row ${row}`;
  return files > 1 ? `The header row of file ${file}` : 'The header row';
}

export const IMPORT_MESSAGES = {
  tooManyFiles: `An import can have at most ${IMPORT_MAX_FILES} files`,
  fileTooLarge: `Each file must be at most ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB`,
  tooLarge: `The files of one import must be at most ${IMPORT_MAX_TOTAL_BYTES / 1024 / 1024} MB together`,
  tooManyRows: `An import can have at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows`,
  noFile: 'Choose a file to import',
  badSource: "Source must be 'setlistfm' or 'csv'",
  badMapping: 'The column mapping is not valid',
  notFound: 'Import not found',
  expired: 'This preview has expired; upload the file again',
  notYours: 'You can only import into your own account',
  csvUnreadable: 'The file is not a CSV with a header row',
  /** `where`: csvRowName's 'Row 7' or 'The header row'. */
  tooManyColumns: (where: string) =>
    `${where} has more than ${IMPORT_MAX_COLUMNS} columns (a CSV can have at most ${IMPORT_MAX_COLUMNS})`,
  cellTooLong: (where: string) =>
    `${where} has a cell longer than ${IMPORT_MAX_CELL_CHARS.toLocaleString('en-US')} characters`,
  /** A CSV row's date cell that is not a date in the chosen order (the cell quoted, cut). */
  invalidDate: (cell: string) => `Invalid date ${quotedValue(cell)}`,
  /** A CSV row's score cell the chosen scale cannot read, or outside it. */
  invalidScore: (cell: string, scale: RatingScale) =>
    `Invalid score ${quotedValue(cell)} (${RATING_SCALE_RULES[scale]}, or empty)`,
  lineTooLong: (where: string) =>
    `${where} is longer than ${IMPORT_MAX_LINE_CHARS.toLocaleString('en-US')} characters`,
} as const;

/**
 * What an import's files break of the limits above, or null: none chosen,
 * too many, one too large, or all too large together. Sizes are bytes; the
 * browser checks the chosen files with it before sending, the server checks
 * what arrived (multipart parts or the typed procedure's texts).
 */
export function importFilesProblem(sizes: readonly number[]): string | null {
  if (sizes.length === 0) return IMPORT_MESSAGES.noFile;
  if (sizes.length > IMPORT_MAX_FILES) return IMPORT_MESSAGES.tooManyFiles;
  if (sizes.some((size) => size > IMPORT_MAX_FILE_BYTES)) return IMPORT_MESSAGES.fileTooLarge;
  if (sizes.reduce((sum, size) => sum + size, 0) > IMPORT_MAX_TOTAL_BYTES) {
    return IMPORT_MESSAGES.tooLarge;
  }
  return null;
}

/**
 * A festival as an import names it: the edition of that name (case and
 * accents aside) is the show's festival; one not in the catalogue is added,
 * running over the days of the import's rows that name it.
 */
export type ImportFestival = z.infer<typeof answers.importFestivalAnswer>;
/**
 * One row of an import, read and checked: what a show is made from. The
 * city's `geonameId` and coordinates are absent from rows stored before they
 * were read.
 */
export type ImportRow = z.infer<typeof answers.importRowAnswer>;
/** A row already logged: the same artist, date and city (or the same setlist id). */
export type ImportDuplicate = z.infer<typeof answers.importDuplicateAnswer>;
export type ImportRefusal = z.infer<typeof answers.importRefusalAnswer>;
export type ImportPreview = z.infer<typeof answers.importPreviewAnswer>;
/** For a CSV: its header row, the mapping used (guessed, or the one sent) and how its dates were read. */
export type CsvImportInfo = z.infer<typeof answers.csvImportInfoAnswer>;
export type ImportPreviewResponse = z.infer<typeof answers.importPreviewResponseAnswer>;
export type ImportCommitResponse = z.infer<typeof answers.importCommitResponseAnswer>;
/** Where a commit is: polled by the screen for its progress bar. */
export type ImportProgress = z.infer<typeof answers.importProgressAnswer>;
export type ImportStatus = ImportProgress['status'];

/**
 * A CSV mapping sent by a client: field -> 0-based column (null: none), the
 * date order, and the scale of the score column (absent: guessed).
 */
export const csvMappingInputSchema = z.object({
  columns: z
    .object(
      Object.fromEntries(
        CSV_IMPORT_FIELDS.map((field) => [
          field,
          z
            .number()
            .int()
            .min(0)
            .max(IMPORT_MAX_COLUMNS - 1)
            .nullable(),
        ]),
      ) as Record<(typeof CSV_IMPORT_FIELDS)[number], z.ZodNullable<z.ZodNumber>>,
    )
    .partial()
    .optional(),
  dateOrder: z.enum(CSV_DATE_ORDERS).optional(),
  ratingScale: z.enum(RATING_SCALES).optional(),
});
export type CsvMappingInput = z.infer<typeof csvMappingInputSchema>;

export const importIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, IMPORT_MESSAGES.notFound);
