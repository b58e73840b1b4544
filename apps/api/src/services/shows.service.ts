import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { cachedRead, type DB, type ShowRow, type UserRow } from '@gigrank/db';
import {
  FEED_LIMIT,
  LIST_PAGE_SIZE,
  MAX_PHOTOS_PER_SHOW,
  isoDateInTimeZone,
  ratingFromScore,
  showDateError,
  validateGuestList,
  type ListPage,
  type Rating,
  type Show,
  type ShowPayload,
  type ArtistShowsFilter,
} from '@gigrank/domain';
import { badRequest, forbidden, notFound } from '../errors';
import { FileStore } from '../storage/files';
import { processPhoto } from '../storage/images';
import { findOrCreateArtist } from './artists.service';
import { findOrCreateCity } from './cities.service';
import { toUserSummary } from './users.service';

type Db = Kysely<DB> | Transaction<DB>;

/** What a show write carries besides the form fields. */
export interface ShowWriteExtras {
  /** Country code of the picked city, to tell Paris, FR from Paris, US. */
  cityCountry?: string | null;
  /** Raw uploaded files, verified and re-encoded here. */
  photos?: Buffer[];
  /** Photos to drop on edit. */
  removePhotoIds?: number[];
}

export const photoUrls = (fileKey: string) => ({
  url: `${FileStore.URL_PREFIX}photos/${fileKey}.jpg`,
  thumbnailUrl: `${FileStore.URL_PREFIX}photos/${fileKey}_thumb.jpg`,
});

// ---------------------------------------------------------------------------
// Reading shows in the API's shape
// ---------------------------------------------------------------------------

function baseShowQuery(db: Db) {
  return db
    .selectFrom('shows')
    .innerJoin('users', 'users.id', 'shows.user_id')
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .innerJoin('cities', 'cities.id', 'shows.city_id')
    .select([
      'shows.id',
      'shows.user_id',
      'shows.venue',
      'shows.date',
      'shows.companion',
      'shows.favorite_song',
      'shows.notes',
      'shows.score',
      'shows.rating',
      'shows.rank',
      'shows.created_at',
      'shows.likes_count',
      'shows.comments_count',
      'shows.photos_count',
      'users.username',
      'users.display_name',
      'users.profile_picture',
      'artists.name as artist_name',
      'cities.name as city_name',
      'cities.country as city_country',
    ]);
}

type ShowListRow = Awaited<ReturnType<ReturnType<typeof baseShowQuery>['execute']>>[number];

/** Shows with guests and photos, and with `viewerId` whether that user liked each. */
async function hydrate(db: Db, rows: ShowListRow[], viewerId?: number): Promise<Show[]> {
  return withLikedByMe(db, await hydrateShared(db, rows), viewerId);
}

/**
 * Adds `likedByMe` for `viewerId` (one query over the shows that have likes).
 * The viewer's part of a show, kept apart so that the rest can be cached.
 */
async function withLikedByMe(db: Db, shows: Show[], viewerId?: number): Promise<Show[]> {
  if (viewerId === undefined) return shows;
  const liked = shows.filter((s) => (s.likesCount ?? 0) > 0).map((s) => s.id);
  const likedIds = new Set(
    liked.length === 0
      ? []
      : (
          await db
            .selectFrom('likes')
            .select('show_id')
            .where('user_id', '=', viewerId)
            .where('show_id', 'in', liked)
            .execute()
        ).map((l) => l.show_id),
  );
  return shows.map((s) => ({ ...s, likedByMe: likedIds.has(s.id) }));
}

