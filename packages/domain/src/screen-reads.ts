import { FEED_LIMIT, LIST_PAGE_SIZE } from './constants';
import type { GigRef } from './friends';
import { isValidIsoDate } from './time';
import type { User } from './types';

/** How many users Home's User Leaderboard tab lists (the full list is on /leaderboard). */
export const HOME_LEADERBOARD_USERS = 20;

/** Shows per page of Home's Following feed: a phone's few screens, then 'Load more'. */
export const FOLLOWING_FEED_PAGE = 20;

/** Home Activity's two feeds: the people you follow, or everyone's 50 newest. */
export const HOME_FEEDS = ['following', 'everyone'] as const;
export type HomeFeed = (typeof HOME_FEEDS)[number];

export function isHomeFeed(value: unknown): value is HomeFeed {
  return HOME_FEEDS.some((feed) => feed === value);
}

/**
 * The feed Home's Activity shows: the one chosen (`?feed=`), else Following
 * once the viewer follows someone, else Everyone.
 */
export function homeFeed(chosen: unknown, followingCount: number): HomeFeed {
  if (isHomeFeed(chosen)) return chosen;
  return followingCount > 0 ? 'following' : 'everyone';
}

/**
 * One read a screen makes as it opens: a tRPC query procedure and its input
 * (`infinite`: the first page of a paged query, read with no cursor).
 */
export interface FirstQuery {
  path: string;
  input?: Record<string, unknown>;
  infinite?: boolean;
}

/** What an app page carries (apps/api http/first-screen.ts writes it, apps/web lib/first-screen.ts reads it). */
export interface FirstScreen {
  /** Who is signed in. */
  me: User | null;
  /** The first screen's reads with their answers. */
  queries: (FirstQuery & { data: unknown })[];
  /** When the server rendered the screen's markup (ms), when the page holds it. */
  renderedAt?: number;
}

/** The id of the page's JSON block holding its FirstScreen. */
export const FIRST_SCREEN_ID = 'first-screen';

