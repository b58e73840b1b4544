import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Counter, Id, Optional } from './schema-columns';
import type {
  ImportsTable,
  SetlistFmFetchesTable,
  SetlistFmFetchPagesTable,
} from './schema-imports';
import type {
  VenuesTable,
  FestivalsTable,
  UserVenueStatsTable,
  UserFestivalStatsTable,
  VenueArtistStatsTable,
  FestivalScoresTable,
  VenueAccessNotesTable,
  VenueAccessConfirmationsTable,
} from './schema-places';
import type { PhotoJobsTable, ShowPhotosTable } from './schema-photos';
import type { WebhookDeliveriesTable, WebhooksTable } from './schema-webhooks';
import type {
  ArtistSetlistGigsTable,
  GigSetlistsTable,
  GigSongsTable,
  SetlistSongsTable,
  SongsTable,
} from './schema-songs';

export type * from './schema-imports';
export type * from './schema-places';
export type * from './schema-photos';
export type * from './schema-webhooks';
export type * from './schema-songs';

/**
 * The database schema, shared by SQLite and PostgreSQL.
 *
 * Portability choices: timestamps are ISO-8601 UTC strings (they sort as text),
 * show dates are 'YYYY-MM-DD' strings, booleans are 0/1 integers, and every
 * `*_key` column holds `normalizeKey()` of a name (lower case, no accents) so
 * uniqueness and prefix search are case- and accent-insensitive on both engines.
 */