/** Attaches guests and photos to show rows with one query each, keeping the row order. */
async function hydrateShared(db: Db, rows: ShowListRow[]): Promise<Show[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [guests, photos] = await Promise.all([
    db
      .selectFrom('show_guests')
      .innerJoin('artists', 'artists.id', 'show_guests.artist_id')
      .select(['show_guests.show_id', 'show_guests.id', 'artists.name'])
      .where('show_guests.show_id', 'in', ids)
      .orderBy('show_guests.show_id')
      .orderBy('show_guests.position')
      .execute(),
    rows.some((r) => r.photos_count > 0)
      ? db
          .selectFrom('show_photos')
          .select(['show_id', 'id', 'file_key', 'width', 'height'])
          .where(
            'show_id',
            'in',
            rows.filter((r) => r.photos_count > 0).map((r) => r.id),
          )
          .orderBy('show_id')
          .orderBy('position')
          .execute()
      : Promise.resolve([]),
  ]);
  const guestsBy = new Map<number, Show['guestAppearances']>();
  for (const g of guests) {
    const list = guestsBy.get(g.show_id) ?? [];
    list.push({ id: g.id, artist: g.name });
    guestsBy.set(g.show_id, list);
  }
  const photosBy = new Map<number, Show['photos']>();
  for (const p of photos) {
    const list = photosBy.get(p.show_id) ?? [];
    list.push({ id: p.id, width: p.width, height: p.height, ...photoUrls(p.file_key) });
    photosBy.set(p.show_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    user: toUserSummary({
      id: r.user_id,
      username: r.username,
      display_name: r.display_name,
      profile_picture: r.profile_picture,
    }),
    artist: r.artist_name,
    venue: r.venue,
    city: r.city_name,
    cityCountry: r.city_country || null,
    date: r.date,
    companion: r.companion,
    favoriteSong: r.favorite_song,
    notes: r.notes,
    score: r.score,
    rating: (r.rating as Rating | null) ?? null,
    photos: photosBy.get(r.id) ?? [],
    guestAppearances: guestsBy.get(r.id) ?? [],
    rank: r.rank,
    createdAt: r.created_at,
    likesCount: r.likes_count,
    commentsCount: r.comments_count,
  }));
}

/** One show; with `viewerId`, `likedByMe` says whether that user liked it. */
export async function getShow(db: Db, id: number, viewerId?: number): Promise<Show> {
  const row = await baseShowQuery(db).where('shows.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Show not found');
  return (await hydrate(db, [row], viewerId))[0]!;
}

/** The newest shows first (the activity feed), at most 50 per call. */
export async function listShows(
  db: Kysely<DB>,
  options: { limit?: number; before?: number; viewerId?: number } = {},
): Promise<Show[]> {
  const limit = Math.min(Math.max(options.limit ?? FEED_LIMIT, 1), FEED_LIMIT);
  // Everyone's feed page is the same but for likedByMe.
  return showsForViewer(db, `feed:${limit}:${options.before ?? ''}`, options.viewerId, async () => {
    let query = baseShowQuery(db).orderBy('shows.id', 'desc').limit(limit);
    if (options.before) query = query.where('shows.id', '<', options.before);
    return hydrateShared(db, await query.execute());
  });
}

/**
 * A list of shows everyone sees alike (`key`, computed by `shared`) with the
 * viewer's likedByMe added, both kept until the next write. The viewer's
 * answer is looked up first, so its write mark is taken before the shared
 * list is read: a write in between leaves it stale (recomputed), never wrong.
 */
function showsForViewer(
  db: Kysely<DB>,
  key: string,
  viewerId: number | undefined,
  shared: () => Promise<Show[]>,
): Promise<Show[]> {
  return cachedRead(db, `${key}:viewer:${viewerId ?? ''}`, async () =>
    withLikedByMe(db, await cachedRead(db, key, shared), viewerId),
  );
}

/**
 * A user's shows in rank order (1 = best); with a page, the ranks after
 * `offset`: ranks are 1..n without gaps, so a page is a range of the
 * (user_id, rank) index, however deep.
 */
