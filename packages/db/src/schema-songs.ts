import type { ColumnType } from 'kysely';
import type { Id, Optional } from './schema-columns';

// The song tables of the schema (schema.ts): an artist's songs, and each
// show's setlist as rows of them (migration 0022).

/** An artist's song: one row per title key (songKey). */
export interface SongsTable {
  id: Id;
  artist_id: number;
  /** The title as first written. */
  title: string;
  title_key: string;
  created_at: string;
  /** Gigs whose public accounts' shows had it live (gig_songs above 0); 0023. */
  gig_count: ColumnType<number, number | undefined, number>;
  /** The first and the last of those gigs' dates; null while it has none. */
  first_date: Optional<string>;
  last_date: Optional<string>;
}

/** Per song and gig (date, city): public accounts' shows there that had it live. */
export interface GigSongsTable {
  song_id: number;
  date: string;
  city_id: number;
  shows: ColumnType<number, number | undefined, number>;
}

/** Per artist and gig: public accounts' shows there with a setlist. */
export interface GigSetlistsTable {
  artist_id: number;
  date: string;
  city_id: number;
  shows: ColumnType<number, number | undefined, number>;
}

/** Per artist: gigs with a setlist among public accounts' shows (gig_setlists above 0). */
export interface ArtistSetlistGigsTable {
  artist_id: number;
  gigs: ColumnType<number, number | undefined, number>;
}

/**
 * A song of a show's setlist, at its position. The show's owner, artist,
 * date and city are copied from the show (written with it, moved with an
 * edit) so an artist's and a user's songs are index ranges.
 */
export interface SetlistSongsTable {
  show_id: number;
  position: number;
  song_id: number;
  user_id: number;
  artist_id: number;
  date: string;
  city_id: number;
  /** 1: played in an encore. */
  encore: number;
  /** 1: played from a recording. */
  tape: number;
  cover_of: string | null;
  with_guest: string | null;
  note: string | null;
}
