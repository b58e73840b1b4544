import type { Kysely } from 'kysely';
import type { ArtistShowsFilter, ListPage, Rating, SetlistSource, Show } from '@gigrank/domain';
import { LIST_PAGE_SIZE, normalizeKey } from '@gigrank/domain';
import { photoUrls } from '../file-urls';
import type { DB, Handle } from '../schema';
import {
  EVERYONE,
  ownerView,
  ownShows,
  visibleShows,
  visibleUsers,
  type Viewer,
} from '../visibility';
import { preparedQuery } from '../prepared-query';
import { toUserSummary } from './users.queries';
import { ROW_CITY_COLUMNS, rowCity } from './cities.queries';
import { idListQuery } from './id-list';
import { setlistsOfShows } from './songs.queries';
import { withViewerFields } from '../viewer-fields';

// Reading shows in the API's shape. Every list starts from showListQuery,
// which starts from visibleShows: who may see a show is decided there.

/** A show with its poster, artist and city, as lists read it. */
export function showListQuery(db: Handle, viewer: Viewer, from = visibleShows) {
  return from(db, viewer)
    .innerJoin('users', 'users.id', 'shows.user_id')
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .innerJoin('cities', 'cities.id', 'shows.city_id')
    .leftJoin('festivals', 'festivals.id', 'shows.festival_id')
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
      'shows.setlist_size',
      'shows.setlist_source',
      'shows.source_url',
      'shows.festival_id',
      'shows.venue_id',
      'shows.stage',
      'shows.set_time',
      'shows.artist_id',
      'shows.city_id',
      'shows.feed_import_count',
      'festivals.name as festival_name',
      'festivals.edition as festival_edition',
      'users.username',
      'users.display_name',
      'users.profile_picture',
      'artists.name as artist_name',
      ...ROW_CITY_COLUMNS,
    ]);
}

export type ShowListRow = Awaited<ReturnType<ReturnType<typeof showListQuery>['execute']>>[number];

/**
 * How much of a show an answer carries: `whole` for a show's own page, the
 * rating queue and the export, which show or carry its songs; `card` for
 * lists (rankings, feeds, artist, venue, festival and gig pages), whose
 * cards show no songs and leave the setlist out (its source says whether
 * there is one). A page of 50 cards reads and writes a few hundred songs
 * fewer: about a third of a ranked page's database time at 1,000,000 shows.
 */
export type ShowDetail = 'card' | 'whole';

/**
 * Attaches guests and photos (and, `whole`, setlists) to show rows with one
 * query each, keeping the row order. What everyone sees alike: the viewer's
 * `likedByMe` is added by `withLikedBy`, so the rest can be shared between
 * viewers.
 */
export async function hydrateShows(
  db: Handle,
  rows: ShowListRow[],
  detail: ShowDetail,
): Promise<Show[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const withPhotos = rows.filter((r) => r.photos_count > 0).map((r) => r.id);
  const withSetlist =
    detail === 'whole' ? rows.filter((r) => r.setlist_size > 0).map((r) => r.id) : [];
  const companionKeys = [
    ...new Set(rows.flatMap((r) => (r.companion ? [normalizeKey(r.companion)] : []))),
  ];
  const [guests, photos, setlists, companions] = await Promise.all([
    guestsOfShows.execute(db, ids),
    withPhotos.length ? photosOfShows.execute(db, withPhotos) : Promise.resolve([]),
    setlistsOfShows(db, withSetlist),
    companionKeys.length
      ? visibleUsers(db, EVERYONE)
          .select(['users.id', 'users.username_key'])
          .where('users.username_key', 'in', companionKeys)
          .execute()
      : Promise.resolve([]),
  ]);
  const companionIds = new Map(companions.map((c) => [c.username_key, c.id]));
  const guestsBy = groupBy(guests, (g) => ({ id: g.id, artist: g.name }));
  const photosBy = groupBy(photos, (p) => ({
    id: p.id,
    width: p.width,
    height: p.height,
    ...photoUrls(p.file_key),
    // Its sizes are not made yet: pages show a placeholder until they are.
    ...(p.waiting_since === null ? {} : { processing: true as const }),
  }));
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
    ...rowCity(r),
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
    ...(detail === 'whole' ? { setlist: setlists.get(r.id) ?? [] } : {}),
    setlistSource:
      r.setlist_size > 0 ? ((r.setlist_source as SetlistSource | null) ?? 'own') : null,
    sourceUrl: r.source_url,
    festival:
      r.festival_id === null || r.festival_name === null || r.festival_edition === null
        ? null
        : { id: r.festival_id, name: r.festival_name, edition: r.festival_edition },
    venueId: r.venue_id,
    stage: r.stage,
    setTime: r.set_time,
    artistId: r.artist_id,
    cityId: r.city_id,
    companionUserId: r.companion ? (companionIds.get(normalizeKey(r.companion)) ?? null) : null,
  }));
}

const guestsOfShows = idListQuery((db, ids) =>
  db
    .selectFrom('show_guests')
    // The artist's name a probe a row, not a join (a hash of every artist): as setlistRows.
    .select((eb) => [
      'show_guests.show_id',
      'show_guests.id',
      eb
        .selectFrom('artists')
        .select('artists.name')
        .whereRef('artists.id', '=', 'show_guests.artist_id')
        .$asScalar()
        .$notNull()
        .as('name'),
    ])
    .where('show_guests.show_id', 'in', ids)
    .orderBy('show_guests.show_id')
    .orderBy('show_guests.position'),
);