export async function rankedShows(
  db: Kysely<DB>,
  userId: number,
  viewerId?: number,
  page: ListPage = {},
): Promise<Show[]> {
  const key = `ranked:${userId}:${page.limit ?? ''}:${page.offset ?? ''}`;
  return showsForViewer(db, key, viewerId, async () => {
    let query = baseShowQuery(db)
      .where('shows.user_id', '=', userId)
      .orderBy('shows.rank')
      .orderBy('shows.id', 'desc');
    if (page.limit !== undefined || page.offset !== undefined) {
      query = query.where('shows.rank', '>', page.offset ?? 0).limit(page.limit ?? LIST_PAGE_SIZE);
    }
    return hydrateShared(db, await query.execute());
  });
}

export async function guestAppearancesOf(
  db: Kysely<DB>,
  showId: number,
): Promise<Show['guestAppearances']> {
  const show = await db
    .selectFrom('shows')
    .select('id')
    .where('id', '=', showId)
    .executeTakeFirst();
  if (!show) throw notFound('Show not found');
  const rows = await db
    .selectFrom('show_guests')
    .innerJoin('artists', 'artists.id', 'show_guests.artist_id')
    .select(['show_guests.id', 'artists.name'])
    .where('show_guests.show_id', '=', showId)
    .orderBy('show_guests.position')
    .execute();
  return rows.map((r) => ({ id: r.id, artist: r.name }));
}

/** Shows per artist-page page. */
export const ARTIST_PAGE_SIZE = 50;

/**
 * One page of an artist's shows, newest first: its own and, flagged, those
 * where it was a guest, below the show id `before`. Each source reads at most
 * one page plus one row from its index; only the page's shows are hydrated.
 * `filter` pages only the guest appearances, or only the shows with photos
 * (the Shows tabs), so a tab lists all of them, not those of loaded pages.
 */
export async function showsForArtist(
  db: Kysely<DB>,
  artistId: number,
  options: { viewerId?: number; before?: number; filter?: ArtistShowsFilter } = {},
): Promise<{ shows: Show[]; nextBefore: number | null }> {
  const { viewerId, before, filter } = options;
  // The shared page is cached here; the viewer's answer is the whole artist
  // page's, cached by artistPage (looked up first, as in showsForViewer).
  const key = `artist-shows:${artistId}:${before ?? ''}:${filter ?? ''}`;
  const page = await cachedRead(db, key, () => artistShowsPage(db, artistId, before, filter));
  return { ...page, shows: await withLikedByMe(db, page.shows, viewerId) };
}

