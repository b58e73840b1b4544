/**
 * What the freshness suites read (freshness-checks.ts): the lists a show's
 * card is in (feeds, rankings, artist page, the show itself), its fields
 * there, and the answers about a person (profile, leaderboards, insights,
 * followers, notifications), each a Read for a row of a check table.
 */
import type {
  ArtistInsight,
  ArtistLeaderboardEntry,
  ArtistResponse,
  CityInsight,
  LeaderboardUser,
  Notification,
  Show,
  User,
  UserSummary,
} from '@gigrank/domain';
import { at, rpc, type Read, type Table } from './freshness-checks';
import type { Person } from './two-apps';

export const enc = encodeURIComponent;
export const names = (users: UserSummary[]) => users.map((u) => u.displayName);
/** A field of a row, by name or function (undefined when there is no row). */
const field =
  <T extends object>(pick: keyof T | ((row: T) => unknown)) =>
  (row: T | undefined) =>
    row === undefined ? undefined : typeof pick === 'function' ? pick(row) : row[pick];

/** A list of show cards, read through `pick`. */
type ShowList = (pick: (shows: Show[]) => unknown) => Read;

export const lists = {
  feed: (): ShowList => (pick) => at<Show[]>('/api/shows?limit=50', pick),
  feedRpc: (): ShowList => (pick) => rpc<Show[]>('shows.feed', { limit: 50 }, pick),
  rankedPage:
    (owner: Person): ShowList =>
    (pick) =>
      at<Show[]>(`/api/users/${owner.id}/ranked-shows?limit=50`, pick),
  ranked:
    (owner: Person): ShowList =>
    (pick) =>
      at<Show[]>(`/api/users/${owner.id}/ranked-shows`, pick),
  rankedRpc:
    (owner: Person): ShowList =>
    (pick) =>
      rpc<Show[]>('shows.ranked', { userId: owner.id }, pick),
  artist:
    (artist: string): ShowList =>
    (pick) =>
      at<ArtistResponse>(`/api/artists/${enc(artist)}`, (page) => pick(page.shows)),
  /** The single show, as a list of one. */
  show:
    (id: number): ShowList =>
    (pick) =>
      at<Show>(`/api/shows/${id}`, (show) => pick([show])),
};

// Where a show's card is listed.
export const feeds = () => ({ feed: lists.feed(), 'feed (tRPC)': lists.feedRpc() });
export const feedsAndArtist = (artist: string) => ({
  ...feeds(),
  'artist page': lists.artist(artist),
});
export const rankings = (owner: Person) => ({
  'ranked shows, first 50': lists.rankedPage(owner),
  'ranked shows, whole': lists.ranked(owner),
  'ranked shows (tRPC)': lists.rankedRpc(owner),
});
/** Every list a show of `owner` by `artist` appears in, and the show itself. */
export const everywhere = (owner: Person, artist: string, showId: number) => ({
  ...feedsAndArtist(artist),
  ...rankings(owner),
  'the show': lists.show(showId),
});

/** One row per list of `where`: `label`, as `pick` reads it there. */
export function inEach(
  where: Record<string, ShowList>,
  label: string,
  pick: (shows: Show[]) => unknown,
  before: unknown,
  after: unknown,
): Table {
  return Object.fromEntries(
    Object.entries(where).map(([place, list]) => [
      `${label} in ${place}`,
      [list(pick), before, after],
    ]),
  );
}

/** A field of show `id` in a list (undefined when it is not there). */
export const card = (id: number, pick: keyof Show | ((s: Show) => unknown)) => (shows: Show[]) =>
  field(pick)(shows.find((s) => s.id === id));
export const has = (id: number) => (shows: Show[]) => shows.some((s) => s.id === id);
export const ids = (shows: Show[]) => shows.map((s) => s.id).sort((x, y) => x - y);
/** `#rank id` of each card, in list order. */
export const ranked = (shows: Show[]) => shows.map((s) => `#${s.rank} ${s.id}`);

export const reads = {
  profile: (p: Person, pick: keyof User | ((u: User) => unknown)) =>
    at<User>(`/api/users/${p.id}`, field(pick)),
  /** `p`'s row of the user leaderboard (undefined when absent). */
  board: (p: Person, pick: keyof LeaderboardUser | ((u: LeaderboardUser) => unknown)) =>
    at<LeaderboardUser[]>('/api/leaderboard?limit=100', (rows) =>
      field(pick)(rows.find((u) => u.id === p.id)),
    ),
  boardRpc: (p: Person, pick: keyof LeaderboardUser) =>
    rpc<{ users: LeaderboardUser[] }>('leaderboard.users', { limit: 100 }, ({ users }) =>
      field(pick)(users.find((u) => u.id === p.id)),
    ),
  /** '<shows> at <average>' on the artist leaderboard (undefined when absent). */
  artistBoard: (artist: string) =>
    at<ArtistLeaderboardEntry[]>('/api/artist-leaderboard', (rows) => {
      const row = rows.find((a) => a.artistName === artist);
      return row && `${row.showCount} at ${row.avgScore}`;
    }),
  artistInsights: (p: Person) =>
    at<ArtistInsight[]>(`/api/users/${p.id}/artist-insights`, (rows) =>
      rows.map((a) => `${a.artistName}: ${a.showCount} at ${a.avgScore}`),
    ),
  cityInsights: (p: Person) =>
    at<CityInsight[]>(`/api/users/${p.id}/city-insights`, (rows) =>
      rows.map((c) => `${c.cityName}: ${c.showCount} at ${c.avgScore}`),
    ),
  bestArtist: (p: Person) =>
    at<{ artistName: string; showCount: number; avgScore: string }>(
      `/api/users/${p.id}/best-rated-artist`,
      (a) => `${a.artistName}: ${a.showCount} at ${a.avgScore}`,
    ),
  /** The artist page's rating card: '<shows> at <average>'. */
  artistRating: (artist: string) =>
    at<ArtistResponse>(
      `/api/artists/${enc(artist)}`,
      ({ rating }) => `${rating.showCount} at ${rating.avgScore}`,
    ),
  followers: (p: Person) => at<UserSummary[]>(`/api/users/${p.id}/followers`, names),
  following: (p: Person) => at<UserSummary[]>(`/api/users/${p.id}/following`, names),
  unread: (p: Person) =>
    at<{ count: number }>(`/api/users/${p.id}/notifications/unread-count`, (b) => b.count),
  unreadRpc: () => rpc<{ count: number }>('notifications.unreadCount', {}, (b) => b.count),
  notifications: (p: Person) =>
    at<Notification[]>(`/api/users/${p.id}/notifications`, (ns) => ns.map((n) => n.type)),
};
