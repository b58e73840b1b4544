import {
  artistInsightsOf,
  average,
  type ArtistPick,
  cityInsightsOf,
  favoriteArtistOf,
  findUserById,
  mostSeenArtistOf,
  venueInsightsOf,
} from '@gigrank/db';
import {
  pageOf,
  type ArtistInsight,
  type CityInsight,
  type FavoriteArtist,
  type ListPage,
  type MostSeenArtist,
  type MostVisitedCity,
  type MostVisitedVenue,
  type VenueInsight,
} from '@gigrank/domain';
import { cacheKeys, type CacheKey } from '../../cache/keys';
import { notFound } from '../../errors';
import { contentRead } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

/**
 * One of a user's insight lists (404 for an unknown user), a page of it
 * when asked, cached under its key until the user's shows change.
 */
function insightList<T>(
  keyOf: (userId: number, page?: ListPage) => CacheKey<T[]>,
  list: (db: ServiceDeps['db'], userId: number) => Promise<T[]>,
) {
  return contentRead((deps, _viewerId, userId, page?: ListPage) =>
    deps.cache.read(keyOf(userId, page), async () => {
      if (!(await findUserById(deps.db, userId))) throw notFound('User not found');
      return pageOf(await list(deps.db, userId), page);
    }),
  );
}

/** Per-artist statistics of a user's shows (main artist), best average first. */
export const artistInsights = insightList(
  cacheKeys.artistInsights<ArtistInsight[]>,
  artistInsightsOf,
);

/** Per-city statistics of a user's shows, most shows first. */
export const cityInsights = insightList(cacheKeys.cityInsights<CityInsight[]>, cityInsightsOf);

/** Per-venue statistics of a user's shows, most shows first. */
export const venueInsights = insightList(cacheKeys.venueInsights<VenueInsight[]>, venueInsightsOf);

/** One of a user's insight cards, as `read` finds it for the viewer: 404 `missing` when none. */
function insightCard<T>(
  missing: string,
  read: (deps: ServiceDeps, viewerId: number, userId: number) => Promise<T | null | undefined>,
) {
  return async (deps: ServiceDeps, viewerId: number, userId: number): Promise<T> => {
    const card = await read(deps, viewerId, userId);
    if (!card) throw notFound(missing);
    return card;
  };
}

/** A card of the artist a user's shows pick (`pickOf`), cached until their shows change. */
function artistCard<P, T>(
  missing: string,
  keyOf: (userId: number) => CacheKey<T | null>,
  pickOf: (db: ServiceDeps['db'], userId: number) => Promise<P | undefined>,
  cardOf: (pick: P) => T,
) {
  return insightCard(
    missing,
    contentRead((deps, _viewerId, userId) =>
      deps.cache.read(keyOf(userId), async () => {
        const pick = await pickOf(deps.db, userId);
        return pick ? cardOf(pick) : null;
      }),
    ),
  );
}

/** The Favorite Artist card of its pick: `rule` says of which artists it is the best rated. */
const favoriteCard = (pick: ArtistPick & Pick<FavoriteArtist, 'rule'>): FavoriteArtist => ({
  artistName: pick.artistName,
  avgScore: average(pick.scoreSum, pick.scoredCount) ?? '0',
  showCount: pick.showCount,
  rule: pick.rule,
});

/**
 * The Favorite Artist card (DECISIONS.md "Favourite artist"): the best
 * rated of the artists seen at least twice when there is one, else of all;
 * `rule` says which. 404 when none.
 */
export const bestRatedArtist = artistCard(
  'No rated artists yet',
  cacheKeys.favoriteArtist<FavoriteArtist | null>,
  favoriteArtistOf,
  favoriteCard,
);

/**
 * The Most Seen Artist card: the artist of most shows (main
 * artist), then the better average, then the latest show. 404 when none.
 */
export const mostSeenArtist = artistCard(
  'No shows yet',
  cacheKeys.mostSeenArtist<MostSeenArtist | null>,
  mostSeenArtistOf,
  (pick): MostSeenArtist => ({
    artistName: pick.artistName,
    showCount: pick.showCount,
    avgScore: average(pick.scoreSum, pick.scoredCount),
  }),
);

const TOP_ONE: ListPage = { limit: 1, offset: 0 };

/** The most visited city: most shows, then best average; 404 when none. */
export const mostVisitedCity = insightCard<MostVisitedCity>(
  'No cities yet',
  async (deps, viewerId, userId) => {
    const [top] = await cityInsights(deps, viewerId, userId, TOP_ONE);
    return top && { cityName: top.cityName, showCount: top.showCount, avgScore: top.avgScore };
  },
);

/** The most visited venue: most shows, then best average; 404 when none. */
export const mostVisitedVenue = insightCard<MostVisitedVenue>(
  'No venues yet',
  async (deps, viewerId, userId) => {
    const [top] = await venueInsights(deps, viewerId, userId, TOP_ONE);
    return (
      top && {
        id: top.id,
        venueName: top.venueName,
        cityName: top.cityName,
        showCount: top.showCount,
        avgScore: top.avgScore,
      }
    );
  },
);
