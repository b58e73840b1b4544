/**
 * A show's setlist, song by song: the text rule of every other field
 * (./fields: a length per field, no control or format characters), as a
 * schema for a setlist entered or sent, and as cleaning for a setlist taken
 * from a file, whose songs are kept rather than refused.
 */
import { z } from 'zod';
import {
  SETLIST_COVER_MAX,
  SETLIST_GUEST_MAX,
  SETLIST_NOTE_MAX,
  SETLIST_SONG_MAX,
  SETLIST_SONGS_MAX,
  TOUR_NAME_MAX,
} from '../constants';
import { cleanText, normalizeKey } from '../text-rules';
import { optionalText, requiredText } from './fields';

/** A song of a setlist, as the show keeps it and as a client sends it. */
export interface SetlistSong {
  title: string;
  /** Played in an encore. */
  encore?: true;
  /** Whose song it is, when it was a cover. */
  coverOf?: string;
  /** Who joined the artist on stage for it. */
  withGuest?: string;
  /** Played from a recording (an intro, an outro), not live. */
  tape?: true;
  /** A short note: 'acoustic', 'first time since 2009'. */
  note?: string;
}

const SETLIST_MESSAGES = {
  invalid: 'The setlist must be a list of songs',
  songRequired: 'Song title is required',
  songMax: `Song title must be at most ${SETLIST_SONG_MAX} characters`,
  coverMax: `Cover must be at most ${SETLIST_COVER_MAX} characters`,
  guestMax: `Guest must be at most ${SETLIST_GUEST_MAX} characters`,
  noteMax: `Song note must be at most ${SETLIST_NOTE_MAX} characters`,
  tooManySongs: `A setlist can have at most ${SETLIST_SONGS_MAX} songs`,
} as const;

/** One song: its title, and whether it was an encore, a cover, with a guest, a tape, with a note. */
export const setlistSongSchema = z.strictObject({
  title: requiredText(SETLIST_MESSAGES.songRequired, SETLIST_SONG_MAX, SETLIST_MESSAGES.songMax, {
    label: 'Song',
  }),
  encore: z.literal(true).optional(),
  coverOf: optionalText(SETLIST_COVER_MAX, SETLIST_MESSAGES.coverMax, { label: 'Cover' }),
  withGuest: optionalText(SETLIST_GUEST_MAX, SETLIST_MESSAGES.guestMax, { label: 'Guest' }),
  tape: z.literal(true).optional(),
  note: optionalText(SETLIST_NOTE_MAX, SETLIST_MESSAGES.noteMax, { label: 'Song note' }),
});

/** A whole setlist: at most SETLIST_SONGS_MAX songs, in the order played. */
export const setlistSchema = z
  .array(setlistSongSchema, { error: SETLIST_MESSAGES.invalid })
  .max(SETLIST_SONGS_MAX, SETLIST_MESSAGES.tooManySongs);

/** PUT /api/shows/{id}/setlist: the show's whole setlist (an empty list removes it). */
export const setlistBodySchema = z.object({ songs: setlistSchema });

/** Text from a file as a string: numbers as written, anything else ''. */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** A song as a file may spell it: Gigrank's own export (title, coverOf) or setlist.fm's reading (name, cover). */
export interface SetlistSongFromFile {
  title?: unknown;
  name?: unknown;
  cover?: unknown;
  coverOf?: unknown;
  withGuest?: unknown;
  encore?: unknown;
  tape?: unknown;
  note?: unknown;
}

/**
 * A song read from a file, made to pass setlistSongSchema: its texts cleaned
 * (refused characters removed, white space collapsed, cut at their limits);
 * null when no title is left.
 */
export function cleanSetlistSong(song: SetlistSongFromFile): SetlistSong | null {
  const title = cleanText(asText(song.title ?? song.name), SETLIST_SONG_MAX);
  if (!title) return null;
  const coverOf = cleanText(asText(song.coverOf ?? song.cover), SETLIST_COVER_MAX);
  const withGuest = cleanText(asText(song.withGuest), SETLIST_GUEST_MAX);
  const note = cleanText(asText(song.note), SETLIST_NOTE_MAX);
  return {
    title,
    ...(song.encore === true ? { encore: true as const } : {}),
    ...(coverOf ? { coverOf } : {}),
    ...(withGuest ? { withGuest } : {}),
    ...(song.tape === true ? { tape: true as const } : {}),
    ...(note ? { note } : {}),
  };
}

/**
 * A setlist as kept with a show, whatever wrote it: each song cleaned
 * (cleanSetlistSong), the empty ones dropped, at most SETLIST_SONGS_MAX.
 * Anything but a list of songs is no setlist.
 */
export function cleanSetlist(songs: unknown): SetlistSong[] {
  if (!Array.isArray(songs)) return [];
  const kept: SetlistSong[] = [];
  for (const song of songs) {
    if (kept.length === SETLIST_SONGS_MAX) break;
    if (typeof song !== 'object' || song === null) continue;
    const clean = cleanSetlistSong(song as SetlistSongFromFile);
    if (clean) kept.push(clean);
  }
  return kept;
}

/** The key that makes two spellings of a title one song of an artist ("Hyperballad", "hyperballad "). */
export const songKey = (title: string): string => normalizeKey(title);

/**
 * Whether two setlists are the same version of a gig: the same songs (by
 * key), in the same order, with the same encore marks. Notes, guests and
 * spelling are each person's own.
 */
export function setlistVersionKey(songs: readonly Pick<SetlistSong, 'title' | 'encore'>[]): string {
  return songs.map((s) => `${s.encore ? '+' : ''}${songKey(s.title)}`).join('\n');
}

/** A tour's name from a file, cleaned like a song's title; null when nothing is left. */
export function cleanTourName(value: unknown): string | null {
  return cleanText(asText(value), TOUR_NAME_MAX) || null;
}
