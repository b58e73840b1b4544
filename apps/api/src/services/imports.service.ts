import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import {
  advanceImport,
  countArtists,
  countNewShows,
  findArtistsByKeys,
  importOfUser,
  insertGuestsOfShows,
  insertImport,
  insertShowRows,
  lockUserShows,
  loggedShowKeys,
  readRegionNames,
  rerankUser,
  setImportStatus,
  showsOfSourceIds,
  unscoredShowsOf,
  type ArtistRow,
  type CityRow,
  type DB,
  type ImportRecord,
  type LoggedShowKey,
  type Transaction,
  type UserRow,
} from '@gigrank/db';
import {
  CSV_IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  NotASetlistFmPage,
  csvCellText,
  csvDateOrderOf,
  guessCsvMapping,
  isoDateInTimeZone,
  missingCsvFields,
  normalizeKey,
  ratingFromScore,
  readCsvDate,
  readCsvGuests,
  readCsvScore,
  readSetlistFmPages,
  showDateError,
  showInputSchema,
  type CsvImportInfo,
  type CsvMapping,
  type CsvMappingInput,
  type ImportCommitResponse,
  type ImportDuplicate,
  type ImportPreviewResponse,
  type ImportProgress,
  type ImportRefusal,
  type ImportRow,
  type ImportSource,
  type ImportStatus,
  type Show,
} from '@gigrank/domain';
import { committed, showCountChanges } from '../cache/changes';
import type { Change } from '../cache/keys';
import { badRequest, notFound } from '../errors';
import { assertOwner } from '../policy/access';
import { resolveArtist } from './artists.service';
import { resolveCity } from './cities.service';
import type { ServiceDeps } from './deps';

/**
 * Importing a history (issue 19): files are read into rows (setlist.fm's
 * attended pages, or a CSV through a column mapping), each row checked with
 * the same rules as the Add Show form, and sorted into what will be created,
 * what repeats a show already logged (same artist, date and city, or the
 * same setlist id) and what is refused with its reason. The preview changes
 * nothing but the `imports` row that holds the rows to create; the commit
 * works through them in batches, each a transaction that also records how
 * far it got, re-checking duplicates as it goes: a commit cut off by a crash
 * resumes where it stopped, and running it (or importing the file) again
 * creates nothing twice.
 */

/** Rows per transaction: small enough that others' requests run between batches. */
export const IMPORT_BATCH_ROWS = 50;
/**
 * After each batch the commit rests half as long as the batch took (at most
 * this long), so an import takes at most about two thirds of the server's
 * time and others' requests wait behind one batch at most: 5,000 rows still
 * import in seconds, well within issue 19's 30 s (README: bench:import).
 */
const IMPORT_REST_MAX_MS = 250;

/** What a preview is given: the files' texts, and for a CSV the mapping the user chose. */
export interface ImportInput {
  source: ImportSource;
  files: string[];
  mapping?: CsvMappingInput;
}

