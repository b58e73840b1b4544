import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  advanceImport,
  dropOldPreviews,
  importOfUser,
  insertImport,
  loggedShowKeys,
  setImportStatus,
  unscoredShowsOf,
  type ImportRecord,
  type UserRow,
} from '@gigrank/db';
import {
  IMPORT_MAX_OPEN_PREVIEWS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  IMPORT_REFUSALS_LISTED,
  importFilesProblem,
  isoDateInTimeZone,
  normalizeKey,
  type ImportCommitResponse,
  type ImportDuplicate,
  type ImportPreviewResponse,
  type ImportProgress,
  type ImportRow,
  type ImportStatus,
  type Show,
} from '@gigrank/domain';
import { committed } from '../../cache/changes';
import { badRequest, found, tooLarge } from '../../errors';
import { assertOwner } from '../../policy/access';
import type { ServiceDeps } from '../../ports/service-deps';

import { LoggedShows, Turns, checkRow, readSetlistFm, type ImportInput } from './import-reading';
import { readCsv } from './import-csv';
import { commitBatch, distinct, recordImportCompleted, type Catalogue } from './import-batch';
import { importedCityIds } from '../cities/cities.service';
import { checkImportFestivals, festivalSpans } from './import-festivals';

export type { ImportInput } from './import-reading';

/**
 * Importing a history: files are read into rows (setlist.fm's
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
const IMPORT_BATCH_ROWS = 50;
/**
 * After each batch the commit rests half as long as the batch took (at most
 * this long), so an import takes at most about two thirds of the server's
 * time and others' requests wait behind one batch at most: 5,000 rows still
 * import in seconds, well within the 30 s target (bench/import.ts).
 */
const IMPORT_REST_MAX_MS = 250;

/**
 * Refuses files past the import limits (importFilesProblem): 413 for
 * sizes, 400 for the count. The REST path calls it on the parts' sizes
 * before it reads them, and every preview on the texts it reads.
 */
export function refuseImportFiles(sizes: readonly number[]): void {
  const problem = importFilesProblem(sizes);
  if (problem === null) return;
  const sizeProblem =
    problem === IMPORT_MESSAGES.fileTooLarge || problem === IMPORT_MESSAGES.tooLarge;
  throw sizeProblem ? tooLarge(problem) : badRequest(problem);
}

/**
 * The preview: read, check, sort; stores the rows to create (dropping the
 * user's oldest previews past IMPORT_MAX_OPEN_PREVIEWS) and changes nothing
 * else. Reading and checking take turns with other requests (Turns); the
 * answer lists the first IMPORT_REFUSALS_LISTED refusals and counts them all.
 */
export async function previewImport(
  deps: ServiceDeps,
  user: UserRow,
  ownerId: number,
  input: ImportInput,
): Promise<ImportPreviewResponse> {
  assertOwner(user, ownerId, 'imports');
  refuseImportFiles(input.files.map((text) => Buffer.byteLength(text)));
  const turns = new Turns();
  const read =
    input.source === 'setlistfm'
      ? await readSetlistFm(input.files, turns)
      : await readCsv(input.files, input.mapping, turns);
  if (read.rows.length + read.repeated.length + read.refused.length > IMPORT_MAX_ROWS) {
    throw badRequest(IMPORT_MESSAGES.tooManyRows);
  }
  const today = isoDateInTimeZone(new Date(), user.time_zone);
  const logged = new LoggedShows(await loggedShowKeys(deps.db, user.id));
  const cityIds = importedCityIds(deps.db);
  let create: ImportRow[] = [];
  const duplicates: ImportDuplicate[] = [];
  const refused = [...read.refused];
  // A row repeated in the upload is checked as its first was: a refused one stays refused.
  for (const row of read.repeated) {
    await turns.take();
    const problem = checkRow(row, today);
    if (problem) refused.push({ row: row.row, message: problem });
    else duplicates.push({ ...row, showId: null });
  }
  // Rows of this upload seen so far, by the same identity as logged shows.
  const inUpload = new LoggedShows([]);
  for (const row of read.rows) {
    await turns.take();
    const problem = checkRow(row, today);
    if (problem) {
      refused.push({ row: row.row, message: problem });
      continue;
    }
    const showId = await logged.matchCity(row, cityIds);
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
  // The festivals the rows name, each checked once against the catalogue.
  const festivals = await checkImportFestivals(deps.db, user.id, create, turns);
  create = festivals.rows;
  refused.push(...festivals.refused);
  duplicates.sort((a, b) => a.row - b.row);
  refused.sort((a, b) => a.row - b.row);
  const now = new Date().toISOString();
  const importId = randomUUID();
  await turns.give();
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
  await dropOldPreviews(deps.db, user.id, importId, IMPORT_MAX_OPEN_PREVIEWS);
  return {
    importId,
    source: input.source,
    preview: {
      create,
      duplicates,
      refused: refused.slice(0, IMPORT_REFUSALS_LISTED),
      refusedTotal: refused.length,
    },
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

/** An import of the path's user (REST and tRPC both name them), who must be the session user. */
interface ImportOfUser {
  userId: number;
  importId: string;
}

/**
 * The import `importId` of `userId`: 403 unless they are the session user;
 * `missing` is the 404's message (anyone else's import is missing too).
 */
function ownImport(
  deps: ServiceDeps,
  user: UserRow,
  { userId, importId }: ImportOfUser,
  missing: string = IMPORT_MESSAGES.notFound,
): Promise<ImportRecord> {
  assertOwner(user, userId, 'imports');
  return found(importOfUser(deps.db, user.id, importId), missing);
}

/** Where a commit is (the screen's progress bar). */
export async function importProgress(
  deps: ServiceDeps,
  user: UserRow,
  ofUser: ImportOfUser,
): Promise<ImportProgress> {
  return progressOf(await ownImport(deps, user, ofUser));
}

/**
 * Imports the previewed rows, batch by batch, from where the import stands
 * (a commit cut off resumes; one already done answers its totals).
 */
export async function commitImport(
  deps: ServiceDeps,
  user: UserRow,
  ofUser: ImportOfUser,
): Promise<ImportCommitResponse> {
  // A preview is gone two days after it was made, or once newer ones replaced it.
  let record = await ownImport(deps, user, ofUser, IMPORT_MESSAGES.expired);
  const rows = JSON.parse(record.rows) as ImportRow[];
  if (record.status === 'previewed') {
    await setImportStatus(deps.db, record.id, 'importing', new Date().toISOString());
  }
  const catalogue: Catalogue = {
    artists: new Map(),
    cities: new Map(),
    // Every row's festival span: an edition is added over all its rows' days, whichever batch meets it first.
    festivals: { festivals: new Map(), spans: festivalSpans(rows) },
    grew: false,
  };
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
    record = await ownImport(deps, user, ofUser);
    // Others' requests run while the commit rests.
    await sleep(Math.min(IMPORT_REST_MAX_MS, (performance.now() - started) / 2));
  }
  // An import with no row to create is done without a batch.
  if (record.status !== 'done') {
    const { id, done } = record;
    const at = new Date().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      const batch = { rows: 0, created: 0, skipped: 0, status: 'done', at };
      if (await advanceImport(trx, id, done, batch)) {
        await recordImportCompleted(trx, user.id, record, batch);
      }
    });
  }
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
