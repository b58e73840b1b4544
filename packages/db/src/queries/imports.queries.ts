import type { ImportsTable, Handle } from '../schema';
import { deleteBefore, rowWhere } from '../rows';
import { ownerView, ownShows, ownShowsWithArtistAndCity } from '../visibility';
import type { Insertable, Selectable } from 'kysely';

// Imports: the read rows wait here between the preview and the
// commit, and the commit records how far it got in the same transaction as
// each batch of shows, so a crash never loses or repeats a batch.

export type ImportRecord = Selectable<ImportsTable>;

export async function insertImport(db: Handle, row: Insertable<ImportsTable>): Promise<void> {
  await db.insertInto('imports').values(row).execute();
}

/**
 * Drops the user's oldest previews (status 'previewed') so that at most
 * `keep` remain, `newest` (the one just made) always among them: each keeps
 * its rows for two days, so a user may not pile them up. Commits under way
 * and finished imports are not previews and stay.
 */
export async function dropOldPreviews(
  db: Handle,
  userId: number,
  newest: string,
  keep: number,
): Promise<number> {
  const result = await db
    .deleteFrom('imports')
    .where('user_id', '=', userId)
    .where('status', '=', 'previewed')
    .where('id', '!=', newest)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('imports')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'previewed')
        .where('id', '!=', newest)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(Math.max(0, keep - 1)),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** An import of `userId` (anyone else's is not found). */
export function importOfUser(db: Handle, userId: number, id: string) {
  return rowWhere(db, 'imports', { id, user_id: userId });
}

/**
 * Records a batch as done, but only if the import was still where this
 * batch began (`from`): a commit running twice at once (a second tab, a
 * retry) loses the race, its transaction rolls back, and nothing is done twice;
 * a finished import is never advanced again. The last batch also lets go of
 * the rows: a finished import keeps its totals only.
 */
export async function advanceImport(
  trx: Handle,
  id: string,
  from: number,
  batch: { rows: number; created: number; skipped: number; status: string; at: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('imports')
    .set((eb) => ({
      done: eb('done', '+', batch.rows),
      created: eb('created', '+', batch.created),
      skipped: eb('skipped', '+', batch.skipped),
      status: batch.status,
      updated_at: batch.at,
      ...(batch.status === 'done' ? { rows: '[]' } : {}),
    }))
    .where('id', '=', id)
    .where((eb) => eb.and([eb('done', '=', from), eb('status', '!=', 'done')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setImportStatus(
  db: Handle,
  id: string,
  status: string,
  at: string,
): Promise<void> {
  await db.updateTable('imports').set({ status, updated_at: at }).where('id', '=', id).execute();
}

/**
 * Enters a batch of an import's new shows (`showIds`, written with in_feed 0)
 * into the feeds as one entry, "{name} imported N shows": the import's entry
 * (imports.feed_show_id) counts them. The first batch that creates shows, or
 * one whose entry was deleted since, makes its first show the entry.
 */
export async function enterImportInFeeds(
  trx: Handle,
  importId: string,
  userId: number,
  showIds: readonly number[],
): Promise<void> {
  if (showIds.length === 0) return;
  const entry = (
    await trx
      .selectFrom('imports')
      .select('feed_show_id')
      .where('id', '=', importId)
      .executeTakeFirst()
  )?.feed_show_id;
  if (entry !== null && entry !== undefined) {
    const counted = await trx
      .updateTable('shows')
      .set((eb) => ({ feed_import_count: eb('feed_import_count', '+', showIds.length) }))
      .where('id', '=', entry)
      .where('user_id', '=', userId)
      .where('feed_import_count', 'is not', null)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) === 1) return;
  }
  const first = Math.min(...showIds);
  await trx
    .updateTable('shows')
    .set({ in_feed: 1, feed_import_count: showIds.length })
    .where('id', '=', first)
    .execute();
  await trx
    .updateTable('imports')
    .set({ feed_show_id: first })
    .where('id', '=', importId)
    .execute();
}

/** Imports untouched since `before` (an abandoned preview, a finished commit): removed. */
export function deleteImportsBefore(db: Handle, before: string): Promise<number> {
  return deleteBefore(db, 'imports', 'updated_at', before);
}

/** What tells an import row from a show already logged: artist, date and city, and the source id. */
export interface LoggedShowKey {
  id: number;
  artist_key: string;
  date: string;
  city_key: string;
  country: string;
  /** The show's city; absent for a row of the same upload not yet matched to one. */
  city_id?: number;
  source_id: string | null;
}

/** The user's shows as duplicate keys, optionally only those on `dates` (an index range on user and date). */
export async function loggedShowKeys(
  db: Handle,
  userId: number,
  dates?: readonly string[],
): Promise<LoggedShowKey[]> {
  let query = ownShowsWithArtistAndCity(db, userId).select([
    'shows.id',
    'artists.name_key as artist_key',
    'shows.date',
    'cities.name_key as city_key',
    'cities.country',
    'shows.city_id',
    'shows.source_id',
  ]);
  if (dates) query = query.where('shows.date', 'in', dates.length ? [...dates] : ['']);
  return query.execute();
}

/** The user's shows with these setlist ids (the re-import check of a batch). */
export async function showsOfSourceIds(
  db: Handle,
  userId: number,
  sourceIds: readonly string[],
): Promise<{ id: number; source_id: string | null }[]> {
  if (sourceIds.length === 0) return [];
  return ownShows(db, ownerView(userId))
    .select(['id', 'source_id'])
    .where('source_id', 'in', [...sourceIds])
    .execute();
}