export interface UsersTable {
  id: Id;
  username: string;
  username_key: string;
  display_name: string;
  /** display_name normalised, written with it (user-search-terms.ts). */
  display_name_key: ColumnType<string, string | undefined, string>;
  password_hash: string;
  profile_picture: string | null;
  city: string | null;
  time_zone: string | null;
  created_at: string;
  shows_count: Counter;
  followers_count: Counter;
  following_count: Counter;
  /** 1: shows and lists only for the owner and approved followers (visibility.ts). */
  is_private: ColumnType<number, number | undefined, number>;
  /** 1: absent from the user leaderboard, no global rank shown to others. */
  hide_from_leaderboards: ColumnType<number, number | undefined, number>;
  /** 1: followers may see the owner's ticket spend (0024). */
  share_spend: ColumnType<number, number | undefined, number>;
  /** 'km' or 'mi': the unit the owner reads distances in (0024). */
  distance_unit: ColumnType<string, string | undefined, string>;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface ApiTokensTable {
  id: Id;
  user_id: number;
  name: string;
  token_hash: string;
  /** The scopes, space-separated. */
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

export interface ArtistsTable {
  id: Id;
  name: string;
  name_key: string;
  monthly_streams: number;
  global_rank: number;
  formatted_streams: string;
  created_at: string;
  /** Shows whose main artist this is. */
  show_count: Counter;
  /** Sum and number of non-null scores of those shows, for the average. */
  score_sum: Counter;
  scored_count: Counter;
  /** Users with at least one scored show of this artist (the artist page's fans). */
  fan_count: Counter;
}

/** Word-prefix search: one row per word suffix of an artist's name key. */
export interface ArtistSearchTermsTable {
  term: string;
  artist_id: number;
}

/** People search: an account's name keys (word 0) and later-word suffixes (1). */
export interface UserSearchTermsTable {
  user_id: number;
  term: string;
  word: number;
}

export interface CitiesTable {
  id: Id;
  name: string;
  name_key: string;
  country: string;
  /** First-level region ('Maine'); '' when none is known; null until the seed fills it (0011). */
  region: string | null;
  population: number;
  latitude: number;
  longitude: number;
  created_at: string;
  /** The GeoNames id (0019): the catalogue's cities and imported ones that came with one; else null. */
  geoname_id: Optional<number>;
}

/** City search and name matching (0019): a city's name and common-name keys and their word suffixes. */
export interface CitySearchTermsTable {
  term: string;
  city_id: number;
  /** city-terms.ts CITY_TERM: 0 the name's key, 1 a common name's key, 2 a later word's suffix. */
  kind: number;
}

/** A gig as one user went or goes to it: a show logged, a plan made. */
interface GigColumns {
  user_id: number;
  artist_id: number;
  city_id: number;
  venue: string | null;
  date: string;
}

export interface ShowsTable extends GigColumns {
  id: Id;
  companion: string | null;
  favorite_song: string | null;
  notes: string | null;
  score: number | null;
  rating: string | null;
  rank: number | null;
  created_at: string;
  updated_at: string;
  photos_count: Counter;
  likes_count: Counter;
  comments_count: Counter;
  /** Songs of its setlist (setlist_songs); 0 when it has none (0022). */
  setlist_size: ColumnType<number, number | undefined, number>;
  /** 'own' or 'import' (SetlistSource); null when it has none. */
  setlist_source: Optional<string>;
  /** setlistVersion of its songs: shows of a gig with equal versions agree. */
  setlist_version: Optional<string>;
  /** setlist.fm's setlist id, for an imported show. */
  source_id: Optional<string>;
  source_url: Optional<string>;
  /** The festival this show is a set of (0013). */
  festival_id: Optional<number>;
  /** The venue row of `venue` (0013); null when no venue was given. */
  venue_id: Optional<number>;
  /** A festival set's stage and start time ('HH:MM'). */
  stage: Optional<string>;
  set_time: Optional<string>;
  /** The owner's order among shows of the same score, higher first (0014: "Which was better?"). */
  tie_order: ColumnType<number, number | undefined, number>;
  /** 1: an entry of the feeds; 0: out of them (imported, or dated long before it was logged) (0017). */
  in_feed: ColumnType<number, number | undefined, number>;
  /** On an import's feed entry, how many shows the import brought; null otherwise (0017). */
  feed_import_count: Optional<number>;
}

export interface ShowGuestsTable {
  id: Id;
  show_id: number;
  artist_id: number;
  position: number;
}

/** A show's ticket and where its owner travelled from (0024): owner-only, apart from the shows. */
export interface ShowLedgerTable {
  show_id: number;
  user_id: number;
  /** Integer minor units of ticket_currency (cents for EUR, yen for JPY). */
  ticket_amount: Optional<number>;
  /** ISO 4217 code, upper case. */
  ticket_currency: Optional<string>;
  ticket_seat: Optional<string>;
  ticket_seller: Optional<string>;
  /** The city the owner travelled from; null: the profile's home city. */
  travelled_from_city_id: Optional<number>;
}

export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: string;
}

/** A follow asked of a private account, waiting for its owner's answer. */
export interface FollowRequestsTable {
  requester_id: number;
  target_id: number;
  created_at: string;
}

/** The blocker and the blocked no longer see each other (visibility.ts). */
export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** The muted user's shows leave the muter's feed; they are not told. */
export interface MutesTable {
  muter_id: number;
  muted_id: number;
  created_at: string;
}

export interface WantToSeeTable {
  id: Id;
  user_id: number;
  artist_id: number;
  created_at: string;
}

/** An upcoming gig a user marked Going (0014); show_id once logged. */
export interface PlansTable extends GigColumns {
  id: Id;
  created_at: string;
  show_id: Optional<number>;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  actor_id: number | null;
  type: string;
  message: string | null;
  artist_name: string | null;
  show_id: number | null;
  read: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export interface LikesTable {
  show_id: number;
  user_id: number;
  created_at: string;
}

export interface CommentsTable {
  id: Id;
  show_id: number;
  user_id: number;
  body: string;
  created_at: string;
}

/** Per-user, per-artist counters: favourite artist and artist insights without a scan. */
export interface UserArtistStatsTable {
  user_id: number;
  artist_id: number;
  show_count: Counter;
  score_sum: Counter;
  scored_count: Counter;
}

/** Per-user, per-city counters: most visited city and city insights without a scan. */
export interface UserCityStatsTable {
  user_id: number;
  city_id: number;
  show_count: Counter;
  score_sum: Counter;
  scored_count: Counter;
}

/**
 * A user's report of a show, a comment or a venue's access note to the
 * operators (exactly one item: a show id, a comment id, or a note's venue and feature).
 */
export interface ReportsTable {
  id: Id;
  /** Null once the reporter's account is deleted (the report stays). */
  reporter_id: number | null;
  show_id: number | null;
  comment_id: number | null;
  /** A reported access note's key (0015): its venue and feature. */
  access_note_venue_id: Optional<number>;
  access_note_feature: Optional<string>;
  reason: string;
  details: string | null;
  created_at: string;
  updated_at: string;
}

/** The change log of cached answers between processes (change-log.ts, migration 0009). */
export interface CacheChangesTable {
  seq: Generated<number>;
  origin: string;
  entity: string;
}

/** A client's key for a show it sent (migration 0010): a repeat answers that show. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  show_id: number;
  created_at: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  artists: ArtistsTable;
  artist_search_terms: ArtistSearchTermsTable;
  user_search_terms: UserSearchTermsTable;
  city_search_terms: CitySearchTermsTable;
  cities: CitiesTable;
  shows: ShowsTable;
  imports: ImportsTable;
  setlistfm_fetches: SetlistFmFetchesTable;
  setlistfm_fetch_pages: SetlistFmFetchPagesTable;
  show_guests: ShowGuestsTable;
  show_ledger: ShowLedgerTable;
  show_photos: ShowPhotosTable;
  photo_jobs: PhotoJobsTable;
  follows: FollowsTable;
  follow_requests: FollowRequestsTable;
  blocks: BlocksTable;
  mutes: MutesTable;
  want_to_see: WantToSeeTable;
  notifications: NotificationsTable;
  likes: LikesTable;
  comments: CommentsTable;
  user_artist_stats: UserArtistStatsTable;
  user_city_stats: UserCityStatsTable;
  reports: ReportsTable;
  cache_changes: CacheChangesTable;
  idempotency_keys: IdempotencyKeysTable;
  venues: VenuesTable;
  festivals: FestivalsTable;
  user_venue_stats: UserVenueStatsTable;
  user_festival_stats: UserFestivalStatsTable;
  festival_scores: FestivalScoresTable;
  venue_artist_stats: VenueArtistStatsTable;
  venue_access_notes: VenueAccessNotesTable;
  venue_access_confirmations: VenueAccessConfirmationsTable;
  plans: PlansTable;
  songs: SongsTable;
  setlist_songs: SetlistSongsTable;
  gig_songs: GigSongsTable;
  gig_setlists: GigSetlistsTable;
  artist_setlist_gigs: ArtistSetlistGigsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ArtistRow = Selectable<ArtistsTable>;
export type CityRow = Selectable<CitiesTable>;
export type ShowRow = Selectable<ShowsTable>;
export type VenueRow = Selectable<VenuesTable>;
export type FestivalRow = Selectable<FestivalsTable>;

/** What a data function runs on: the database, or a transaction on it. */
export type Handle = Kysely<DB> | Transaction<DB>;
