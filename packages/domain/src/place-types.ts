/**
 * API shapes of festivals and venues, beside types.ts: a show's
 * festival, festival and venue pages, a user's festivals and venue insights.
 */
import type { FestivalRef, Show, ShowPhoto, UserSummary } from './types';
import type { AccessFeature } from './schemas/places';

/** A festival edition as lists and pickers show it. */
export interface FestivalSummary extends FestivalRef {
  /** 'YYYY-MM-DD', first and last day. */
  startDate: string;
  endDate: string;
  city: string;
  cityCountry: string | null;
  cityRegion: string | null;
  venue: VenueRef | null;
}

/** A festival with what Gigrank's users logged of it, as the viewer may see it. */
export interface Festival extends FestivalSummary {
  /** Sets logged, of those the viewer may see. */
  setCount: number;
  /** Users who logged at least one set the viewer may see. */
  goerCount: number;
  /** Average score of the scored sets (numeric string), null when none. */
  avgScore: string | null;
}

/** An artist of a festival's lineup as Gigrank users saw it. */
export interface FestivalLineupEntry {
  artistName: string;
  /** Sets of this artist logged at this edition. */
  setCount: number;
  /** Users who scored their set. */
  fans: number;
  /** Numeric string, null when no set is scored. */
  avgScore: string | null;
}

/** A photo of a festival set, with the set it belongs to. */
export interface FestivalPhoto {
  showId: number;
  artist: string;
  photo: ShowPhoto;
}

/** GET /api/festivals/{id}. Lists hold only what the viewer may see. */
export interface FestivalPage {
  festival: Festival;
  lineup: FestivalLineupEntry[];
  /** The best-rated sets (score, then newest). */
  bestSets: Show[];
  /** People the viewer follows who logged a set. */
  friendsWent: UserSummary[];
  photos: FestivalPhoto[];
  /** The same festival's other years, newest first. */
  otherEditions: FestivalSummary[];
  /**
   * The viewer's own: their overall score, the first FESTIVAL_MINE_PAGE of
   * their sets best first, how many they logged, and where the next page
   * starts (`festivals.mySets`; null signed out or none).
   */
  mine: ({ score: number | null; setCount: number } & FestivalSetsPage) | null;
}

/** A page of the viewer's sets of a festival, best first (unscored last). */
export interface FestivalSetsPage {
  sets: Show[];
  /** Pass as `after` for the next page; null on the last. */
  nextAfter: number | null;
}

/** One festival a user went to (GET /api/users/{id}/festivals). */
export interface UserFestival {
  festival: FestivalSummary;
  /** The user's sets there. */
  setCount: number;
  /** Average of the user's scored sets (numeric string), null when none. */
  avgScore: string | null;
  /** The user's overall score of the festival, null when not given. */
  score: number | null;
}

/** GET /api/users/{id}/festivals: newest edition first. */
export interface UserFestivals {
  count: number;
  festivals: UserFestival[];
}

export interface VenueRef {
  id: number;
  name: string;
}

/** A venue as pickers and lists show it. */
export interface VenueSummary extends VenueRef {
  city: string;
  cityCountry: string | null;
  cityRegion: string | null;
}

export interface Venue extends VenueSummary {
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Shows logged there, of those the viewer may see. */
  showCount: number;
  /** Numeric string, null when none is scored. */
  avgScore: string | null;
}

/**
 * One access feature of a venue, written by a user and confirmed by others.
 * A note whose writer the viewer may not see (a private account that did not
 * approve them, a block either way) is not listed.
 */
export interface VenueAccessNote {
  feature: AccessFeature;
  /** The first writer's words, when they gave any. */
  note: string | null;
  /** Who confirmed it (the writer included), of the people the viewer may see named. */
  confirmations: number;
  /** The newest of those confirmations (ACCESS_CONFIRMERS_SHOWN). */
  confirmedBy: { user: UserSummary; confirmedAt: string }[];
  /** The newest of those confirmations' time; '' when none. */
  lastConfirmedAt: string;
  /** Whether the viewer confirmed it (false signed out). */
  confirmedByMe: boolean;
  /** Whether the viewer wrote it: they may edit or delete it (others may report it). */
  writtenByMe: boolean;
}

/** GET /api/venues/{id}: the venue, one page of its shows (newest first) and its tops. */
export interface VenuePage {
  venue: Venue;
  shows: Show[];
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: number | null;
  topArtists: { artistName: string; showCount: number }[];
  topUsers: { user: UserSummary; showCount: number }[];
  accessNotes: VenueAccessNote[];
}

/** GET /api/users/{id}/venue-insights: one row per venue, most shows first. */
export interface VenueInsight {
  id: number;
  venueName: string;
  cityName: string;
  country: string | null;
  showCount: number;
  /** Numeric string. */
  avgScore: string | null;
}

/** GET /api/users/{id}/most-visited-venue. */
export interface MostVisitedVenue {
  id: number;
  venueName: string;
  cityName: string;
  showCount: number;
  avgScore?: string | null;
}