async function artistShowsPage(
  db: Kysely<DB>,
  artistId: number,
  before: number | undefined,
  filter: ArtistShowsFilter | undefined,
): Promise<{ shows: Show[]; nextBefore: number | null }> {
  const withPhotos = filter === 'photos';
  const [own, guestOf] = await Promise.all([
    filter === 'guest'
      ? Promise.resolve([])
      : baseShowQuery(db)
          .where('shows.artist_id', '=', artistId)
          // Matches the partial index shows_artist_photos_idx (migration 0006).
          .$if(withPhotos, (q) => q.where('shows.photos_count', '>', 0))
          .$if(before !== undefined, (q) => q.where('shows.id', '<', before!))
          .orderBy('shows.id', 'desc')
          .limit(ARTIST_PAGE_SIZE + 1)
          .execute(),
    db
      .selectFrom('show_guests')
      .select('show_guests.show_id')
      .where('show_guests.artist_id', '=', artistId)
      // A per-row lookup by primary key (a join may let a planner walk every
      // show with photos instead of this artist's guest entries).
      .$if(withPhotos, (q) =>
        q.where(
          (eb) =>
            eb
              .selectFrom('shows')
              .select('shows.photos_count')
              .whereRef('shows.id', '=', 'show_guests.show_id'),
          '>',
          0,
        ),
      )
      .$if(before !== undefined, (q) => q.where('show_guests.show_id', '<', before!))
      .orderBy('show_guests.show_id', 'desc')
      .limit(ARTIST_PAGE_SIZE + 1)
      .execute(),
  ]);
  const guestRows = guestOf.length
    ? await baseShowQuery(db)
        .where(
          'shows.id',
          'in',
          guestOf.map((g) => g.show_id),
        )
        .execute()
    : [];
  const guestIds = new Set(guestRows.map((r) => r.id));
  const merged = [...own, ...guestRows].sort((a, b) => b.id - a.id);
  const page = merged.slice(0, ARTIST_PAGE_SIZE);
  const shows = (await hydrateShared(db, page)).map((s) =>
    guestIds.has(s.id)
      ? { ...s, isGuestAppearance: true, mainArtist: s.artist }
      : { ...s, isGuestAppearance: false },
  );
  return {
    shows,
    nextBefore: merged.length > ARTIST_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

// ---------------------------------------------------------------------------
// Writes: counters and ranks move in the same transaction
// ---------------------------------------------------------------------------

type CountedShow = Pick<ShowRow, 'user_id' | 'artist_id' | 'city_id' | 'score'>;

/** Adds (+1) or removes (-1) a show from every counter that includes it. */
async function countShow(trx: Transaction<DB>, show: CountedShow, sign: 1 | -1): Promise<void> {
  const score = show.score ?? 0;
  const scored = show.score === null ? 0 : 1;
  await trx
    .updateTable('users')
    .set((eb) => ({ shows_count: eb('shows_count', '+', sign) }))
    .where('id', '=', show.user_id)
    .execute();

  // The per-user artist and city statistics have the same shape but for their key.
  let fanDelta = 0;
  for (const [table, column, id] of [
    ['user_artist_stats', 'artist_id', show.artist_id],
    ['user_city_stats', 'city_id', show.city_id],
  ] as const) {
    // Typed as one of the two: their columns match apart from the key name.
    const t = table as 'user_artist_stats';
    const key = column as 'artist_id';
    let scoredNow: number;
    if (sign === 1) {
      ({ scored_count: scoredNow } = await trx
        .insertInto(t)
        .values({
          user_id: show.user_id,
          [key]: id,
          show_count: 1,
          score_sum: score,
          scored_count: scored,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', key]).doUpdateSet((eb) => ({
            show_count: eb(`${t}.show_count`, '+', 1),
            score_sum: eb(`${t}.score_sum`, '+', score),
            scored_count: eb(`${t}.scored_count`, '+', scored),
          })),
        )
        .returning('scored_count')
        .executeTakeFirstOrThrow());
    } else {
      ({ scored_count: scoredNow } = await trx
        .updateTable(t)
        .set((eb) => ({
          show_count: eb('show_count', '-', 1),
          score_sum: eb('score_sum', '-', score),
          scored_count: eb('scored_count', '-', scored),
        }))
        .where('user_id', '=', show.user_id)
        .where(key, '=', id)
        .returning('scored_count')
        .executeTakeFirstOrThrow());
      await trx
        .deleteFrom(t)
        .where('user_id', '=', show.user_id)
        .where(key, '=', id)
        .where('show_count', '<=', 0)
        .execute();
    }
    // A user becomes a fan of the artist with their first scored show of it,
    // and stops being one when the last goes.
    if (table === 'user_artist_stats' && scored === 1 && scoredNow === (sign === 1 ? 1 : 0)) {
      fanDelta = sign;
    }
  }

  await trx
    .updateTable('artists')
    .set((eb) => ({
      show_count: eb('show_count', '+', sign),
      score_sum: eb('score_sum', '+', sign * score),
      scored_count: eb('scored_count', '+', sign * scored),
      ...(fanDelta === 0 ? {} : { fan_count: eb('fan_count', '+', fanDelta) }),
    }))
    .where('id', '=', show.artist_id)
    .execute();
}

/** What placing a show needs: its ranking fields, as its write returned them. */
type PlacedShow = Pick<ShowRow, 'id' | 'user_id' | 'score' | 'date' | 'created_at' | 'rank'>;
const PLACED_COLUMNS = ['id', 'user_id', 'score', 'date', 'created_at', 'rank'] as const;

