// Reading an import's files into checked rows, and matching rows against the
// shows already logged: the pure half of imports.service.ts (no writes).
// setlist.fm pages are read here, CSV files in import-csv.ts.
//
// A preview reads up to 10 MB for one client, so it takes turns with every
// other request (Turns): a CSV is parsed a chunk at a time and rows are read
// and checked one at a time, each turn at most about TURN_MS long. A CSV's
// limits (columns, cell and line length, rows) stop the parser as soon as a
// line breaks them, so the worst file costs no more than its first bad line.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { readRegionNames, type LoggedShowKey } from '@gigrank/db';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  NotASetlistFmPage,
  normalizeKey,
  festivalEditionSchema,
  festivalNameSchema,
  setlistFmRows,
  showDateError,
  showInputSchema,
  stageSchema,
  type CsvImportInfo,
  type CsvMappingInput,
  type ImportedSetlist,
  type ImportRefusal,
  type ImportRow,
  type ImportSource,
} from '@gigrank/domain';
import { badRequest } from '../../errors';

import { splitCityLabel } from '../cities/cities.service';

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
  const { row, date, artist, city, countryCode, geonameId, latitude, longitude, venue } = s;
  return {
    row,
    date,
    artist,
    city,
    countryCode,
    region: regionOf(countryCode, s.stateCode),
    geonameId,
    latitude,
    longitude,
    venue,
    score: null,
    notes: null,
    companion: null,
    favoriteSong: null,
    guests: [],
    festival: null,
    stage: null,
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
  return festivalError(row) ?? showDateError(row.date, today);
}

/**
 * Why a row's festival or stage is refused (the festival form's rules for
 * the name and edition, a set's for the stage), or null. Rows stored from
 * before imports named festivals have neither field.
 */
function festivalError(row: ImportRow): string | null {
  const festival = row.festival ?? null;
  if (festival === null) return null;
  const checks = [
    festivalNameSchema.safeParse(festival.name),
    festivalEditionSchema.safeParse(festival.edition),
    stageSchema.safeParse(row.stage ?? null),
  ];
  const failed = checks.find((check) => !check.success);
  return failed?.error ? (failed.error.issues[0]?.message ?? 'Invalid row') : null;
}

/** A show's identity for duplicates: artist, date and city (and the city's country when both know it). */
const gigKey = (artistKey: string, date: string, cityKey: string) =>
  `${artistKey}\u0000${date}\u0000${cityKey}`;

/** How rows are matched against the shows already logged. */
export class LoggedShows {
  private readonly byGig = new Map<string, LoggedShowKey[]>();
  private readonly byArtistDate = new Map<string, LoggedShowKey[]>();
  private readonly bySource = new Map<string, number>();

  constructor(shows: readonly LoggedShowKey[]) {
    for (const show of shows) this.add(show);
  }

  add(show: LoggedShowKey): void {
    const key = gigKey(show.artist_key, show.date, show.city_key);
    this.byGig.set(key, [...(this.byGig.get(key) ?? []), show]);
    const day = gigKey(show.artist_key, show.date, '');
    if (show.city_id !== undefined)
      this.byArtistDate.set(day, [...(this.byArtistDate.get(day) ?? []), show]);
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

  /**
   * match, and else a logged show of the same artist and date in the city
   * the row's city is (`cityIdOf`, the city matching rule: 'New York' is
   * New York City, 'Quebec City' is Québec), or null. The city is looked up
   * only when the artist was logged on that date.
   */
  async matchCity(
    row: ImportRow,
    cityIdOf: (row: ImportRow) => Promise<number | undefined>,
  ): Promise<number | null> {
    const byName = this.match(row);
    if (byName !== null) return byName;
    const sameDay = this.byArtistDate.get(gigKey(normalizeKey(row.artist), row.date, ''));
    if (!sameDay) return null;
    const cityId = await cityIdOf(row);
    return sameDay.find((show) => show.city_id === cityId)?.id ?? null;
  }
}
