import { randomUUID } from 'node:crypto';
import {
  insertSetlistFmFetch,
  latestSetlistFmFetch,
  restartSetlistFmFetch,
  setlistFmFetchOfUser,
  setlistFmFetchPages,
  type SetlistFmFetchRecord,
  type UserRow,
} from '@gigrank/db';
import {
  SETLISTFM_MAX_PAGES,
  SETLISTFM_MESSAGES,
  setlistFmUsernameSchema,
  type ImportPreviewResponse,
  type SetlistFmFetch,
  type SetlistFmFetchState,
  type SetlistFmFetchStatus,
} from '@gigrank/domain';
import { badRequest, conflict, found, notFound } from '../../errors';
import { assertOwner } from '../../policy/access';
import type { ServiceDeps } from '../../ports/service-deps';
import { previewImport } from './imports.service';
import type { SetlistFmFetchRunner } from '../../ports/setlistfm-api';

/**
 * Importing from setlist.fm by username: a fetch of the user's attended
 * setlists runs in the background (setlistfm-jobs.ts) while the screen shows
 * its pages; once fetched, its pages go through the import's own preview
 * (previewImport, as uploaded pages do) and that preview's commit. A fetch
 * belongs to the account that started it, and an account runs one at a time.
 */

/** What these use-cases need beyond the services' own: the fetches this process runs, if set up. */
export interface SetlistFmDeps extends ServiceDeps {
  setlistFm: SetlistFmFetchRunner | null;
}

function progressOf(record: SetlistFmFetchRecord): SetlistFmFetch {
  return {
    fetchId: record.id,
    username: record.username,
    status: record.status as SetlistFmFetchStatus,
    pagesFetched: record.pages_fetched,
    pagesTotal: record.pages_total,
    attended: record.attended,
    setlists: record.setlists,
    error: record.error,
  };
}

/** A running fetch no process holds (its process stopped) is taken up here; answers the record. */
async function keepRunning(
  deps: SetlistFmDeps,
  record: SetlistFmFetchRecord,
): Promise<SetlistFmFetchRecord> {
  const stalled =
    record.status === 'fetching' &&
    (record.lease_until === null || record.lease_until < new Date().toISOString());
  if (stalled && deps.setlistFm) await deps.setlistFm.run(record.id);
  return record;
}

/** Whether this server can fetch by username, and the account's latest fetch. */
export async function setlistFmState(
  deps: SetlistFmDeps,
  user: UserRow,
  { userId }: { userId: number },
): Promise<SetlistFmFetchState> {
  assertOwner(user, userId, 'imports');
  const latest = await latestSetlistFmFetch(deps.db, user.id);
  if (latest) await keepRunning(deps, latest);
  return { available: deps.setlistFm !== null, fetch: latest ? progressOf(latest) : null };
}

/**
 * Starts fetching `username`'s attended setlists. A failed fetch of the same
 * username continues from the pages it kept; otherwise a new fetch starts.
 */
export async function startSetlistFmFetch(
  deps: SetlistFmDeps,
  user: UserRow,
  input: { userId: number; username: unknown },
): Promise<SetlistFmFetch> {
  assertOwner(user, input.userId, 'imports');
  const jobs = deps.setlistFm;
  if (!jobs) throw notFound(SETLISTFM_MESSAGES.notSetUp);
  const parsed = setlistFmUsernameSchema.safeParse(input.username);
  if (!parsed.success) throw badRequest(SETLISTFM_MESSAGES.username);
  const username = parsed.data;
  const now = new Date().toISOString();
  const latest = await latestSetlistFmFetch(deps.db, user.id);
  if (latest?.status === 'fetching') {
    await keepRunning(deps, latest);
    throw conflict(SETLISTFM_MESSAGES.running);
  }
  let id: string;
  if (
    latest?.status === 'failed' &&
    latest.pages_fetched > 0 &&
    latest.username.toLowerCase() === username.toLowerCase()
  ) {
    if (!(await restartSetlistFmFetch(deps.db, user.id, latest.id, now))) {
      throw conflict(SETLISTFM_MESSAGES.running);
    }
    id = latest.id;
  } else {
    id = randomUUID();
    const added = await insertSetlistFmFetch(deps.db, {
      id,
      user_id: user.id,
      username,
      status: 'fetching',
      running_user_id: user.id,
      pages_fetched: 0,
      setlists: 0,
      created_at: now,
      updated_at: now,
    });
    if (!added) throw conflict(SETLISTFM_MESSAGES.running);
  }
  await jobs.run(id);
  return progressOf(await fetchOfUser(deps, user, id));
}

/** One of the session user's fetches, or 404. */
function fetchOfUser(deps: SetlistFmDeps, user: UserRow, fetchId: string) {
  return found(setlistFmFetchOfUser(deps.db, user.id, fetchId), SETLISTFM_MESSAGES.notFound);
}

/** A fetch of the path's user (REST and tRPC both name them), who must be the session user. */
interface FetchOfUser {
  userId: number;
  fetchId: string;
}

/** The fetch `fetchId` of `userId`: 403 unless they are the session user, 404 when missing. */
function ownFetch(deps: SetlistFmDeps, user: UserRow, { userId, fetchId }: FetchOfUser) {
  assertOwner(user, userId, 'imports');
  return fetchOfUser(deps, user, fetchId);
}

/** Where a fetch stands (the screen's progress). */
export async function setlistFmFetchProgress(
  deps: SetlistFmDeps,
  user: UserRow,
  fetch: FetchOfUser,
): Promise<SetlistFmFetch> {
  return progressOf(await keepRunning(deps, await ownFetch(deps, user, fetch)));
}

/**
 * The import's preview of a fetch's pages: what uploading them as files
 * would show, with an import to commit. A fetch that stopped early previews
 * the pages it kept.
 */
export async function previewSetlistFmFetch(
  deps: SetlistFmDeps,
  user: UserRow,
  fetch: FetchOfUser,
): Promise<ImportPreviewResponse> {
  const record = await ownFetch(deps, user, fetch);
  if (record.status === 'fetching') throw conflict(SETLISTFM_MESSAGES.notFetched);
  if (record.pages_fetched === 0) {
    throw badRequest(record.error ?? SETLISTFM_MESSAGES.failed);
  }
  const pages = await setlistFmFetchPages(deps.db, record.id, SETLISTFM_MAX_PAGES);
  return previewImport(deps, user, fetch.userId, { source: 'setlistfm', files: pages });
}