interface ReadRows {
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

function readSetlistFm(files: string[]): ReadRows {
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

function readCsv(files: string[], input: CsvMappingInput | undefined): ReadRows {
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
function checkRow(row: ImportRow, today: string): string | null {
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
class LoggedShows {
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
        gigKey(normalizeKey(row.artist), row.date, normalizeKey(splitLabel(row.city))),
      );
    const found = candidates?.find(
      (show) => !row.countryCode || !show.country || show.country === row.countryCode,
    );
    return found?.id ?? null;
  }
}

const splitLabel = (city: string) => /^(.*\S)\s*,\s*[A-Za-z]{2}$/.exec(city)?.[1] ?? city;

/** The preview: read, check, sort; stores the rows to create and changes nothing else. */
export async function previewImport(
  deps: ServiceDeps,
  user: UserRow,
  ownerId: number,
  input: ImportInput,
): Promise<ImportPreviewResponse> {
  assertOwner(user, ownerId, 'imports');
  if (input.files.length === 0) throw badRequest(IMPORT_MESSAGES.noFile);
  const read =
    input.source === 'setlistfm' ? readSetlistFm(input.files) : readCsv(input.files, input.mapping);
  if (read.rows.length + read.repeated.length + read.refused.length > IMPORT_MAX_ROWS) {
    throw badRequest(IMPORT_MESSAGES.tooManyRows);
  }
  const today = isoDateInTimeZone(new Date(), user.time_zone);
  const logged = new LoggedShows(await loggedShowKeys(deps.db, user.id));
  const create: ImportRow[] = [];
  const duplicates: ImportDuplicate[] = read.repeated.map((r) => ({ ...r, showId: null }));
  const refused = [...read.refused];
  // Rows of this upload seen so far, by the same identity as logged shows.
  const inUpload = new LoggedShows([]);
  for (const row of read.rows) {
    const problem = checkRow(row, today);
    if (problem) {
      refused.push({ row: row.row, message: problem });
      continue;
    }
    const showId = logged.match(row);
    if (showId !== null) {
      duplicates.push({ ...row, showId });
      continue;
    }
    if (inUpload.match(row) !== null) {
      duplicates.push({ ...row, showId: null });
      continue;
    }
    inUpload.add({
      id: row.row,
      artist_key: normalizeKey(row.artist),
      date: row.date,
      city_key: normalizeKey(row.city),
      country: row.countryCode ?? '',
      source_id: row.sourceId,
    });
    create.push(row);
  }
  duplicates.sort((a, b) => a.row - b.row);
  refused.sort((a, b) => a.row - b.row);
  const now = new Date().toISOString();
  const importId = randomUUID();
  await insertImport(deps.db, {
    id: importId,
    user_id: user.id,
    source: input.source,
    status: 'previewed',
    // Highest score first, unscored last: each batch's shows then rank below
    // the batches before it, so renumbering moves few of the user's shows.
    rows: JSON.stringify(
      [...create].sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.row - b.row),
    ),
    total: create.length,
    done: 0,
    created: 0,
    skipped: duplicates.length,
    refused: refused.length,
    created_at: now,
    updated_at: now,
  });
  return {
    importId,
    source: input.source,
    preview: { create, duplicates, refused },
    ...(read.csv ? { csv: read.csv } : {}),
  };
}

function progressOf(record: ImportRecord): ImportProgress {
  return {
    importId: record.id,
    status: record.status as ImportStatus,
    total: record.total,
    done: record.done,
    created: record.created,
    skipped: record.skipped,
    refused: record.refused,
  };
}

async function ownImport(
  deps: ServiceDeps,
  user: UserRow,
  importId: string,
): Promise<ImportRecord> {
  const record = await importOfUser(deps.db, user.id, importId);
  if (!record) throw notFound(IMPORT_MESSAGES.notFound);
  return record;
}

/** Where a commit is (the screen's progress bar). */
export async function importProgress(
  deps: ServiceDeps,
  user: UserRow,
  ownerId: number,
  importId: string,
): Promise<ImportProgress> {
  assertOwner(user, ownerId, 'imports');
  return progressOf(await ownImport(deps, user, importId));
}

/**
 * Artists and cities found or created by a commit, by key: a batch looks up
 * the ones it has not met in one statement. Kept across batches (catalogue
 * rows are never deleted); `grew` is per batch (its cache changes).
 */
interface Catalogue {
  artists: Map<string, ArtistRow>;
  cities: Map<string, CityRow>;
  grew: boolean;
}

async function knownArtists(trx: Transaction<DB>, rows: ImportRow[], catalogue: Catalogue) {
  const keys = new Set<string>();
  for (const row of rows) {
    for (const name of [row.artist, ...row.guests]) {
      const key = normalizeKey(name);
      if (!catalogue.artists.has(key)) keys.add(key);
    }
  }
  for (const artist of await findArtistsByKeys(trx, [...keys])) {
    catalogue.artists.set(artist.name_key, artist);
  }
}

async function artistOf(trx: Transaction<DB>, name: string, catalogue: Catalogue) {
  const key = normalizeKey(name);
  let row = catalogue.artists.get(key);
  if (!row) {
    const resolved = await resolveArtist(trx, name);
    row = resolved.row;
    catalogue.grew ||= resolved.created;
    catalogue.artists.set(key, row);
  }
  return row;
}

async function cityOf(trx: Transaction<DB>, row: ImportRow, catalogue: Catalogue) {
  const key = `${normalizeKey(row.city)}\u0000${row.countryCode ?? ''}\u0000${row.region ?? ''}`;
  let city = catalogue.cities.get(key);
  if (!city) {
    const resolved = await resolveCity(trx, row.city, row.countryCode, row.region);
    city = resolved.row;
    catalogue.grew ||= resolved.created;
    catalogue.cities.set(key, city);
  }
  return city;
}

/**
 * One batch in one transaction: rows that became duplicates since the
 * preview (another import, a show added by hand, this batch run before)
 * are skipped; the others are created with their counters; the user's
 * ranks are renumbered once; the import's progress moves in the same
 * transaction. Null when another run of this commit got there first.
 */
async function commitBatch(
  deps: ServiceDeps,
  user: UserRow,
  record: ImportRecord,
  rows: ImportRow[],
  from: number,
  last: boolean,
  catalogue: Catalogue,
): Promise<{ created: number; skipped: number; changes: Change[] } | null> {
  catalogue.grew = false;
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await lockUserShows(trx, user.id);
      const dates = [...new Set(rows.map((r) => r.date))];
      const logged = new LoggedShows(await loggedShowKeys(trx, user.id, dates));
      for (const show of await showsOfSourceIds(
        trx,
        user.id,
        rows.flatMap((r) => (r.sourceId ? [r.sourceId] : [])),
      )) {
        logged.add({
          id: show.id,
          artist_key: '',
          date: '',
          city_key: '',
          country: '',
          source_id: show.source_id,
        });
      }
      await knownArtists(trx, rows, catalogue);
      const changes: Change[] = [];
      let skipped = 0;
      const now = new Date().toISOString();
      const base = Date.parse(now);
      const fresh: { row: ImportRow; artist: ArtistRow; city: CityRow; guests: ArtistRow[] }[] = [];
      for (const row of rows) {
        if (logged.match(row) !== null) {
          skipped += 1;
          continue;
        }
        const artist = await artistOf(trx, row.artist, catalogue);
        const city = await cityOf(trx, row, catalogue);
        const guests: ArtistRow[] = [];
        for (const name of row.guests) {
          const guest = await artistOf(trx, name, catalogue);
          if (guest.id !== artist.id && !guests.some((g) => g.id === guest.id)) guests.push(guest);
        }
        // A row repeating another of this batch is a duplicate too.
        logged.add({
          id: -1,
          artist_key: artist.name_key,
          date: row.date,
          city_key: city.name_key,
          country: city.country,
          source_id: row.sourceId,
        });
        fresh.push({ row, artist, city, guests });
      }
      // One statement for the batch's shows; entered a millisecond apart, in order.
      const shows = await insertShowRows(
        trx,
        fresh.map(({ row, artist, city }, i) => ({
          user_id: user.id,
          artist_id: artist.id,
          city_id: city.id,
          venue: row.venue,
          date: row.date,
          companion: row.companion,
          favorite_song: row.favoriteSong,
          notes: row.notes,
          score: row.score,
          rating: row.score === null ? null : ratingFromScore(row.score),
          created_at: new Date(base + i).toISOString(),
          photos_count: 0,
          setlist: row.setlist.length ? JSON.stringify(row.setlist) : null,
          source_id: row.sourceId,
          source_url: row.sourceUrl,
        })),
      );
      await insertGuestsOfShows(
        trx,
        fresh.map(({ guests }, i) => ({
          showId: shows[i]!.id,
          artistIds: guests.map((g) => g.id),
        })),
      );
      const counted = shows;
      const scored = fresh.some(({ row }) => row.score !== null);
      const created = shows.length;
      for (const [i, { artist, guests }] of fresh.entries()) {
        changes.push(
          ...showCountChanges({
            id: shows[i]!.id,
            userId: user.id,
            artistKeys: [artist.name_key, ...guests.map((g) => g.name_key)],
          }),
        );
      }
      await countArtists(trx, await countNewShows(trx, user.id, counted));
      if (scored) await rerankUser(trx, user.id);
      const advanced = await advanceImport(trx, record.id, from, {
        rows: rows.length,
        created,
        skipped,
        status: last ? 'done' : 'importing',
        at: now,
      });
      if (!advanced) throw new LostRace();
      if (catalogue.grew) changes.push({ kind: 'artistCatalogue' });
      return { created, skipped, changes };
    })
    .catch((error: unknown) => {
      if (error instanceof LostRace) return null;
      throw error;
    });
}