const photosOfShows = idListQuery((db, ids) =>
  db
    .selectFrom('show_photos')
    .leftJoin('photo_jobs', 'photo_jobs.photo_id', 'show_photos.id')
    .select([
      'show_photos.show_id',
      'show_photos.id',
      'show_photos.file_key',
      'show_photos.width',
      'show_photos.height',
      'photo_jobs.created_at as waiting_since',
    ])
    .where('show_photos.show_id', 'in', ids)
    .orderBy('show_photos.show_id')
    .orderBy('show_photos.position'),
);

/** The shows of `ids` (after the first) the user `ids[0]` liked. */
const likedBy = idListQuery((db, ids) =>
  db
    .selectFrom('likes')
    .select('show_id')
    .where('user_id', '=', ids[0]!)
    .where('show_id', 'in', ids.slice(1)),
);

function groupBy<R extends { show_id: number }, T>(rows: R[], map: (row: R) => T) {
  const by = new Map<number, T[]>();
  for (const row of rows) {
    const list = by.get(row.show_id) ?? [];
    list.push(map(row));
    by.set(row.show_id, list);
  }
  return by;
}

const NOT_LIKED: Partial<Show> = { likedByMe: false };
const LIKED: Partial<Show> = { likedByMe: true };

/**
 * Adds `likedByMe` for `viewerId` (one query over the shows that have likes);
 * a shared list's shows the viewer did not like are not copied (withViewerFields).
 */
export async function withLikedBy(
  db: Handle,
  shows: Show[],
  viewerId: number | undefined,
): Promise<Show[]> {
  if (viewerId === undefined) return shows;
  const liked = shows.filter((s) => (s.likesCount ?? 0) > 0).map((s) => s.id);
  const likedIds = new Set(
    liked.length === 0
      ? []
      : (await likedBy.execute(db, [viewerId, ...liked])).map((l) => l.show_id),
  );
  return withViewerFields(shows, NOT_LIKED, (s) => (likedIds.has(s.id) ? LIKED : undefined));
}

/** One show as `viewer` may see it, or undefined. */
export async function showById(db: Handle, viewer: Viewer, id: number): Promise<Show | undefined> {
  const row = await showListQuery(db, viewer).where('shows.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return (await withLikedBy(db, await hydrateShows(db, [row], 'whole'), viewer.id ?? undefined))[0];
}

/**
 * A user's shows in rank order (1 = best); with a page, the ranks after
 * `offset`: ranks are 1..n without gaps, so a page is a range of the
 * (user_id, rank) index, however deep.
 */
export async function rankedShowsPage(
  db: Handle,
  viewer: Viewer,
  userId: number,
  page: ListPage = {},
): Promise<Show[]> {
  const paged = page.limit !== undefined || page.offset !== undefined;
  if (paged && viewer.id === userId) {
    // A page of the owner's own list, the common case: built once.
    const rows = await ownRankPage.execute(
      db as Kysely<DB>,
      userId,
      page.offset ?? 0,
      page.limit ?? LIST_PAGE_SIZE,
    );
    return hydrateShows(db, rows, 'card');
  }
  const from = viewer.id === userId ? ownShows : visibleShows;
  const rows = await showListQuery(db, viewer, from)
    .where('shows.user_id', '=', userId)
    // Unscored shows (imported, not yet rated) have no place yet: the rating queue lists them.
    .where('shows.rank', 'is not', null)
    .orderBy('shows.rank')
    .$if(paged, (q) =>
      q.where('shows.rank', '>', page.offset ?? 0).limit(page.limit ?? LIST_PAGE_SIZE),
    )
    .execute();
  return hydrateShows(db, rows, 'card');
}

/**
 * A page of ranks of the owner's own list (ownShows), read along the
 * (user_id, rank) index: ranks are unique per user, so no tie-break sort.
 */
const ownRankPage = preparedQuery((db: Kysely<DB>, userId: number, offset: number, limit: number) =>
  showListQuery(db, ownerView(userId), ownShows)
    .where('shows.user_id', '=', userId)
    .orderBy('shows.rank')
    .where('shows.rank', '>', offset)
    .limit(limit),
);

/** A show's guests in order, or undefined when the show is not there for `viewer`. */
export async function guestsOfShow(
  db: Handle,
  viewer: Viewer,
  showId: number,
): Promise<Show['guestAppearances'] | undefined> {
  const show = await visibleShows(db, viewer)
    .select('id')
    .where('id', '=', showId)
    .executeTakeFirst();
  if (!show) return undefined;
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
const ARTIST_PAGE_SIZE = 50;

/**
 * One page of an artist's shows, newest first: its own and, flagged, those
 * where it was a guest, below the show id `before`. Each source reads at most
 * one page plus one row from its index; only the page's shows are hydrated.
 * `filter` pages only the guest appearances, or only the shows with photos
 * (the Shows tabs), so a tab lists all of them, not those of loaded pages.
 */
export async function artistShowsPage(
  db: Handle,
  viewer: Viewer,
  artistId: number,
  before: number | undefined,
  filter: ArtistShowsFilter | undefined,
): Promise<{ shows: Show[]; nextBefore: number | null }> {
  const withPhotos = filter === 'photos';
  const [own, guestOf] = await Promise.all([
    filter === 'guest'
      ? Promise.resolve([])
      : showListQuery(db, viewer)
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
  // Guest appearances are read through showListQuery too: the visibility rule holds for them.
  const guestRows = guestOf.length
    ? await showListQuery(db, viewer)
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
  const shows = (await hydrateShows(db, page, 'card')).map((s) =>
    guestIds.has(s.id)
      ? { ...s, isGuestAppearance: true, mainArtist: s.artist }
      : { ...s, isGuestAppearance: false },
  );
  return {
    shows,
    nextBefore: merged.length > ARTIST_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
