/**
 * The answer shapes of imports, as zod schemas beside answers.ts: an
 * import's preview, commit and progress, and fetching from setlist.fm by
 * username. import/contract.ts, import/csv-mapping.ts and
 * import/setlistfm-fetch.ts infer their types from them.
 */
import { ticketAnswer } from './answers-ledger';
import { z } from 'zod';
import { setlistSongAnswer } from './answers';
import { answer, count, day, id } from './answer-fields';
import {
  CSV_DATE_ORDERS,
  CSV_IMPORT_FIELDS,
  IMPORT_REFUSALS_LISTED,
  IMPORT_SOURCES,
  SETLISTFM_MAX_PAGES,
  type CsvImportField,
} from './constants';
import { RATING_SCALES, RATING_SCALE_SOURCES } from './import/rating-scale';

/**
 * A festival as an import names it: the edition of that name (case and
 * accents aside) is the show's festival; one not in the catalogue is added,
 * running over the days of the import's rows that name it.
 */
export const importFestivalAnswer = answer('ImportFestival', {
  name: z.string(),
  edition: z
    .number()
    .int()
    .describe("A year; a CSV without an edition column gives the row's own year"),
});

/** One row of an import, read and checked: what a show is made from. */
export const importRowAnswer = answer('ImportRow', {
  row: z
    .number()
    .int()
    .describe(
      "1-based: the setlist's position over the pages, or the CSV line's number after the header",
    ),
  date: day,
  artist: z.string(),
  city: z.string(),
  countryCode: z.string().nullable().describe('ISO 3166-1 alpha-2, when known'),
  region: z.string().nullable().describe('The state or province code or name, when known'),
  geonameId: id
    .nullable()
    .optional()
    .describe(
      "The city's GeoNames id, when the source gives it (setlist.fm does): what the city is matched by first",
    ),
  latitude: z
    .number()
    .nullable()
    .optional()
    .describe("The city's latitude, when the source gives it"),
  longitude: z
    .number()
    .nullable()
    .optional()
    .describe("The city's longitude, when the source gives it"),
  venue: z.string().nullable(),
  score: z
    .number()
    .int()
    .nullable()
    .describe('Null: imported without a score (rated later in the queue)'),
  notes: z.string().nullable(),
  companion: z.string().nullable(),
  favoriteSong: z.string().nullable(),
  guests: z.array(z.string()),
  festival: importFestivalAnswer
    .nullable()
    .describe(
      'The festival the show is a set of, when the file names one; null for a show on its own',
    ),
  stage: z
    .string()
    .nullable()
    .describe("A festival set's stage, when given (a show on its own has none)"),
  setlist: z.array(setlistSongAnswer).describe('What was heard live, possibly empty'),
  ticket: ticketAnswer
    .nullable()
    .optional()
    .describe('What the ticket cost, when the file says (a price column and its currency)'),
  sourceId: z
    .string()
    .nullable()
    .describe("setlist.fm's setlist id: a re-import is recognised by it"),
  sourceUrl: z
    .string()
    .nullable()
    .describe("The setlist's page on setlist.fm, shown as the show's source"),
});

/** A row already logged: the same artist, date and city (or the same setlist id). */
export const importDuplicateAnswer = answer('ImportDuplicate', {
  ...importRowAnswer.shape,
  showId: id
    .nullable()
    .describe('The logged show it repeats; null when it repeats an earlier row of the same upload'),
});

export const importRefusalAnswer = answer('ImportRefusal', {
  row: z.number().int(),
  message: z.string(),
});

export const importPreviewAnswer = answer('ImportPreview', {
  create: z.array(importRowAnswer),
  duplicates: z.array(importDuplicateAnswer),
  refused: z
    .array(importRefusalAnswer)
    .describe(`The first ${IMPORT_REFUSALS_LISTED} refused rows, by row number`),
  refusedTotal: count.describe(
    "Every refused row, those listed included: the list says 'and N more' past its end",
  ),
});

const columnIndex = z.number().int().nullable();

/** Which column (0-based) fills each field; null: none. */
export const csvMappingAnswer = answer(
  'CsvMapping',
  Object.fromEntries(CSV_IMPORT_FIELDS.map((field) => [field, columnIndex])) as Record<
    CsvImportField,
    typeof columnIndex
  >,
);

/** For a CSV: its header row, the mapping used (guessed, or the one sent) and how its dates were read. */
export const csvImportInfoAnswer = answer('CsvImportInfo', {
  headers: z
    .array(z.string())
    .describe("The header row's cells, as shown (a long one cut, '…' marking the cut)"),
  sample: z
    .array(z.array(z.string()))
    .describe('Up to three data rows, to show beside the mapping (cells cut as the headers)'),
  mapping: csvMappingAnswer,
  dateOrder: z.enum(CSV_DATE_ORDERS),
  dateOrderAmbiguous: z
    .boolean()
    .describe('True when the dates could be day or month first: the user must confirm `dateOrder`'),
  ratingScale: z
    .enum(RATING_SCALES)
    .describe(
      'The scale the score column was read in (each cell converted to 0-100, rounded half up)',
    ),
  ratingScaleFrom: z
    .enum(RATING_SCALE_SOURCES)
    .describe(
      "Why that scale: the one sent, or guessed from the score column's header or values, or out of 100",
    ),
});

/** POST /api/users/{id}/imports: what the import would do (it changes nothing). */
export const importPreviewResponseAnswer = answer('ImportPreviewResponse', {
  importId: z.string(),
  source: z.enum(IMPORT_SOURCES),
  preview: importPreviewAnswer,
  csv: csvImportInfoAnswer.optional().describe('A CSV import only'),
});

export const importCommitResponseAnswer = answer('ImportCommitResponse', {
  created: count,
  skipped: count,
  refused: count,
});

/** Where a commit is: polled by the screen for its progress bar. */
export const importProgressAnswer = answer('ImportProgress', {
  importId: z.string(),
  status: z.enum(['previewed', 'importing', 'done']),
  total: count.describe("Rows the commit works through (the preview's create)"),
  done: count.describe('Of those, rows handled so far (created, or skipped as logged meanwhile)'),
  created: count,
  skipped: count,
  refused: count,
});

/** Where a fetch from setlist.fm stands: polled by the screen for its progress. */
export const setlistFmFetchAnswer = answer('SetlistFmFetch', {
  fetchId: z.string(),
  username: z.string(),
  status: z.enum(['fetching', 'fetched', 'failed']),
  pagesFetched: count,
  pagesTotal: count
    .nullable()
    .describe(
      `Pages the fetch asks for (at most ${SETLISTFM_MAX_PAGES}); null until the first page says`,
    ),
  attended: count
    .nullable()
    .describe("setlist.fm's count of the user's attended shows; null until the first page says"),
  setlists: count.describe('Setlists in the pages fetched so far'),
  error: z
    .string()
    .nullable()
    .describe('Why it stopped, when it failed (the pages fetched so far are kept)'),
});

/** The Import screen's first question: can this server fetch, and the user's latest fetch. */
export const setlistFmFetchStateAnswer = answer('SetlistFmFetchState', {
  available: z.boolean().describe('False: the server has no setlist.fm key, and files are the way'),
  fetch: setlistFmFetchAnswer.nullable(),
});