/**
 * Puts one show at its place in its owner's ranking (DECISIONS.md: score,
 * highest first, unscored last; ties to the later show date, then the later
 * entry), keeping ranks 1..n without gaps. The show's row already holds its
 * new fields; `oldRank` is its rank before the change (null for a new show).
 * The place is a count of the shows ahead in shows_user_order_idx; only the
 * shows between the old and the new place move, in two statements.
 */
async function placeShow(trx: Transaction<DB>, show: PlacedShow): Promise<void> {
  if (show.rank !== null) await closeRankGap(trx, show.user_id, show.rank);

  const mine = (eb: ExpressionBuilder<DB, 'shows'>) =>
    eb
      .selectFrom('shows')
      .select((s) => s.fn.countAll<number>().as('n'))
      .where('user_id', '=', show.user_id);
  // Ahead: a better score (any score beats none), or the same score and a later
  // date, or the same date and a later entry (created_at, then id).
  const sameScore = (eb: ExpressionBuilder<DB, 'shows'>) =>
    show.score === null ? eb('score', 'is', null) : eb('score', '=', show.score);
  const { better, laterDate, laterEntry, laterId } = await trx
    .selectNoFrom((eb) => [
      mine(eb)
        .where((w) =>
          show.score === null ? w('score', 'is not', null) : w('score', '>', show.score),
        )
        .as('better'),
      mine(eb)
        .where((w) => w.and([sameScore(w), w('date', '>', show.date)]))
        .as('laterDate'),
      mine(eb)
        .where((w) =>
          w.and([sameScore(w), w('date', '=', show.date), w('created_at', '>', show.created_at)]),
        )
        .as('laterEntry'),
      mine(eb)
        .where((w) =>
          w.and([
            sameScore(w),
            w('date', '=', show.date),
            w('created_at', '=', show.created_at),
            w('id', '>', show.id),
          ]),
        )
        .as('laterId'),
    ])
    .executeTakeFirstOrThrow();
  const rank = 1 + Number(better) + Number(laterDate) + Number(laterEntry) + Number(laterId);

  await trx
    .updateTable('shows')
    .set((eb) => ({ rank: eb('rank', '+', 1) }))
    .where('user_id', '=', show.user_id)
    .where('rank', '>=', rank)
    .where('id', '!=', show.id)
    .execute();
  await trx.updateTable('shows').set({ rank }).where('id', '=', show.id).execute();
}

/** The shows ranked below a removed or moving show move up one place. */
async function closeRankGap(trx: Transaction<DB>, userId: number, rank: number): Promise<void> {
  await trx
    .updateTable('shows')
    .set((eb) => ({ rank: eb('rank', '-', 1) }))
    .where('user_id', '=', userId)
    .where('rank', '>', rank)
    .execute();
}

interface StoredPhoto {
  fileKey: string;
  width: number;
  height: number;
}

/** Verifies and stores photos before the transaction; on any failure nothing stays on disk. */
async function storePhotos(files: FileStore, uploads: Buffer[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const upload of uploads) {
      const photo = await processPhoto(upload);
      const fileKey = FileStore.newKey();
      stored.push({ fileKey, width: photo.width, height: photo.height });
      await files.write('photos', `${fileKey}.jpg`, photo.display);
      await files.write('photos', `${fileKey}_thumb.jpg`, photo.thumbnail);
    }
    return stored;
  } catch (error) {
    await removePhotoFiles(
      files,
      stored.map((p) => p.fileKey),
    );
    throw error;
  }
}

export async function removePhotoFiles(files: FileStore, fileKeys: string[]): Promise<void> {
  await files.remove(fileKeys.flatMap((k) => Object.values(photoUrls(k))));
}

function checkDate(date: string, user: Pick<UserRow, 'time_zone'>): void {
  const error = showDateError(date, isoDateInTimeZone(new Date(), user.time_zone));
  if (error) throw badRequest(error);
}

