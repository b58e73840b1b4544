import type { ArtistShowsFilter, ListPage } from '@gigrank/domain';

/**
 * The things a cached answer is built from, named the same way by the writes
 * that change them. An answer depends on a list of these; a write says which
 * it changed (`Change`). The store behind the cache decides what a change
 * expires: today's (adapters/memory-cache-store.ts) expires everything on any
 * write; a store keeping a version per entity can expire exactly the answers
 * whose dependencies moved, without any service changing.
 */
export type Entity =
  /** Every show, in feed order: a show added, edited or deleted anywhere. */
  | { kind: 'allShows' }
  /** One show's row, guests, photos, like and comment counts. */
  | { kind: 'show'; id: number }
  /** The shows one user logged: their ranking, insights, streak, Wrapped. */
  | { kind: 'userShows'; userId: number }
  /** A user's profile row: names, picture, city, counters. */
  | { kind: 'user'; id: number }
  /** Any user's name or picture as lists show them (show cards, leaderboards, comments). */
  | { kind: 'people' }
  /** Whom a user follows and who follows them. */
  | { kind: 'follows'; userId: number }
  /** The shows a user liked (their `likedByMe` flags). */
  | { kind: 'likesBy'; userId: number }
  /** A user's Want to See list. */
  | { kind: 'wantToSee'; userId: number }
  /** A user's notifications and unread count. */
  | { kind: 'notifications'; userId: number }
  /** An artist's row, counters and the shows it appears in (by name key). */
  | { kind: 'artist'; nameKey: string }
  /** The catalogues: artists (names, stream figures: search) and cities. */
  | { kind: 'artistCatalogue' }
  /** The order of users by shows and followers (user leaderboard, global ranks). */
  | { kind: 'userRanking' }
  /** The order of artists by shows logged (artist leaderboard). */
  | { kind: 'artistRanking' }
  /** Any account's privacy flags (private, off the leaderboards): every shared list filters by them. */
  | { kind: 'privacy' }
  /** A user's blocks (either side), mutes and follow requests. */
  | { kind: 'relations'; userId: number };

/** What a write changed: the same vocabulary as what answers depend on. */
export type Change = Entity;

/** A cached answer of type T: its key and what it is built from. */
export interface CacheKey<T> {
  readonly id: string;
  readonly dependsOn: readonly Entity[];
  /** Phantom: ties the key to the type of its answer. */
  readonly __answer?: T;
}

function key<T>(id: string, dependsOn: readonly Entity[]): CacheKey<T> {
  return { id, dependsOn };
}

const pageId = (page: ListPage | undefined) => `${page?.limit ?? ''}:${page?.offset ?? ''}`;

/**
 * Every cached answer of the API, in one place. Each builder names the
 * answer and the entities it depends on. The answer types are the services'
 * (declared at the call site through `CacheKey<T>`).
 */
