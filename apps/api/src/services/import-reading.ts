// Reading an import's files into checked rows, and matching rows against the
// shows already logged: the pure half of imports.service.ts (no writes).
//
// A preview reads up to 10 MB for one client, so it takes turns with every
// other request (Turns): a CSV is parsed a chunk at a time and rows are read
// and checked one at a time, each turn at most about TURN_MS long. A CSV's
// limits (columns, cell and line length, rows) stop the parser as soon as a
// line breaks them, so the worst file costs no more than its first bad line.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import { readRegionNames, type LoggedShowKey } from '@gigrank/db';
import {
  CSV_IMPORT_FIELDS,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_LINE_CHARS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  NotASetlistFmPage,
  csvCellText,
  csvRowName,
  csvDateOrderOf,
  guessCsvMapping,
  missingCsvFields,
  normalizeKey,
  readCsvDate,
  readCsvGuests,
  readCsvScore,
  setlistFmRows,
  shownCsvCell,
  showDateError,
  showInputSchema,
  type CsvImportInfo,
  type CsvMapping,
  type CsvMappingInput,
  type ImportedSetlist,
  type ImportRefusal,
  type ImportRow,
  type ImportSource,
} from '@gigrank/domain';
import { badRequest } from '../errors';

import { splitCityLabel } from './cities.service';

/** What a preview is given: the files' texts, and for a CSV the mapping the user chose. */
export interface ImportInput {
  source: ImportSource;
  files: string[];
  mapping?: CsvMappingInput;
}

export interface ReadRows {
  rows: ImportRow[];
  /** Rows repeating an earlier row of the same upload (a page saved twice). */
  repeated: ImportRow[];
  refused: ImportRefusal[];
  csv?: CsvImportInfo;
}

let regionNames: Map<string, string> | undefined;
/** setlist.fm's stateCode is GeoNames' admin1 code, which the catalogue's regions are named by. */
function regionOf(countryCode: string | null, stateCode: string | null): string | null {
  if (!countryCode || !stateCode) return null;
  regionNames ??= readRegionNames();
  return regionNames.get(`${countryCode}.${stateCode}`) ?? null;
}

let countryCodes: Map<string, string> | undefined;
/** A country cell as an ISO code: 'PT', 'pt', 'Portugal', 'United States' -> 'PT', 'US'. */
export function countryCodeOf(cell: string): string | null {
  const value = cell.trim();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  if (!value) return null;
  if (!countryCodes) {
    countryCodes = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name && name !== code) countryCodes.set(normalizeKey(name), code);
      }
    }
    for (const [alias, code] of [
      ['usa', 'US'],
      ['united states of america', 'US'],
      ['uk', 'GB'],
      ['england', 'GB'],
      ['scotland', 'GB'],
      ['wales', 'GB'],
    ] as const) {
      countryCodes.set(normalizeKey(alias), code);
    }
  }
  return countryCodes.get(normalizeKey(value)) ?? null;
}

/** How long a preview works before other requests get a turn (ms). */
const TURN_MS = 10;
/** Characters of a CSV handed to the parser at once: well under one turn's work. */
const CSV_CHUNK_CHARS = 32 * 1024;

/**
 * Taking turns with other requests: `take()` lets the event loop serve
 * them (setImmediate) once this work has run for `ms` since its last turn.
 */
export class Turns {
  private since = performance.now();
  constructor(private readonly ms = TURN_MS) {}

  async take(): Promise<void> {
    if (performance.now() - this.since < this.ms) return;
    await nextTurn();
    this.since = performance.now();
  }

  /** Lets other requests run now (between two pieces of work known to be long). */
  async give(): Promise<void> {
    await nextTurn();
    this.since = performance.now();
  }
}

/** A setlist read from a page as an import row (the region from the catalogue's names). */
function setlistRow(s: ImportedSetlist): ImportRow {
  return {
    row: s.row,
    date: s.date,
    artist: s.artist,
    city: s.city,
    countryCode: s.countryCode,
    region: regionOf(s.countryCode, s.stateCode),
    venue: s.venue,
    score: null,
    notes: null,
    companion: null,
    favoriteSong: null,
    guests: [],
    setlist: s.setlist,
    sourceId: s.sourceId,
    sourceUrl: s.sourceUrl,
  };
}

export async function readSetlistFm(files: string[], turns = new Turns()): Promise<ReadRows> {
  const pages: unknown[] = [];
  for (const [index, text] of files.entries()) {
    await turns.give();
    try {
      pages.push(JSON.parse(text) as unknown);
    } catch {
      throw badRequest(new NotASetlistFmPage(index + 1).message);
    }
  }
  const read: ReadRows = { rows: [], repeated: [], refused: [] };
  let count = 0;
  try {
    for (const item of setlistFmRows(pages)) {
      count += 1;
      // Stops reading once the file is known to be too long.
      if (count > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
      if (item.kind === 'refused') read.refused.push(item.refusal);
      else if (item.kind === 'repeated') read.repeated.push(setlistRow(item.setlist));
      else read.rows.push(setlistRow(item.setlist));
      await turns.take();
    }
  } catch (error) {
    if (error instanceof NotASetlistFmPage) throw badRequest(error.message);
    throw error;
  }
  return read;
}

/** A CSV limit met while reading, with the message the file is refused with. */
class CsvLimit extends Error {}

/** The text in chunks of about CSV_CHUNK_CHARS, never splitting a surrogate pair. */
function* chunksOf(text: string): Generator<string> {
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + CSV_CHUNK_CHARS);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield text.slice(at, end);
    at = end;
  }
}