async function writeGuests(
  trx: Transaction<DB>,
  showId: number,
  mainArtistId: number,
  names: string[],
): Promise<void> {
  const seen = new Set<number>();
  for (const [position, name] of names.entries()) {
    const artist = await findOrCreateArtist(trx, name);
    if (artist.id === mainArtistId) throw badRequest('Cannot add main artist as guest');
    if (seen.has(artist.id)) throw badRequest('Guest already added');
    seen.add(artist.id);
    await trx
      .insertInto('show_guests')
      .values({ show_id: showId, artist_id: artist.id, position })
      .execute();
  }
}

async function insertPhotoRows(
  trx: Transaction<DB>,
  showId: number,
  photos: StoredPhoto[],
  firstPosition: number,
  now: string,
): Promise<void> {
  if (photos.length === 0) return;
  await trx
    .insertInto('show_photos')
    .values(
      photos.map((p, i) => ({
        show_id: showId,
        file_key: p.fileKey,
        width: p.width,
        height: p.height,
        position: firstPosition + i,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * Logs a show for the session user (whatever userId a client sent): the
 * artist, guests and city are found or created, photos verified and stored,
 * and counters and ranks updated, all or nothing.
 */
export async function createShow(
  db: Kysely<DB>,
  files: FileStore,
  user: UserRow,
  input: ShowPayload,
  extras: ShowWriteExtras = {},
): Promise<Show> {
  checkDate(input.date, user);
  const guestError = validateGuestList(input.guestAppearances ?? [], input.artist);
  if (guestError) throw badRequest(guestError);
  const uploads = extras.photos ?? [];
  if (uploads.length > MAX_PHOTOS_PER_SHOW) {
    throw badRequest(`A show can have at most ${MAX_PHOTOS_PER_SHOW} photos`);
  }
  const photos = await storePhotos(files, uploads);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const artist = await findOrCreateArtist(trx, input.artist);
      const city = await findOrCreateCity(trx, input.city, extras.cityCountry);
      const now = new Date().toISOString();
      const show = await trx
        .insertInto('shows')
        .values({
          user_id: user.id,
          artist_id: artist.id,
          city_id: city.id,
          venue: input.venue ?? null,
          date: input.date,
          companion: input.companion ?? null,
          favorite_song: input.favoriteSong ?? null,
          notes: input.notes ?? null,
          score: input.score,
          rating: ratingFromScore(input.score),
          rank: null,
          created_at: now,
          updated_at: now,
          photos_count: photos.length,
        })
        .returning(['artist_id', 'city_id', ...PLACED_COLUMNS])
        .executeTakeFirstOrThrow();
      await writeGuests(trx, show.id, artist.id, input.guestAppearances ?? []);
      await insertPhotoRows(trx, show.id, photos, 0, now);
      await countShow(trx, show, 1);
      await placeShow(trx, show);
      return show.id;
    });
    return await getShow(db, id);
  } catch (error) {
    await removePhotoFiles(
      files,
      photos.map((p) => p.fileKey),
    );
    throw error;
  }
}

/** The show, if the user may change it: 404 when missing, 403 when someone else's. */
async function ownedShow(db: Db, user: UserRow, showId: number): Promise<ShowRow> {
  const row = await db.selectFrom('shows').selectAll().where('id', '=', showId).executeTakeFirst();
  if (!row) throw notFound('Show not found');
  if (row.user_id !== user.id) throw forbidden('You can only change your own shows');
  return row;
}

/** Replaces a show's fields and guests; adds and removes photos; counters and ranks follow. */
export async function updateShow(
  db: Kysely<DB>,
  files: FileStore,
  user: UserRow,
  showId: number,
  input: ShowPayload,
  extras: ShowWriteExtras = {},
): Promise<Show> {
  await ownedShow(db, user, showId);
  checkDate(input.date, user);
  const guestError = validateGuestList(input.guestAppearances ?? [], input.artist);
  if (guestError) throw badRequest(guestError);
  const photos = await storePhotos(files, extras.photos ?? []);
  let removedKeys: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      const before = await ownedShow(trx, user, showId);
      const removeIds = extras.removePhotoIds ?? [];
      const removed = removeIds.length
        ? await trx
            .selectFrom('show_photos')
            .select(['id', 'file_key'])
            .where('show_id', '=', showId)
            .where('id', 'in', removeIds)
            .execute()
        : [];
      const photoCount = before.photos_count - removed.length + photos.length;
      if (photoCount > MAX_PHOTOS_PER_SHOW) {
        throw badRequest(`A show can have at most ${MAX_PHOTOS_PER_SHOW} photos`);
      }
      const artist = await findOrCreateArtist(trx, input.artist);
      const city = await findOrCreateCity(trx, input.city, extras.cityCountry);
      await countShow(trx, before, -1);
      const after = await trx
        .updateTable('shows')
        .set({
          artist_id: artist.id,
          city_id: city.id,
          venue: input.venue ?? null,
          date: input.date,
          companion: input.companion ?? null,
          favorite_song: input.favoriteSong ?? null,
          notes: input.notes ?? null,
          score: input.score,
          rating: ratingFromScore(input.score),
          updated_at: new Date().toISOString(),
          photos_count: photoCount,
        })
        .where('id', '=', showId)
        .returning(['artist_id', 'city_id', ...PLACED_COLUMNS])
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('show_guests').where('show_id', '=', showId).execute();
      await writeGuests(trx, showId, artist.id, input.guestAppearances ?? []);
      if (removed.length) {
        await trx
          .deleteFrom('show_photos')
          .where(
            'id',
            'in',
            removed.map((r) => r.id),
          )
          .execute();
      }
      const last = await trx
        .selectFrom('show_photos')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('show_id', '=', showId)
        .executeTakeFirst();
      await insertPhotoRows(
        trx,
        showId,
        photos,
        Number(last?.max ?? -1) + 1,
        new Date().toISOString(),
      );
      await countShow(trx, after, 1);
      await placeShow(trx, after);
      removedKeys = removed.map((r) => r.file_key);
    });
  } catch (error) {
    await removePhotoFiles(
      files,
      photos.map((p) => p.fileKey),
    );
    throw error;
  }
  await removePhotoFiles(files, removedKeys);
  return getShow(db, showId);
}

