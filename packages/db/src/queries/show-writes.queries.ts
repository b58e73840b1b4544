import type { ShowRow, Handle } from '../schema';

// Writing shows: their rows, guests and photo rows. Counters (counters.ts)
// and ranks (ranking.ts) move in the same transaction, called by the use-case.

/** What placing a show needs: its ranking fields, as its write returned them. */
export type PlacedShow = Pick<
  ShowRow,
  'id' | 'user_id' | 'score' | 'tie_order' | 'date' | 'created_at' | 'rank'
>;
const PLACED_COLUMNS = [
  'id',
  'user_id',
  'score',
  'tie_order',
  'date',
  'created_at',
  'rank',
] as const;
const WRITTEN_COLUMNS = [
  'artist_id',
  'city_id',
  'venue_id',
  'festival_id',
  ...PLACED_COLUMNS,
] as const;

/** The form fields of a show as its row stores them. */
export type ShowFields = Pick<
  ShowRow,
  | 'artist_id'
  | 'city_id'
  | 'venue'
  | 'date'
  | 'companion'
  | 'favorite_song'
  | 'notes'
  | 'score'
  | 'rating'
> &
  // Where it was and which festival: none when absent.
  Partial<Pick<ShowRow, 'venue_id' | 'festival_id' | 'stage' | 'set_time'>>;

/** A show's row, for the writes that check and change it. */
export function showRowById(db: Handle, id: number): Promise<ShowRow | undefined> {
  return db.selectFrom('shows').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What an imported show also keeps: where it came from (its setlist is written by writeSetlists). */
export type ShowSource = Partial<Pick<ShowRow, 'source_id' | 'source_url'>>;

/**
 * What every new show's row says besides its fields: whose it is, when it was
 * entered, and whether it is an entry of the feeds (1) or stays out (0).
 */
export type NewShowMarks = Pick<ShowRow, 'user_id' | 'created_at' | 'photos_count' | 'in_feed'>;

export function insertShowRow(trx: Handle, row: ShowFields & ShowSource & NewShowMarks) {
  return trx
    .insertInto('shows')
    .values({ ...row, rank: null, updated_at: row.created_at })
    .returning(WRITTEN_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Inserts many shows in one statement (an import batch), answering their
 * rows in the order given: each row's `created_at` must differ (the batch's
 * are a millisecond apart), which is how an answer is matched to its row.
 */
export async function insertShowRows(
  trx: Handle,
  rows: (ShowFields & ShowSource & NewShowMarks)[],
) {
  if (rows.length === 0) return [];
  const written = await trx
    .insertInto('shows')
    .values(rows.map((row) => ({ ...row, rank: null, updated_at: row.created_at })))
    .returning(WRITTEN_COLUMNS)
    .execute();
  const byCreated = new Map(written.map((w) => [w.created_at, w]));
  return rows.map((row) => byCreated.get(row.created_at)!);
}

/** Writes the guest lists of many shows in one statement. */
export async function insertGuestsOfShows(
  trx: Handle,
  lists: readonly { showId: number; artistIds: readonly number[] }[],
): Promise<void> {
  const values = lists.flatMap(({ showId, artistIds }) =>
    artistIds.map((artist_id, position) => ({ show_id: showId, artist_id, position })),
  );
  if (values.length) await trx.insertInto('show_guests').values(values).execute();
}

export function updateShowRow(
  trx: Handle,
  id: number,
  fields: ShowFields & {
    updated_at: string;
    photos_count: number;
    tie_order?: number;
    in_feed?: number;
  },
) {
  return trx
    .updateTable('shows')
    .set(fields)
    .where('id', '=', id)
    .returning(WRITTEN_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateShowScore(
  trx: Handle,
  id: number,
  fields: { score: number; rating: string; updated_at: string; tie_order?: number },
): Promise<PlacedShow> {
  return trx
    .updateTable('shows')
    .set(fields)
    .where('id', '=', id)
    .returning(PLACED_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes the show; its guests, photo rows, setlist rows, likes and comments cascade. */
export async function deleteShowRow(trx: Handle, id: number): Promise<void> {
  await trx.deleteFrom('shows').where('id', '=', id).execute();
}

export async function deleteGuestsOf(trx: Handle, showId: number): Promise<void> {
  await trx.deleteFrom('show_guests').where('show_id', '=', showId).execute();
}

/** Writes a show's guest list (artist ids in order). */
export async function insertGuests(trx: Handle, showId: number, artistIds: number[]) {
  if (artistIds.length === 0) return;
  await trx
    .insertInto('show_guests')
    .values(artistIds.map((artist_id, position) => ({ show_id: showId, artist_id, position })))
    .execute();
}

/** The name keys of a show's main artist and guests (the artist pages it is on), in one statement. */
export async function artistKeysOfShow(db: Handle, showId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('shows')
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .select('artists.name_key')
    .where('shows.id', '=', showId)
    .unionAll(
      db
        .selectFrom('show_guests')
        .innerJoin('artists', 'artists.id', 'show_guests.artist_id')
        .select('artists.name_key')
        .where('show_guests.show_id', '=', showId),
    )
    .execute();
  return rows.map((r) => r.name_key);
}

export interface StoredPhoto {
  fileKey: string;
  width: number;
  height: number;
}

/** A show's photo rows (all, or those of `ids`): what removing them must delete on disk. */
export function photoRowsOf(trx: Handle, showId: number, ids?: number[]) {
  return trx
    .selectFrom('show_photos')
    .select(['id', 'file_key'])
    .where('show_id', '=', showId)
    .$if(ids !== undefined, (q) => q.where('id', 'in', ids!))
    .execute();
}

export async function deletePhotoRows(trx: Handle, ids: number[]): Promise<void> {
  if (ids.length) await trx.deleteFrom('show_photos').where('id', 'in', ids).execute();
}

/** Adds photos to a stored show: their rows after its last one, and its count. */
export async function addPhotosToShow(
  trx: Handle,
  showId: number,
  photos: StoredPhoto[],
  now: string,
): Promise<void> {
  await appendPhotoRows(trx, showId, photos, now);
  await trx
    .updateTable('shows')
    .set((eb) => ({ photos_count: eb('photos_count', '+', photos.length) }))
    .where('id', '=', showId)
    .execute();
}

/** Appends photo rows after the show's last position (a new show's start at 0). */
export async function appendPhotoRows(
  trx: Handle,
  showId: number,
  photos: StoredPhoto[],
  now: string,
  options: { newShow?: boolean } = {},
): Promise<void> {
  if (photos.length === 0) return;
  const last = options.newShow
    ? undefined
    : await trx
        .selectFrom('show_photos')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('show_id', '=', showId)
        .executeTakeFirst();
  const first = Number(last?.max ?? -1) + 1;
  const rows = await trx
    .insertInto('show_photos')
    .values(
      photos.map((p, i) => ({
        show_id: showId,
        file_key: p.fileKey,
        width: p.width,
        height: p.height,
        position: first + i,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  // Every stored upload waits for its sizes (photo-jobs.queries.ts).
  await trx
    .insertInto('photo_jobs')
    .values(rows.map((r) => ({ photo_id: r.id, created_at: now })))
    .execute();
}

/** The photo file keys of every show of a user (account deletion removes the files). */
export async function photoKeysOfUser(trx: Handle, userId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('show_photos')
    .innerJoin('shows', 'shows.id', 'show_photos.show_id')
    .select('show_photos.file_key')
    .where('shows.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.file_key);
}