/**
 * Characters of one physical line of a CSV (cells, commas and quotes): a
 * longer one refuses the file before it is parsed. Twice the cells' limit,
 * for the commas and quotes around them.
 */
const CSV_MAX_RAW_LINE = 2 * IMPORT_MAX_LINE_CHARS;

/**
 * Where a physical line longer than CSV_MAX_RAW_LINE starts in `chunk`
 * (0 when it began in an earlier chunk), or -1; `run` is the length of the
 * line the chunk continues, and comes back as the length of its last line.
 */
function longLineIn(chunk: string, line: { run: number }): number {
  const breaks = /[\r\n]/g;
  let start = 0;
  for (;;) {
    const found = breaks.exec(chunk);
    const end = found ? found.index : chunk.length;
    line.run += end - start;
    if (line.run > CSV_MAX_RAW_LINE) return start;
    if (!found) return -1;
    line.run = 0;
    start = end + 1;
  }
}

/**
 * A CSV file's records (header first), or a clear refusal, read a chunk per
 * turn. The limits stop the reading on the row that breaks them: a line
 * over CSV_MAX_RAW_LINE (checked before the parser sees it), a row's cells
 * over IMPORT_MAX_LINE_CHARS (the parser's max_record_size, even inside a
 * quoted cell), more than IMPORT_MAX_COLUMNS cells or a cell over
 * IMPORT_MAX_CELL_CHARS (as each row is read), or more data rows than
 * `rowsLeft`. `rowsBefore`: the data rows of the files before this one
 * (rows are numbered across files).
 */
async function csvRecords(
  text: string,
  file: number,
  files: number,
  rowsBefore: number,
  rowsLeft: number,
  turns: Turns,
): Promise<string[][]> {
  // A record by its index: 0 is the header, then data rows numbered across the files.
  const where = (index: number) => csvRowName(index === 0 ? 0 : rowsBefore + index, file, files);
  let read = 0;
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: false,
    max_record_size: IMPORT_MAX_LINE_CHARS,
    // Each row as it is read: the column and cell limits (a thrown error stops the parser).
    on_record: (record: string[]) => {
      if (record.length > IMPORT_MAX_COLUMNS) {
        throw new CsvLimit(IMPORT_MESSAGES.tooManyColumns(where(read)));
      }
      if (record.some((cell) => cell.length > IMPORT_MAX_CELL_CHARS)) {
        throw new CsvLimit(IMPORT_MESSAGES.cellTooLong(where(read)));
      }
      read += 1;
      return record;
    },
  });
  const records: string[][] = [];
  let failure: unknown;
  parser.on('readable', () => {
    let record: string[] | null;
    while ((record = parser.read() as string[] | null) !== null) records.push(record);
  });
  parser.on('error', (error) => (failure ??= error));
  const ended = new Promise<void>((resolve) => {
    parser.once('end', resolve);
    parser.once('close', resolve);
  });
  const refusal = (error: unknown) => {
    if (error instanceof CsvLimit) return badRequest(error.message);
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') {
      return badRequest(IMPORT_MESSAGES.lineTooLong(where(read)));
    }
    return badRequest(IMPORT_MESSAGES.csvUnreadable);
  };
  const line = { run: 0 };
  try {
    for (const chunk of chunksOf(text)) {
      const long = longLineIn(chunk, line);
      // What comes before a line too long is parsed first, so the refusal names its row.
      parser.write(long === -1 ? chunk : chunk.slice(0, long));
      // The chunk is parsed now; its records and any error arrive before the next turn.
      await turns.give();
      if (failure !== undefined) throw refusal(failure);
      if (long !== -1) throw badRequest(IMPORT_MESSAGES.lineTooLong(where(read)));
      if (records.length - 1 > rowsLeft) throw badRequest(IMPORT_MESSAGES.tooManyRows);
    }
    parser.end();
    await ended;
    if (failure !== undefined) throw refusal(failure);
  } finally {
    parser.destroy();
  }
  if (records.length - 1 > rowsLeft) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  if (records.length < 1 || records[0]!.every((cell) => cell.trim() === '')) {
    throw badRequest(IMPORT_MESSAGES.csvUnreadable);
  }
  return records;
}