/** PUT /api/shows/{id}/score: a new score; the rank is always recomputed, never taken. */
export async function updateScore(
  db: Kysely<DB>,
  user: UserRow,
  showId: number,
  score: number,
): Promise<Show> {
  await db.transaction().execute(async (trx) => {
    const before = await ownedShow(trx, user, showId);
    await countShow(trx, before, -1);
    const after = await trx
      .updateTable('shows')
      .set({ score, rating: ratingFromScore(score), updated_at: new Date().toISOString() })
      .where('id', '=', showId)
      .returning(PLACED_COLUMNS)
      .executeTakeFirstOrThrow();
    await countShow(trx, { ...before, score }, 1);
    await placeShow(trx, after);
  });
  return getShow(db, showId);
}

/** Deletes a show with its guests, photos (rows, then files), likes and comments. */
export async function deleteShow(
  db: Kysely<DB>,
  files: FileStore,
  user: UserRow,
  showId: number,
): Promise<void> {
  const fileKeys = await db.transaction().execute(async (trx) => {
    const show = await ownedShow(trx, user, showId);
    const photos = await trx
      .selectFrom('show_photos')
      .select('file_key')
      .where('show_id', '=', showId)
      .execute();
    await countShow(trx, show, -1);
    await trx.deleteFrom('shows').where('id', '=', showId).execute();
    if (show.rank !== null) await closeRankGap(trx, user.id, show.rank);
    return photos.map((p) => p.file_key);
  });
  await removePhotoFiles(files, fileKeys);
}