/** Marks #root when it holds the server's markup of the screen: the app adopts it instead of rendering. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** A positive whole-number id from a path segment, or null ('12' -> 12; '12a', '0', '-1' -> null). */
export function parseIdParam(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What each screen reads first. */
export const screenReads = {
  /** Home, by its tab (Activity by default) and, on Activity, its feed (homeFeed). */
  home(tab: string | null, feed: HomeFeed = 'everyone'): FirstQuery[] {
    if (tab === 'artists') return [{ path: 'leaderboard.artists' }];
    if (tab === 'users')
      return [{ path: 'leaderboard.users', input: { limit: HOME_LEADERBOARD_USERS } }];
    if (feed === 'following') {
      return [{ path: 'following.feed', input: { limit: FOLLOWING_FEED_PAGE }, infinite: true }];
    }
    return [{ path: 'shows.feed', input: { limit: FEED_LIMIT } }];
  },
  /**
   * A profile, its stat cards (Favorite and Most Seen Artist, Most Visited
   * City and Venue, Venue Insights, Festivals, the diary's), its plans, and
   * on its Seen tab (the default) the first page of its ranking: every read
   * the page makes above its fold, so the page paints whole and the browser
   * renders once instead of once per answer as they arrive. Another
   * person's profile also reads where the viewer stands with them (the
   * follow button) and their taste match.
   */
  profile(id: number, tab: string | null, viewerId?: number): FirstQuery[] {
    const theirs: FirstQuery[] =
      viewerId === undefined || viewerId === id
        ? []
        : [
            { path: 'privacy.relationship', input: { userId: id } },
            { path: 'profile.tasteMatch', input: { userId: id } },
          ];
    return [
      { path: 'users.byId', input: { id } },
      { path: 'profile.bestRatedArtist', input: { userId: id } },
      { path: 'profile.mostVisitedCity', input: { userId: id } },
      { path: 'profile.mostSeenArtist', input: { userId: id } },
      { path: 'profile.mostVisitedVenue', input: { userId: id } },
      { path: 'profile.venueInsights', input: { userId: id, limit: LIST_PAGE_SIZE } },
      { path: 'profile.festivals', input: { userId: id } },
      { path: 'users.diary', input: { userId: id } },
      { path: 'plans.list', input: { userId: id } },
      ...theirs,
      ...(tab === null || tab === 'seen'
        ? [{ path: 'shows.ranked', input: { userId: id, limit: LIST_PAGE_SIZE }, infinite: true }]
        : []),
    ];
  },
  /**
   * An artist's page: its first page of shows and, beside 'Going', the
   * viewer's own plans for the artist ("You're going") and the songs they
   * still chase, so the hero's lines and the card above the shows paint with
   * the page instead of pushing it down after.
   */
  artist(name: string, viewerId?: number): FirstQuery[] {
    const page: FirstQuery = { path: 'artists.page', input: { name }, infinite: true };
    if (viewerId === undefined) return [page];
    return [
      page,
      { path: 'plans.list', input: { userId: viewerId, artist: name } },
      { path: 'songs.chase', input: { userId: viewerId, artistName: name } },
    ];
  },
  /** An artist's songs as the logged setlists played them. */
  artistSongs(artistName: string): FirstQuery[] {
    return [{ path: 'songs.artist', input: { artistName } }];
  },
  /** A show's page. */
  show(id: number): FirstQuery[] {
    return [{ path: 'shows.byId', input: { id } }];
  },
  /** A festival edition's page. */
  festival(id: number): FirstQuery[] {
    return [{ path: 'festivals.byId', input: { id } }];
  },
  /** A venue's page: its first page of shows (an infinite query's, read with no `before`). */
  venue(id: number): FirstQuery[] {
    return [{ path: 'venues.byId', input: { id }, infinite: true }];
  },
  /** A gig's page: everyone's shows of it. */
  gig({ artistId, cityId, date }: GigRef): FirstQuery[] {
    return [{ path: 'gigs.page', input: { artistId, cityId, date } }];
  },
};

/** A gig from the segments of '/gig/{artistId}/{cityId}/{date}', or null. */
export function parseGigParams(
  artistId: string | null | undefined,
  cityId: string | null | undefined,
  date: string | null | undefined,
): GigRef | null {
  const artist = artistId ? parseIdParam(artistId) : null;
  const city = cityId ? parseIdParam(cityId) : null;
  if (artist === null || city === null || !isValidIsoDate(date)) return null;
  return { artistId: artist, cityId: city, date };
}

/**
 * The reads an app screen starts with, by its URL as the browser sent it
 * (path segments percent-encoded), for the signed-in viewer: the API
 * answers a page with their data already in it (apps/api
 * http/first-screen.ts), so the first screen paints without a round trip,
 * and the web app's route loaders prefetch the same `screenReads` from
 * their parsed params. Screens not listed (Add Show, the leaderboard page)
 * start from what the session gives them.
 */
export function firstScreenQueries(
  pathname: string,
  search: { get(name: string): string | null },
  viewer: Pick<User, 'id' | 'followingCount'>,
): FirstQuery[] {
  const viewerId = viewer.id;
  const parts = pathname.split('/').filter(Boolean).map(decoded);
  const tab = search.get('tab');
  if (parts.length === 0) {
    return screenReads.home(tab, homeFeed(search.get('feed'), viewer.followingCount));
  }
  if (parts[0] === 'gig' && parts.length === 4) {
    const gig = parseGigParams(parts[1], parts[2], parts[3]);
    return gig === null ? [] : screenReads.gig(gig);
  }
  if (parts[0] === 'artist' && parts.length === 3 && parts[1] && parts[2] === 'songs') {
    return screenReads.artistSongs(parts[1]);
  }
  const [first, second, ...rest] = parts;
  if (rest.length > 0 || first === null) return [];
  if (first === 'profile') {
    if (second === undefined) return screenReads.profile(viewerId, tab);
    const id = second === null ? null : parseIdParam(second);
    return id === null ? [] : screenReads.profile(id, tab, viewerId);
  }
  if (first === 'artist' && second) return screenReads.artist(second, viewerId);
  if (first === 'show' && second) {
    const id = parseIdParam(second);
    return id === null ? [] : screenReads.show(id);
  }
  if (first === 'festival' && second) {
    const id = parseIdParam(second);
    return id === null ? [] : screenReads.festival(id);
  }
  if (first === 'venue' && second) {
    const id = parseIdParam(second);
    return id === null ? [] : screenReads.venue(id);
  }
  return [];
}
