import type { SetlistSong } from './schemas/setlists';
/**
 * API shapes (SPEC section 3). Field names are the public contract: camelCase
 * everywhere except the artist stat records, which use snake_case as the spec does.
 * Timestamps are ISO 8601 strings (UTC); show dates are 'YYYY-MM-DD'.
 */
import type { FavoriteRule } from './artist-picks';
import type { Rating } from './rating';

/** The short form of a user embedded in shows, lists and follower rows. */
export interface UserSummary {
  id: number;
  username: string;
  displayName: string;
  /** URL of the stored picture (or a data URL), null when none. */
  profilePicture: string | null;
}

export interface User extends UserSummary {
  city: string | null;
  createdAt: string;
  followersCount: number;
  followingCount: number;
  showsCount: number;
  /** Position on the user leaderboard; absent when the user has no shows. */
  globalRank?: number;
  streakWeeks: number;
  /** A private account: its shows and lists are for its owner and approved followers. */
  isPrivate: boolean;
  /** The owner's own setting (absent for others): off the user leaderboard, no global rank shown. */
  hideFromLeaderboards?: boolean;
  /**
   * 'profile' when the viewer may see only the name, picture and counts (a
   * private account they do not follow); 'full' otherwise.
   */
  access: 'full' | 'profile';
}

/** Where the viewer stands with another account (follow button, profile menu). */
export interface Relationship {
  following: boolean;
  /** A follow request waiting for the private account's answer. */
  requested: boolean;
  /** They follow the viewer. */
  followsYou: boolean;
  blocked: boolean;
  muted: boolean;
}

/** A follow request waiting for the owner's answer. */
export interface FollowRequest {
  user: UserSummary;
  createdAt: string;
}

export interface GuestAppearance {
  id: number;
  artist: string;
}

