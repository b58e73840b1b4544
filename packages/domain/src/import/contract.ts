import { z } from 'zod';
import {
  CSV_DATE_ORDERS,
  CSV_IMPORT_FIELDS,
  type CsvDateOrder,
  type CsvMapping,
} from './csv-mapping';
import {
  RATING_SCALES,
  RATING_SCALE_RULES,
  type RatingScale,
  type RatingScaleSource,
} from './rating-scale';
import { quotedValue, shownText } from '../schemas/fields';
import type { SetlistSong } from './setlistfm';

/**
 * What an import says to its clients: the REST paths
 * `POST /api/users/{id}/imports` (preview, changes nothing) and
 * `POST /api/users/{id}/imports/{importId}/commit`, and the tRPC
 * `imports.*` procedures, answer these shapes.
 */

export const IMPORT_SOURCES = ['setlistfm', 'csv'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** Files one import may carry (setlist.fm pages, or CSV files). */
export const IMPORT_MAX_FILES = 20;
/** Bytes per file: a setlist.fm page of 20 setlists is about 30 kB, a CSV of 10,000 shows about 2 MB. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Rows (setlists or CSV lines) one import may hold. */
export const IMPORT_MAX_ROWS = 10_000;
/** Bytes of all the files of one import together (what the server holds in memory to read them). */
export const IMPORT_MAX_TOTAL_BYTES = 10 * 1024 * 1024;
/** Columns of a CSV row (Gigrank's own export has 17): a row with more refuses the file as it is read. */
export const IMPORT_MAX_COLUMNS = 100;
/** Characters of one CSV cell (two and a half times the longest field, notes): a longer one refuses the file. */
export const IMPORT_MAX_CELL_CHARS = 5_000;
/** Characters of one CSV row's cells together: the parser stops at once past it, even inside a cell. */
export const IMPORT_MAX_LINE_CHARS = 20_000;
/** Refused rows a preview lists, the first by row number; the others are counted (refusedTotal). */
export const IMPORT_REFUSALS_LISTED = 50;
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
export interface ImportFestival {
  name: string;
  /** A year; a CSV without an edition column gives the row's own year. */
  edition: number;
}

/** One row of an import, read and checked: what a show is made from. */
export interface ImportRow {
  /** 1-based: the setlist's position over the pages, or the CSV line's number after the header. */
  row: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  artist: string;
  city: string;
  /** ISO 3166-1 alpha-2, when known. */
  countryCode: string | null;
  /** The state or province code or name, when known. */
  region: string | null;
  /**
   * The city's GeoNames id and coordinates, when the source gives them
   * (setlist.fm does): what the city is matched by first. Absent from rows
   * stored before they were read.
   */
  geonameId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  venue: string | null;
  /** Null: imported without a score (rated later in the queue). */
  score: number | null;
  notes: string | null;
  companion: string | null;
  favoriteSong: string | null;
  guests: string[];
  /** The festival the show is a set of, when the file names one; null for a show on its own. */
  festival: ImportFestival | null;
  /** A festival set's stage, when given (a show on its own has none). */
  stage: string | null;
  /** What was heard live, possibly empty. */
  setlist: SetlistSong[];
  /** setlist.fm's setlist id: a re-import is recognised by it. */
  sourceId: string | null;
  /** The setlist's page on setlist.fm, shown as the show's source. */
  sourceUrl: string | null;
}

/** A row already logged: the same artist, date and city (or the same setlist id). */
export interface ImportDuplicate extends ImportRow {
  /** The logged show it repeats; null when it repeats an earlier row of the same upload. */
  showId: number | null;
}

export interface ImportRefusal {
  row: number;
  message: string;
}

export interface ImportPreview {
  create: ImportRow[];
  duplicates: ImportDuplicate[];
  /** The first IMPORT_REFUSALS_LISTED refused rows, by row number. */
  refused: ImportRefusal[];
  /** Every refused row, those listed included: the list says 'and N more' past its end. */
  refusedTotal: number;
}

/** For a CSV: its header row, the mapping used (guessed, or the one sent) and how its dates were read. */
export interface CsvImportInfo {
  /** The header row's cells, as shown (cut at IMPORT_SHOWN_CELL_CHARS). */
  headers: string[];
  /** Up to three data rows, to show beside the mapping (cells cut as the headers). */
  sample: string[][];
  mapping: CsvMapping;
  dateOrder: CsvDateOrder;
  /** True when the dates could be day or month first: the user must confirm `dateOrder`. */
  dateOrderAmbiguous: boolean;
  /** The scale the score column was read in (each cell converted to 0-100, rounded half up). */
  ratingScale: RatingScale;
  /** Why that scale: the one sent, or guessed from the score column's header or values, or out of 100. */
  ratingScaleFrom: RatingScaleSource;
}

export interface ImportPreviewResponse {
  importId: string;
  source: ImportSource;
  preview: ImportPreview;
  csv?: CsvImportInfo;
}

export interface ImportCommitResponse {
  created: number;
  skipped: number;
  refused: number;
}

export type ImportStatus = 'previewed' | 'importing' | 'done';

/** Where a commit is: polled by the screen for its progress bar. */
export interface ImportProgress {
  importId: string;
  status: ImportStatus;
  /** Rows the commit works through (the preview's create). */
  total: number;
  /** Of those, rows handled so far (created, or skipped as logged meanwhile). */
  done: number;
  created: number;
  skipped: number;
  refused: number;
}

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
