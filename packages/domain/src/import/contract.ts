import { z } from 'zod';
import {
  CSV_DATE_ORDERS,
  CSV_IMPORT_FIELDS,
  type CsvDateOrder,
  type CsvMapping,
} from './csv-mapping';
import type { SetlistSong } from './setlistfm';

/**
 * What an import says to its clients (issue 19): the REST paths
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

export const IMPORT_MESSAGES = {
  tooManyFiles: `An import can have at most ${IMPORT_MAX_FILES} files`,
  fileTooLarge: `Each file must be at most ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB`,
  tooLarge: `The files of one import must be at most ${IMPORT_MAX_TOTAL_BYTES / 1024 / 1024} MB together`,
  tooManyRows: `An import can have at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows`,
  noFile: 'Choose a file to import',
  badSource: "Source must be 'setlistfm' or 'csv'",
  badMapping: 'The column mapping is not valid',
  notFound: 'Import not found',
  notYours: 'You can only import into your own account',
  csvUnreadable: 'The file is not a CSV with a header row',
} as const;

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
  venue: string | null;
  /** Null: imported without a score (rated later in the queue). */
  score: number | null;
  notes: string | null;
  companion: string | null;
  favoriteSong: string | null;
  guests: string[];
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
  refused: ImportRefusal[];
}

/** For a CSV: its header row, the mapping used (guessed, or the one sent) and how its dates were read. */
export interface CsvImportInfo {
  headers: string[];
  /** Up to three data rows, to show beside the mapping. */
  sample: string[][];
  mapping: CsvMapping;
  dateOrder: CsvDateOrder;
  /** True when the dates could be day or month first: the user must confirm `dateOrder`. */
  dateOrderAmbiguous: boolean;
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

/** A CSV mapping sent by a client: field -> 0-based column (null: none), and the date order. */
export const csvMappingInputSchema = z.object({
  columns: z
    .object(
      Object.fromEntries(
        CSV_IMPORT_FIELDS.map((field) => [field, z.number().int().min(0).max(500).nullable()]),
      ) as Record<(typeof CSV_IMPORT_FIELDS)[number], z.ZodNullable<z.ZodNumber>>,
    )
    .partial()
    .optional(),
  dateOrder: z.enum(CSV_DATE_ORDERS).optional(),
});
export type CsvMappingInput = z.infer<typeof csvMappingInputSchema>;

export const importIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, IMPORT_MESSAGES.notFound);
