import type { ExpressionBuilder, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { leaseFree } from '../leases';
import { isUniqueViolation } from '../create-db';
import type { DB, SetlistFmFetchesTable, Handle } from '../schema';
import { deleteBefore, rowWhere } from '../rows';

// Fetches of setlist.fm users' attended setlists: the fetch's row says where
// it stands and which server process works on it (a lease it renews); each
// page lands in the same transaction as the count of pages fetched, so a
// fetch cut off anywhere continues from the last page it kept.

export type SetlistFmFetchRecord = Selectable<SetlistFmFetchesTable>;

/**
 * True of fetch `id` while it runs and `owner` holds it: a write of a
 * process that lost its claim, or of a fetch that ended, changes nothing.
 */
const heldBy = (id: string, owner: string) => (eb: ExpressionBuilder<DB, 'setlistfm_fetches'>) =>
  eb.and([eb('id', '=', id), eb('lease_owner', '=', owner), eb('status', '=', 'fetching')]);

/**
 * Writes `changes` to fetch `id`, a write only `owner`, the holder of its
 * lease, may make: true when written, false when the claim is lost or the
 * fetch ended.
 */
async function writeWhileHeld(
  db: Handle,
  id: string,
  owner: string,
  changes: Updateable<SetlistFmFetchesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('setlistfm_fetches')
    .set(changes)
    .where(heldBy(id, owner))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Adds a running fetch; false when the account already runs one (the unique
 * index on running_user_id).
 */
export async function insertSetlistFmFetch(
  db: Handle,
  row: Insertable<SetlistFmFetchesTable>,
): Promise<boolean> {
  try {
    await db.insertInto('setlistfm_fetches').values(row).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A fetch of `userId` (anyone else's is not found). */
export function setlistFmFetchOfUser(db: Handle, userId: number, id: string) {
  return rowWhere(db, 'setlistfm_fetches', { id, user_id: userId });
}

export function setlistFmFetchById(
  db: Handle,
  id: string,
): Promise<SetlistFmFetchRecord | undefined> {
  return db.selectFrom('setlistfm_fetches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account's newest fetch, if any. */
export function latestSetlistFmFetch(
  db: Handle,
  userId: number,
): Promise<SetlistFmFetchRecord | undefined> {
  return db
    .selectFrom('setlistfm_fetches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Runs a failed fetch again from the pages it kept; false when the account
 * already runs another (or the fetch is not a failed one).
 */
export async function restartSetlistFmFetch(
  db: Handle,
  userId: number,
  id: string,
  at: string,
): Promise<boolean> {
  try {
    const result = await db
      .updateTable('setlistfm_fetches')
      .set({
        status: 'fetching',
        running_user_id: userId,
        error: null,
        lease_owner: null,
        lease_until: null,
        updated_at: at,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Takes a running fetch for `owner` until `until`, unless another process
 * holds it (its lease not run out at `now`): true when taken.
 */
export async function claimSetlistFmFetch(
  db: Handle,
  id: string,
  owner: string,
  now: string,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable('setlistfm_fetches')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', '=', id)
    .where('status', '=', 'fetching')
    .where(leaseFree(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps `owner`'s claim until `until`; false when it is no longer theirs (or the fetch ended). */
export function renewSetlistFmLease(
  db: Handle,
  id: string,
  owner: string,
  until: string,
): Promise<boolean> {
  return writeWhileHeld(db, id, owner, { lease_until: until });
}

/** Up to `limit` running fetches no process holds at `now` (their process stopped). */
export async function stalledSetlistFmFetches(
  db: Handle,
  now: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('setlistfm_fetches')
    .select('id')
    .where('status', '=', 'fetching')
    .where(leaseFree(now))
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Keeps page `page` and counts it, in one transaction, only while `owner`
 * holds the fetch and `page` is the next one: a process that lost its claim
 * (or a page fetched twice) changes nothing. True when kept.
 */
export function addSetlistFmPage(
  db: Kysely<DB>,
  id: string,
  owner: string,
  page: { page: number; body: string; setlists: number },
  totals: { pagesTotal: number; attended: number },
  at: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('setlistfm_fetches')
      .set((eb) => ({
        pages_fetched: page.page,
        pages_total: totals.pagesTotal,
        attended: totals.attended,
        setlists: eb('setlists', '+', page.setlists),
        updated_at: at,
      }))
      .where(heldBy(id, owner))
      .where('pages_fetched', '=', page.page - 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('setlistfm_fetch_pages')
      .values({ fetch_id: id, page: page.page, body: page.body })
      .execute();
    return true;
  });
}

/**
 * Ends `owner`'s fetch: 'fetched' (every page kept) or 'failed' with the
 * message the user is told; the pages stay for a retry or the preview.
 */
export function finishSetlistFmFetch(
  db: Handle,
  id: string,
  owner: string,
  end: { status: 'fetched' | 'failed'; error: string | null; at: string },
): Promise<boolean> {
  return writeWhileHeld(db, id, owner, {
    status: end.status,
    error: end.error,
    running_user_id: null,
    lease_owner: null,
    lease_until: null,
    updated_at: end.at,
  });
}

/** The fetch's pages in order, at most `limit` (the fetch's own page cap). */
export async function setlistFmFetchPages(
  db: Handle,
  id: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('setlistfm_fetch_pages')
    .select('body')
    .where('fetch_id', '=', id)
    .orderBy('page')
    .limit(limit)
    .execute();
  return rows.map((r) => r.body);
}

/** Fetches untouched since `before` (finished, failed or abandoned), with their pages: removed. */
export function deleteSetlistFmFetchesBefore(db: Handle, before: string): Promise<number> {
  return deleteBefore(db, 'setlistfm_fetches', 'updated_at', before);
}
