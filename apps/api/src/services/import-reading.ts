// Reading an import's files into checked rows, and matching rows against the
// shows already logged: the pure half of imports.service.ts (no writes).
import { parse } from 'csv-parse/sync';
import { readRegionNames, type LoggedShowKey } from '@gigrank/db';
import {
  CSV_IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  NotASetlistFmPage,
  csvCellText,
  csvDateOrderOf,
  guessCsvMapping,
  missingCsvFields,
  normalizeKey,
  readCsvDate,
  readCsvGuests,
  readCsvScore,
  readSetlistFmPages,
  showDateError,
  showInputSchema,
  type CsvImportInfo,
  type CsvMapping,
  type CsvMappingInput,
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

export function readSetlistFm(files: string[]): ReadRows {
  const pages = files.map((text, index) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest(new NotASetlistFmPage(index + 1).message);
    }
  });
  let read;
  try {
    read = readSetlistFmPages(pages);
  } catch (error) {
    if (error instanceof NotASetlistFmPage) throw badRequest(error.message);
    throw error;
  }
  const rows: ImportRow[] = read.setlists.map((s) => ({
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
  }));
  const bySource = new Map(rows.map((r) => [r.sourceId, r]));
  const repeated = read.repeated.flatMap(({ row, sourceId }) => {
    const first = bySource.get(sourceId);
    return first ? [{ ...first, row }] : [];
  });
  return { rows, repeated, refused: read.refused };
}

/** A CSV's records (header first), or a clear refusal; never more than the row limit. */
function csvRecords(text: string): string[][] {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
      // One more than allowed, to say the file is too long rather than cut it silently.
      to_line: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch {
    throw badRequest(IMPORT_MESSAGES.csvUnreadable);
  }
  if (records.length < 1 || records[0]!.every((cell) => cell.trim() === '')) {
    throw badRequest(IMPORT_MESSAGES.csvUnreadable);
  }
  return records;
}

export function readCsv(files: string[], input: CsvMappingInput | undefined): ReadRows {
  const tables = files.map(csvRecords);
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
    headers,
    sample: data.slice(0, 3),
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
  data.forEach((record, index) => {
    const row = index + 1;
    const rawDate = cell(record, 'date');
    const date = readCsvDate(rawDate, dateOrder);
    if (!date) {
      refused.push({ row, message: rawDate ? `Invalid date "${rawDate}"` : 'Date is required' });
      return;
    }
    const score = readCsvScore(cell(record, 'score'));
    if (score === undefined) {
      refused.push({
        row,
        message: `Invalid score "${cell(record, 'score')}" (a whole number from 0 to 100, or empty)`,
      });
      return;
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
  });
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