export async function readCsv(
  files: string[],
  input: CsvMappingInput | undefined,
  turns = new Turns(),
): Promise<ReadRows> {
  const tables: string[][][] = [];
  let rowsBefore = 0;
  for (const [index, text] of files.entries()) {
    const left = IMPORT_MAX_ROWS - rowsBefore;
    const table = await csvRecords(text, index + 1, files.length, rowsBefore, left, turns);
    rowsBefore += table.length - 1;
    tables.push(table);
  }
  const headers = tables[0]![0]!.map((h) => h.trim());
  const mapping: CsvMapping = { ...guessCsvMapping(headers) };
  for (const field of CSV_IMPORT_FIELDS) {
    const column = input?.columns?.[field];
    if (column !== undefined)
      mapping[field] = column !== null && column < headers.length ? column : null;
  }
  const missing = missingCsvFields(mapping);
  // Every file of one import has the first file's columns; their data rows follow each other.
  const data = tables.flatMap((table) => table.slice(1));
  const cell = (record: string[], field: keyof CsvMapping): string => {
    const column = mapping[field];
    return column === null ? '' : csvCellText((record[column] ?? '').trim());
  };
  const guessed = csvDateOrderOf(data.map((r) => cell(r, 'date')));
  const dateOrder = input?.dateOrder ?? guessed.order;
  const csv: CsvImportInfo = {
    headers: headers.map(shownCsvCell),
    sample: data.slice(0, 3).map((record) => record.map(shownCsvCell)),
    mapping,
    dateOrder,
    dateOrderAmbiguous: guessed.ambiguous && input?.dateOrder === undefined,
  };
  if (missing.length) {
    // Nothing can be read without them: the screen shows the mapping to fix.
    return {
      rows: [],
      repeated: [],
      refused: [{ row: 0, message: `Choose the column of: ${missing.join(', ')}` }],
      csv,
    };
  }
  const rows: ImportRow[] = [];
  const refused: ImportRefusal[] = [];
  for (const [index, record] of data.entries()) {
    await turns.take();
    const row = index + 1;
    const rawDate = cell(record, 'date');
    const date = readCsvDate(rawDate, dateOrder);
    if (!date) {
      refused.push({
        row,
        message: rawDate ? IMPORT_MESSAGES.invalidDate(rawDate) : 'Date is required',
      });
      continue;
    }
    const score = readCsvScore(cell(record, 'score'));
    if (score === undefined) {
      refused.push({ row, message: IMPORT_MESSAGES.invalidScore(cell(record, 'score')) });
      continue;
    }
    const text = (field: keyof CsvMapping) => cell(record, field) || null;
    rows.push({
      row,
      date,
      artist: cell(record, 'artist'),
      city: cell(record, 'city'),
      countryCode: countryCodeOf(cell(record, 'country')),
      region: null,
      venue: text('venue'),
      score,
      notes: text('notes'),
      companion: text('companion'),
      favoriteSong: text('favoriteSong'),
      guests: readCsvGuests(cell(record, 'guests')),
      setlist: [],
      sourceId: null,
      sourceUrl: null,
    });
  }
  return { rows, repeated: [], refused, csv };
}

/**
 * A row checked with the Add Show form's rules (the same schema, limits and
 * messages; an unscored row is checked as if scored), or why it is refused.
 */
export function checkRow(row: ImportRow, today: string): string | null {
  const parsed = showInputSchema.safeParse({
    artist: row.artist,
    city: row.city,
    date: row.date,
    score: row.score ?? 0,
    guestAppearances: row.guests,
    venue: row.venue ?? undefined,
    companion: row.companion ?? undefined,
    favoriteSong: row.favoriteSong ?? undefined,
    notes: row.notes ?? undefined,
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid row';
  return showDateError(row.date, today);
}

/** A show's identity for duplicates: artist, date and city (and the city's country when both know it). */
const gigKey = (artistKey: string, date: string, cityKey: string) =>
  `${artistKey}\u0000${date}\u0000${cityKey}`;

/** How rows are matched against the shows already logged. */
export class LoggedShows {
  private readonly byGig = new Map<string, LoggedShowKey[]>();
  private readonly bySource = new Map<string, number>();

  constructor(shows: readonly LoggedShowKey[]) {
    for (const show of shows) this.add(show);
  }

  add(show: LoggedShowKey): void {
    const key = gigKey(show.artist_key, show.date, show.city_key);
    this.byGig.set(key, [...(this.byGig.get(key) ?? []), show]);
    if (show.source_id) this.bySource.set(show.source_id, show.id);
  }

  /** The logged show this row repeats, or null. */
  match(row: ImportRow): number | null {
    if (row.sourceId) {
      const id = this.bySource.get(row.sourceId);
      if (id !== undefined) return id;
    }
    const city = normalizeKey(row.city);
    const candidates =
      this.byGig.get(gigKey(normalizeKey(row.artist), row.date, city)) ??
      // 'Lisbon, PT' typed in one cell matches the city Lisbon.
      this.byGig.get(
        gigKey(normalizeKey(row.artist), row.date, normalizeKey(splitCityLabel(row.city).name)),
      );
    const found = candidates?.find(
      (show) => !row.countryCode || !show.country || show.country === row.countryCode,
    );
    return found?.id ?? null;
  }
}