class LostRace extends Error {}

/** A write's changes without repeats (a batch of 100 shows names the user 100 times). */
function distinct(changes: Change[]): Change[] {
  return [...new Map(changes.map((c) => [JSON.stringify(c), c])).values()];
}

/**
 * Imports the previewed rows, batch by batch, from where the import stands
 * (a commit cut off resumes; one already done answers its totals).
 */
export async function commitImport(
  deps: ServiceDeps,
  user: UserRow,
  ownerId: number,
  importId: string,
): Promise<ImportCommitResponse> {
  assertOwner(user, ownerId, 'imports');
  let record = await ownImport(deps, user, importId);
  const rows = JSON.parse(record.rows) as ImportRow[];
  if (record.status === 'previewed') {
    await setImportStatus(deps.db, record.id, 'importing', new Date().toISOString());
  }
  const catalogue: Catalogue = { artists: new Map(), cities: new Map(), grew: false };
  while (record.done < rows.length) {
    const from = record.done;
    const batch = rows.slice(from, from + IMPORT_BATCH_ROWS);
    const started = performance.now();
    const result = await commitBatch(
      deps,
      user,
      record,
      batch,
      from,
      from + batch.length >= rows.length,
      catalogue,
    );
    if (result) await committed(deps, distinct(result.changes));
    record = await ownImport(deps, user, importId);
    // Others' requests run while the commit rests.
    await sleep(Math.min(IMPORT_REST_MAX_MS, (performance.now() - started) / 2));
  }
  if (record.status !== 'done')
    await setImportStatus(deps.db, record.id, 'done', new Date().toISOString());
  return { created: record.created, skipped: record.skipped, refused: record.refused };
}

/** The queue of shows to rate: the owner's unscored shows, newest first. */
export async function unscoredShows(
  deps: ServiceDeps,
  user: UserRow,
  ownerId: number,
  page: { limit?: number; after?: number },
): Promise<{ shows: Show[]; total: number }> {
  assertOwner(user, ownerId, 'imports');
  return unscoredShowsOf(deps.db, user.id, { limit: page.limit ?? 20, after: page.after });
}
