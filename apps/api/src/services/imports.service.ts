import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  advanceImport,
  countArtistsAtOnce,
  applyPlaceCounts,
  countNewShowPlaces,
  countNewShows,
  findOrInsertVenues,
  findArtistsByKeys,
  insertArtists,
  importOfUser,
  insertGuestsOfShows,
  insertImport,
  insertShowRows,
  lockUserShows,
  loggedShowKeys,
  rerankUser,
  setImportStatus,
  showsOfSourceIds,
  unscoredShowsOf,
  type ArtistRow,
  type CityRow,
  type DB,
  type ImportRecord,
  type Transaction,
  type UserRow,
} from '@gigrank/db';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  isoDateInTimeZone,
  normalizeKey,
  ratingFromScore,
  type ImportCommitResponse,
  type ImportDuplicate,
  type ImportPreviewResponse,
  type ImportProgress,
  type ImportRow,
  type ImportStatus,
  type Show,
} from '@gigrank/domain';
import { committed, showCountChanges } from '../cache/changes';
import type { Change } from '../cache/keys';
import { badRequest, notFound } from '../errors';
import { assertOwner } from '../policy/access';
import { resolveArtist } from './artists.service';
import { resolveCity } from './cities.service';
import { venueName } from './place-resolution';
import type { ServiceDeps } from './deps';

import { LoggedShows, checkRow, readCsv, readSetlistFm, type ImportInput } from './import-reading';

export type { ImportInput } from './import-reading';

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

/**
 * Finds the batch's artists (main and guests) it has not met yet in one
 * statement, and creates the missing ones in two more (their first spelling
 * is kept, as resolveArtist does).
 */
async function knownArtists(trx: Transaction<DB>, rows: ImportRow[], catalogue: Catalogue) {
  const wanted = new Map<string, string>();
  for (const row of rows) {
    for (const raw of [row.artist, ...row.guests]) {
      const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
      const key = normalizeKey(name);
      if (key && !catalogue.artists.has(key) && !wanted.has(key)) wanted.set(key, name);
    }
  }
  if (wanted.size === 0) return;
  for (const artist of await findArtistsByKeys(trx, [...wanted.keys()])) {
    catalogue.artists.set(artist.name_key, artist);
  }
  const missing = [...wanted].filter(([key]) => !catalogue.artists.has(key));
  const created = await insertArtists(
    trx,
    missing.map(([nameKey, name]) => ({ name, nameKey })),
  );
  for (const artist of created) catalogue.artists.set(artist.name_key, artist);
  catalogue.grew ||= created.length > 0;
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
      // The batch's venues, found or created in their cities in two statements.
      const venueKey = (cityId: number, key: string) => `${cityId}\u0000${key}`;
      const wantedVenues = new Map<string, { name: string; nameKey: string; cityId: number }>();
      for (const { row, city } of fresh) {
        const name = venueName(row.venue ?? '');
        const nameKey = normalizeKey(name);
        if (nameKey)
          wantedVenues.set(venueKey(city.id, nameKey), { name, nameKey, cityId: city.id });
      }
      const venues = new Map(
        (await findOrInsertVenues(trx, [...wantedVenues.values()])).map((v) => [
          venueKey(v.city_id, v.name_key),
          v,
        ]),
      );
      const venueOf = (venue: string | null, cityId: number) =>
        venues.get(venueKey(cityId, normalizeKey(venueName(venue ?? ''))));
      // One statement for the batch's shows; entered a millisecond apart, in order.
      const shows = await insertShowRows(
        trx,
        fresh.map(({ row, artist, city }, i) => ({
          user_id: user.id,
          artist_id: artist.id,
          city_id: city.id,
          venue: venueOf(row.venue, city.id)?.name ?? null,
          venue_id: venueOf(row.venue, city.id)?.id ?? null,
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
      for (const [i, { row, artist, city, guests }] of fresh.entries()) {
        changes.push(
          ...showCountChanges({
            id: shows[i]!.id,
            userId: user.id,
            artistKeys: [artist.name_key, ...guests.map((g) => g.name_key)],
          }),
          // Who else was at the gig (issue 21).
          { kind: 'gig', artistId: artist.id, cityId: city.id, date: row.date },
        );
      }
      const placeCounts = await countNewShowPlaces(trx, user.id, counted);
      changes.push(...placeCounts.map((c) => ({ kind: 'venue', id: c.id }) as const));
      await applyPlaceCounts(trx, placeCounts);
      await countArtistsAtOnce(trx, await countNewShows(trx, user.id, counted));
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
