import type { ArtistShowsFilter, ListPage } from '@gigrank/domain';

import {
  key,
  showCards,
  showGigs,
  type CacheKey,
  type Card,
  type Entity,
  type GigCard,
} from './entities';

// The entities, keys' shape and expiry live in entities.ts; every cached answer's key is here.
export { entityId, expires, type CacheKey, type Change, type Entity } from './entities';

const pageId = (page: ListPage | undefined) => `${page?.limit ?? ''}:${page?.offset ?? ''}`;

/**
 * Every cached answer of the API, in one place. Each builder names the
 * answer and the entities it depends on. The answer types are the services'
 * (declared at the call site through `CacheKey<T>`).
 */
export const cacheKeys = {
  /** A page of the activity feed, the same for everyone (no viewer part). */
  feedPage: <T>(limit: number, before: number | undefined) =>
    key<T>(
      `feed:${limit}:${before ?? ''}`,
      [{ kind: 'allShows' }, { kind: 'people' }, { kind: 'privacy' }],
      showCards as (answer: T) => Entity[],
    ),

  /**
   * A shared list as one viewer sees it when their blocks, mutes or follows
   * of private accounts change it (policy/privacy.ts audienceOf).
   */
  asViewer: <T>(shared: CacheKey<unknown>, viewerId: number) =>
    key<T>(
      `${shared.id}:as:${viewerId}`,
      [
        ...shared.dependsOn,
        { kind: 'privacy' },
        { kind: 'relations', userId: viewerId },
        { kind: 'follows', userId: viewerId },
      ],
      shared.answerDependsOn as ((answer: T) => Entity[]) | undefined,
    ),

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

  /**
   * Whose per-place statistics turn a venue's or festival's shared figures
   * into this viewer's (policy/privacy.ts placeAudienceOf): their privacy,
   * their follows and blocks, anyone's privacy.
   */
  placeAudience: <T>(viewerId: number) =>
    key<T>(`place-audience:${viewerId}`, [
      { kind: 'privacy' },
      { kind: 'relations', userId: viewerId },
      { kind: 'follows', userId: viewerId },
    ]),

  /**
   * The session a token names and its user, by the token's hash: what every
   * signed-in request asks first. It lasts until that user's sessions end or
   * their row changes (a counter, a name, a privacy flag).
   */
  session: <T extends { user: { id: number } }>(tokenHash: string) =>
    key<T>(`session:${tokenHash}`, [], (found) => [
      { kind: 'sessions', userId: found.user.id },
      { kind: 'user', id: found.user.id },
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
    key<T>(
      `ranked:${userId}:${pageId(page)}`,
      [{ kind: 'userShows', userId }, { kind: 'people' }],
      showCards as (answer: T) => Entity[],
    ),

  /** A page of an artist's shows and guest appearances. */
  artistShows: <T>(
    nameKey: string,
    artistId: number,
    before?: number,
    filter?: ArtistShowsFilter,
  ) =>
    key<T>(
      `artist-shows:${artistId}:${before ?? ''}:${filter ?? ''}`,
      [{ kind: 'artist', nameKey }, { kind: 'people' }, { kind: 'privacy' }],
      showCards as (answer: T) => Entity[],
    ),

  /**
   * The viewer's version of a shared show list: the list plus which shows the
   * viewer liked. `shared` is the key of the list it is built on.
   */
  viewerShows: <T>(shared: CacheKey<unknown>, viewerId: number | undefined) =>
    key<T>(
      `${shared.id}:viewer:${viewerId ?? ''}`,
      [
        ...shared.dependsOn,
        ...(viewerId === undefined ? [] : [{ kind: 'likesBy', userId: viewerId } as const]),
      ],
      shared.answerDependsOn as ((answer: T) => Entity[]) | undefined,
    ),

  /**
   * The viewer's version of a feed page: `viewerShows`, plus who else was at
   * each show's gig, which any show written (the shared page's
   * `allShows`), the viewer's follows (followed first) and blocks change.
   */
  viewerFeed: <T>(shared: CacheKey<unknown>, viewerId: number | undefined) => {
    const base = cacheKeys.viewerShows<T>(shared, viewerId);
    return key<T>(
      `${base.id}:gigs`,
      [
        ...base.dependsOn,
        { kind: 'allShows' },
        ...(viewerId === undefined
          ? []
          : ([
              { kind: 'follows', userId: viewerId },
              { kind: 'relations', userId: viewerId },
            ] as const)),
      ],
      base.answerDependsOn as ((answer: T) => Entity[]) | undefined,
    );
  },

  /**
   * A page of a viewer's Following feed: the shows of `followees`
   * (read just before: a follow, mute or block changes the list and this
   * key's entities), their names, privacy flags and the cards held.
   */
  followingPage: <T>(
    viewerId: number,
    followees: readonly number[],
    limit: number,
    before: number | undefined,
  ) =>
    key<T>(
      `following:${viewerId}:${limit}:${before ?? ''}`,
      [
        { kind: 'follows', userId: viewerId },
        { kind: 'relations', userId: viewerId },
        { kind: 'people' },
        { kind: 'privacy' },
        ...followees.map((userId) => ({ kind: 'userShows', userId }) as const),
      ],
      showCards as (answer: T) => Entity[],
    ),

  /**
   * The upcoming plans of the people a viewer follows (the
   * Following feed's first page), from `from` on: the viewer's follows, mutes
   * and blocks, each followee's plans, names and privacy flags (artist and
   * city names never change once made).
   */
  followingPlans: <T>(
    viewerId: number,
    followees: readonly number[],
    from: string,
    limit: number,
  ) =>
    key<T>(`following-plans:${viewerId}:${from}:${limit}`, [
      { kind: 'follows', userId: viewerId },
      { kind: 'relations', userId: viewerId },
      { kind: 'people' },
      { kind: 'privacy' },
      ...followees.map((userId) => ({ kind: 'plans', userId }) as const),
    ]),

  /**
   * A page of the Following feed as its viewer reads it: the page
   * (`followingPage`), the viewer's likes, and who else was at each show's
   * gig (people they follow first: the page's own `follows` and `relations`),
   * which a show written at one of those gigs changes (`showGigs`).
   */
  followingView: <T>(page: CacheKey<unknown>, viewerId: number) =>
    key<T>(
      `${page.id}:view`,
      [...page.dependsOn, { kind: 'likesBy', userId: viewerId }],
      ((answer: { shows: GigCard[] }) => [
        ...(page.answerDependsOn?.(answer) ?? []),
        ...showGigs(answer),
      ]) as (answer: T) => Entity[],
    ),

  /**
   * A gig's shows as the audience may see them (the gig page;
   * `asViewer` for a viewer whose blocks or follows change them): any show
   * written at the gig, names and pictures, privacy flags, the cards held.
   */
  gigShared: <T>(gig: { artistId: number; cityId: number; date: string }) =>
    key<T>(
      `gig-shows:${gig.artistId}:${gig.cityId}:${gig.date}`,
      [{ kind: 'gig', ...gig }, { kind: 'people' }, { kind: 'privacy' }],
      showCards as (answer: T) => Entity[],
    ),

  /**
   * What a festival's page shows everyone alike: the festival, its
   * lineup as rated, its other editions, and its best sets and photo sets as
   * the audience may see them (`asViewer` for a viewer whose blocks or
   * follows change them). Any set written, a new edition (the catalogue).
   */
  festivalShared: <T>(festivalId: number) =>
    key<T>(
      `festival:${festivalId}`,
      [
        { kind: 'festival', id: festivalId },
        { kind: 'artistCatalogue' },
        { kind: 'people' },
        { kind: 'privacy' },
      ],
      ((answer: { bestSets: Card[]; photoSets: Card[] }) => [
        ...showCards(answer.bestSets),
        ...showCards(answer.photoSets),
      ]) as (answer: T) => Entity[],
    ),

  /** The artist page as `userId` sees it (their Want to See flag, the viewer's likes). */
  artistPage: <T>(
    nameKey: string,
    userId: number,
    viewerId: number,
    before?: number,
    filter?: ArtistShowsFilter,
  ) =>
    key<T>(
      `artist-page:${nameKey}:${userId}:${viewerId}:${before ?? ''}:${filter ?? ''}`,
      [
        { kind: 'artist', nameKey },
        { kind: 'people' },
        { kind: 'wantToSee', userId },
        { kind: 'likesBy', userId: viewerId },
        { kind: 'privacy' },
        { kind: 'relations', userId: viewerId },
        { kind: 'follows', userId: viewerId },
      ],
      showCards as (answer: T) => Entity[],
    ),

  /**
   * A profile (user row, streak; its global rank is `globalRank`). Per minute: the streak follows
   * the user's local date, which changes only on a whole minute in any zone.
   */
  profile: <T>(userId: number, minute: string) =>
    key<T>(`user:${userId}:${minute}`, [
      { kind: 'user', id: userId },
      { kind: 'userShows', userId },
    ]),

  /** A user's place on the user leaderboard: any user's shows or followers may move it. */
  globalRank: <T>(userId: number) =>
    key<T>(`global-rank:${userId}`, [{ kind: 'user', id: userId }, { kind: 'userRanking' }]),

  artistInsights: <T>(userId: number, page?: ListPage) =>
    key<T>(`artist-insights:${userId}:${pageId(page)}`, [{ kind: 'userShows', userId }]),

  /** The Favorite Artist and the Most Seen Artist cards: the user's shows only. */
  favoriteArtist: <T>(userId: number) =>
    key<T>(`favorite-artist:${userId}`, [{ kind: 'userShows', userId }]),

  /** Every show of a user in a year (or all time) as Wrapped tallies them. */
  wrappedShows: <T>(userId: number, year: number | null) =>
    key<T>(`wrapped-shows:${userId}:${year ?? 'all'}`, [{ kind: 'userShows', userId }]),

  mostSeenArtist: <T>(userId: number) =>
    key<T>(`most-seen-artist:${userId}`, [{ kind: 'userShows', userId }]),

  /**
   * An artist's songs as the audience's setlists played them (`asViewer`
   * for a viewer whose blocks or follows change them): any show of the
   * artist written (its setlist with it), privacy flags.
   */
  artistSongs: <T>(nameKey: string) =>
    key<T>(`artist-songs:${nameKey}`, [
      { kind: 'artist', nameKey },
      { kind: 'people' },
      { kind: 'privacy' },
    ]),

  /** A page of a user's songs heard live, and the songs they heard in a year (Wrapped). */
  songLedger: <T>(userId: number, page: ListPage) =>
    key<T>(`song-ledger:${userId}:${pageId(page)}`, [{ kind: 'userShows', userId }]),

  songsHeard: <T>(userId: number, year: number | null) =>
    key<T>(`songs-heard:${userId}:${year ?? 'all'}`, [{ kind: 'userShows', userId }]),

  /** The years a user has shows in, and one year of their diary. */
  showYears: <T>(userId: number) => key<T>(`show-years:${userId}`, [{ kind: 'userShows', userId }]),

  diary: <T>(userId: number, year: number) =>
    key<T>(`diary:${userId}:${year}`, [{ kind: 'userShows', userId }]),

  cityInsights: <T>(userId: number, page?: ListPage) =>
    key<T>(`city-insights:${userId}:${pageId(page)}`, [{ kind: 'userShows', userId }]),

  /**
   * How much `viewerId` agrees with `otherId`: both users' shows
   * (the per-artist counters of each). Per ordered pair: 'yours' and 'theirs'.
   */
  tasteMatch: <T>(viewerId: number, otherId: number) =>
    key<T>(`taste:${viewerId}:${otherId}`, [
      { kind: 'userShows', userId: viewerId },
      { kind: 'userShows', userId: otherId },
    ]),

  /**
   * A page of a venue's shows and its top people as the audience may see
   * them (`asViewer` for a viewer whose blocks or follows change them): any
   * show written there (the venue), names and pictures, privacy flags and
   * leaderboard opt-outs, and the cards it holds.
   */
  venueShared: <T>(venueId: number, before?: number) =>
    key<T>(
      `venue-shared:${venueId}:${before ?? ''}`,
      [{ kind: 'venue', id: venueId }, { kind: 'people' }, { kind: 'privacy' }],
      showCards as (answer: T) => Entity[],
    ),

  /**
   * A venue's row, its figures and the artists most seen there as the
   * audience sees them (`asViewer` for a viewer whose audience changes them):
   * moved by shows logged there and by an account going private or public.
   */
  venueFigures: <T>(venueId: number) =>
    key<T>(`venue-figures:${venueId}`, [{ kind: 'venue', id: venueId }, { kind: 'privacy' }]),

  /** A user's venues (venue rows are never renamed: only their shows move the figures). */
  venueInsights: <T>(userId: number, page?: ListPage) =>
    key<T>(`venue-insights:${userId}:${pageId(page)}`, [{ kind: 'userShows', userId }]),

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