export interface ShowPhoto {
  id: number;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export interface Show {
  id: number;
  userId: number;
  user: UserSummary;
  artist: string;
  venue?: string | null;
  city: string;
  /** ISO country code of the city, when known. */
  cityCountry?: string | null;
  /** The city's first-level region ('Maine'), when known. */
  cityRegion?: string | null;
  /** 'YYYY-MM-DD' */
  date: string;
  /** A username. */
  companion?: string | null;
  favoriteSong?: string | null;
  notes?: string | null;
  score: number | null;
  rating: Rating | null;
  photos: ShowPhoto[];
  guestAppearances: GuestAppearance[];
  /** 1..n within the owner's ranking; null when not yet ranked. */
  rank: number | null;
  createdAt: string;
  /** True when listed on an artist page because that artist was a guest. */
  isGuestAppearance?: boolean;
  /** The show's main artist, for guest-appearance listings. */
  mainArtist?: string;
  likesCount?: number;
  commentsCount?: number;
  /** Whether the signed-in viewer liked the show. */
  likedByMe?: boolean;
  /** The songs heard, in order (from an imported setlist); empty when none was kept. */
  setlist: SetlistSong[];
  /** Where an imported show came from (its setlist.fm page), shown as its source. */
  sourceUrl?: string | null;
  /** The festival this show is a set of; null for a show on its own. */
  festival: FestivalRef | null;
  /** The venue's page (`venue` stays its name); null when no venue was given. */
  venueId: number | null;
  /** A festival set's stage and start time ('HH:MM'), when given. */
  stage?: string | null;
  setTime?: string | null;
  /** The gig it was (artist, city, date), for the gig page's address. */
  artistId?: number;
  cityId?: number;
  /** The companion's account when `companion` names a user (the show page links it). */
  companionUserId?: number | null;
  /** Who else logged the same gig, as the viewer may see them (feeds and the show page). */
  alsoThere?: AlsoThere | null;
  /**
   * Feeds only: this entry stands for an import, "{name} imported N shows"
   * (N here), not for the show itself; absent on a show's own card.
   */
  importedShows?: number;
}

export interface ShowComment {
  id: number;
  showId: number;
  user: UserSummary;
  body: string;
  createdAt: string;
}

export interface ArtistStat {
  id: number;
  artist_name: string;
  monthly_streams: number;
  global_rank: number;
  formatted_streams: string;
}

/** GET /api/artists/{artistName}. */
export interface ArtistResponse {
  /** The artist's name as stored (the URL may differ in case or accents). */
  artistName: string;
  shows: Show[];
  isWantToSee: boolean;
  stats: { monthly_streams: number; global_rank: number; formatted_streams: string } | null;
  /** The rating card: average of the artist's own shows, their count and distinct fans. */
  rating: { avgScore: string | null; showCount: number; fanCount: number };
  /**
   * `shows` is one page (ARTIST_PAGE_SIZE, newest first); pass this as
   * `before` for the next page. null on the last page.
   */
  nextBefore: number | null;
}

export interface City {
  id: number;
  name: string;
  country: string | null;
  /** First-level region (state, province...): 'Maine'; null when unknown. */
  region: string | null;
  population: number | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ArtistInsight {
  id: number;
  artistName: string;
  /** Numeric string; missing counts as 0. */
  avgScore: string | null;
  showCount: number;
}

export interface CityInsight {
  id: number;
  cityName: string;
  country: string | null;
  showCount: number;
  /** Numeric string. */
  avgScore: string | null;
}

/** GET /api/users/{id}/best-rated-artist. */
export interface FavoriteArtist {
  artistName: string;
  /** Numeric string. */
  avgScore: string;
  showCount: number;
  /** Whether it is the best rated of the artists seen twice or more, or of all (artist-picks.ts). */
  rule: FavoriteRule;
}

/** GET /api/users/{id}/most-seen-artist: the artist of most shows. */
export interface MostSeenArtist {
  artistName: string;
  showCount: number;
  /** Numeric string; null when none of its shows is scored. */
  avgScore: string | null;
}

/** GET /api/users/{id}/most-visited-city. */
export interface MostVisitedCity {
  cityName: string;
  showCount: number;
  avgScore?: string | null;
}

export interface WantToSeeEntry {
  artistName: string;
}

export const NOTIFICATION_TYPES = [
  'follow',
  'like',
  'comment',
  'wantToSee',
  'followRequest',
  'followApproved',
  /** Someone you follow is going to see an artist on your Want to See list. */
  'going',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface Notification {
  id: number;
  type: NotificationType;
  /** Display text; when empty the default text of the type is shown (notificationText). */
  message: string | null;
  read: boolean;
  /** Missing shows 'Just now'. */
  createdAt: string | null;
  /** For wantToSee. */
  artistName?: string | null;
  /** The user who caused it, when known. */
  actor?: UserSummary | null;
  /** The show liked or commented on, when any. */
  showId?: number | null;
}

export interface UnreadCount {
  count: number;
}

export interface LeaderboardUser extends UserSummary {
  showsCount: number;
  followersCount: number;
}

export interface ArtistLeaderboardEntry {
  artistName: string;
  showCount: number;
  /** Numeric string, shown rounded to a whole number. */
  avgScore: string;
}

export interface AuthResponse {
  success: boolean;
  /** null when success is false. */
  user: User | null;
  message: string;
}

/** Someone else who logged the same gig, as the viewer may see them. */
export interface GigGoer extends UserSummary {
  /** The viewer follows them (they are listed first). */
  followed: boolean;
  /** The viewer themselves. */
  isViewer: boolean;
}

/** Who else was at a show's gig: everyone but the show's owner. */
export interface AlsoThere {
  count: number;
  /** The first ALSO_THERE_NAMES of them: the viewer, then people they follow, then the others. */
  names: GigGoer[];
}

/** A show's festival, as the show carries it. */
export interface FestivalRef {
  id: number;
  name: string;
  /** The year of the edition. */
  edition: number;
}