export const cacheKeys = {
  /** A page of the activity feed, the same for everyone (no viewer part). */
  feedPage: <T>(limit: number, before: number | undefined) =>
    key<T>(`feed:${limit}:${before ?? ''}`, [
      { kind: 'allShows' },
      { kind: 'people' },
      { kind: 'privacy' },
    ]),

  /**
   * A shared list as one viewer sees it when their blocks, mutes or follows
   * of private accounts change it (policy/privacy.ts audienceOf).
   */
  asViewer: <T>(shared: CacheKey<unknown>, viewerId: number) =>
    key<T>(`${shared.id}:as:${viewerId}`, [
      ...shared.dependsOn,
      { kind: 'privacy' },
      { kind: 'relations', userId: viewerId },
      { kind: 'follows', userId: viewerId },
    ]),

  /**
   * How much of `ownerId`'s account `viewerId` may see (policy/privacy.ts
   * profileAccess): blocks either way, the owner's privacy, the viewer's follows.
   */
  access: <T>(viewerId: number, ownerId: number) =>
    key<T>(`access:${viewerId}:${ownerId}`, [
      { kind: 'privacy' },
      { kind: 'relations', userId: viewerId },
      { kind: 'follows', userId: viewerId },
      { kind: 'user', id: ownerId },
    ]),

  /** Whether the shared lists are exactly this viewer's (policy/privacy.ts audienceOf). */
  audience: <T>(viewerId: number) =>
    key<T>(`audience:${viewerId}`, [
      { kind: 'privacy' },
      { kind: 'relations', userId: viewerId },
      { kind: 'follows', userId: viewerId },
    ]),

  /** A user's shows in rank order (a range of ranks, or all). */
  rankedShows: <T>(userId: number, page: ListPage) =>
    key<T>(`ranked:${userId}:${pageId(page)}`, [{ kind: 'userShows', userId }, { kind: 'people' }]),

  /** A page of an artist's shows and guest appearances. */
  artistShows: <T>(
    nameKey: string,
    artistId: number,
    before?: number,
    filter?: ArtistShowsFilter,
  ) =>
    key<T>(`artist-shows:${artistId}:${before ?? ''}:${filter ?? ''}`, [
      { kind: 'artist', nameKey },
      { kind: 'people' },
      { kind: 'privacy' },
    ]),

  /**
   * The viewer's version of a shared show list: the list plus which shows the
   * viewer liked. `shared` is the key of the list it is built on.
   */
  viewerShows: <T>(shared: CacheKey<unknown>, viewerId: number | undefined) =>
    key<T>(`${shared.id}:viewer:${viewerId ?? ''}`, [
      ...shared.dependsOn,
      ...(viewerId === undefined ? [] : [{ kind: 'likesBy', userId: viewerId } as const]),
    ]),

  /** The artist page as `userId` sees it (their Want to See flag, the viewer's likes). */
  artistPage: <T>(
    nameKey: string,
    userId: number,
    viewerId: number,
    before?: number,
    filter?: ArtistShowsFilter,
  ) =>
    key<T>(`artist-page:${nameKey}:${userId}:${viewerId}:${before ?? ''}:${filter ?? ''}`, [
      { kind: 'artist', nameKey },
      { kind: 'people' },
      { kind: 'wantToSee', userId },
      { kind: 'likesBy', userId: viewerId },
      { kind: 'privacy' },
      { kind: 'relations', userId: viewerId },
      { kind: 'follows', userId: viewerId },
    ]),

  /**
   * A profile (user row, global rank, streak). Per minute: the streak follows
   * the user's local date, which changes only on a whole minute in any zone.
   */
  profile: <T>(userId: number, minute: string) =>
    key<T>(`user:${userId}:${minute}`, [
      { kind: 'user', id: userId },
      { kind: 'userShows', userId },
      { kind: 'userRanking' },
    ]),

  artistInsights: <T>(userId: number, page?: ListPage) =>
    key<T>(`artist-insights:${userId}:${pageId(page)}`, [{ kind: 'userShows', userId }]),

  cityInsights: <T>(userId: number, page?: ListPage) =>
    key<T>(`city-insights:${userId}:${pageId(page)}`, [{ kind: 'userShows', userId }]),

  userLeaderboard: <T>(limit: number, offset: number) =>
    key<T>(`user-leaderboard:${limit}:${offset}`, [
      { kind: 'userRanking' },
      { kind: 'people' },
      { kind: 'privacy' },
    ]),

  artistLeaderboard: <T>(limit: number) =>
    key<T>(`artist-leaderboard:${limit}`, [{ kind: 'artistRanking' }]),

  artistSearch: <T>(limit: number, queryKey: string) =>
    key<T>(`artist-search:${limit}:${queryKey}`, [{ kind: 'artistCatalogue' }]),

  unreadCount: <T>(userId: number) =>
    key<T>(`unread:${userId}`, [{ kind: 'notifications', userId }]),
};

/** Whether a change touches an entity an answer depends on. */
export function expires(key: CacheKey<unknown>, changes: readonly Change[]): boolean {
  return changes.some((c) => key.dependsOn.some((d) => sameEntity(c, d)));
}

function sameEntity(a: Entity, b: Entity): boolean {
  if (a.kind !== b.kind) return false;
  const { kind: _a, ...restA } = a;
  const { kind: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}
