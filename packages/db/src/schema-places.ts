import type { Counter, Id, Optional } from './schema-columns';

// The venues and festivals tables of the schema (schema.ts): places, their
// counters, scores and access notes.

/** A place within a city (0013): unique by name key there. */
export interface VenuesTable {
  id: Id;
  name: string;
  name_key: string;
  city_id: number;
  address: Optional<string>;
  latitude: Optional<number>;
  longitude: Optional<number>;
  created_at: string;
  /** Public accounts' shows at this venue (0015), and the sum and number of their scores. */
  show_count: Counter;
  score_sum: Counter;
  scored_count: Counter;
}

/** One edition of a festival (0013): unique by name key and edition. */
export interface FestivalsTable {
  id: Id;
  name: string;
  name_key: string;
  edition: number;
  start_date: string;
  end_date: string;
  city_id: number;
  venue_id: Optional<number>;
  created_at: string;
  /** Sets public accounts logged (0015), and the sum and number of their scores. */
  set_count: Counter;
  score_sum: Counter;
  scored_count: Counter;
  /** Public accounts with at least one set of it. */
  goer_count: Counter;
  /** The account that added the edition (0015); null once gone, and for older editions. */
  created_by: Optional<number>;
}

/** Per-user, per-venue counters. */
export interface UserVenueStatsTable {
  user_id: number;
  venue_id: number;
  show_count: Counter;
  score_sum: Counter;
  scored_count: Counter;
}

/** Per-user, per-festival counters: a row while the user has a set of it. */
export interface UserFestivalStatsTable {
  user_id: number;
  festival_id: number;
  show_count: Counter;
  score_sum: Counter;
  scored_count: Counter;
}

/** Public accounts' shows per venue and main artist (0015): the artists most seen at a venue. */
export interface VenueArtistStatsTable {
  venue_id: number;
  artist_id: number;
  show_count: Counter;
}

/** A user's overall score of a festival they logged a set of. */
export interface FestivalScoresTable {
  user_id: number;
  festival_id: number;
  score: number;
  updated_at: string;
}

/** One access feature of a venue, as its first writer put it. */
export interface VenueAccessNotesTable {
  venue_id: number;
  feature: string;
  note: string | null;
  user_id: number | null;
  created_at: string;
}

/** Who confirmed a venue's access note, and when (the writer included). */
export interface VenueAccessConfirmationsTable {
  venue_id: number;
  feature: string;
  user_id: number;
  confirmed_at: string;
}
