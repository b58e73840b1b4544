/**
 * A show's setlist, song by song: the text rule of every other field
 * (./fields: a length per field, no control or format characters), as a
 * schema for a setlist entered or sent, and as cleaning for a setlist taken
 * from a file, whose songs are kept rather than refused.
 */
import { z } from 'zod';
import {
  SETLIST_COVER_MAX,
  SETLIST_SONG_MAX,
  SETLIST_SONGS_MAX,
  TOUR_NAME_MAX,
} from '../constants';
import { cleanText, optionalText, requiredText } from './fields';

/** A song of a setlist, as the show keeps it. */
export interface SetlistSong {
  name: string;
  /** Played in an encore. */
  encore?: true;
  /** Whose song it is, when it was a cover. */
  cover?: string;
}

const SETLIST_MESSAGES = {
  invalid: 'The setlist must be a list of songs',
  songRequired: 'Song title is required',
  songMax: `Song title must be at most ${SETLIST_SONG_MAX} characters`,
  coverMax: `Cover must be at most ${SETLIST_COVER_MAX} characters`,
  tooManySongs: `A setlist can have at most ${SETLIST_SONGS_MAX} songs`,
} as const;

/** One song: its title, whose song it is when a cover, and whether it was in an encore. */
export const setlistSongSchema = z.strictObject({
  name: requiredText(SETLIST_MESSAGES.songRequired, SETLIST_SONG_MAX, SETLIST_MESSAGES.songMax, {
    label: 'Song',
  }),
  cover: optionalText(SETLIST_COVER_MAX, SETLIST_MESSAGES.coverMax, { label: 'Cover' }),
  encore: z.literal(true).optional(),
});

/** A whole setlist: at most SETLIST_SONGS_MAX songs, in the order played. */
export const setlistSchema = z
  .array(setlistSongSchema, { error: SETLIST_MESSAGES.invalid })
  .max(SETLIST_SONGS_MAX, SETLIST_MESSAGES.tooManySongs);

/** Text from a file as a string: numbers as written, anything else ''. */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/**
 * A song read from a file, made to pass setlistSongSchema: its title and
 * cover cleaned (refused characters removed, white space collapsed, cut at
 * their limits); null when no title is left.
 */
export function cleanSetlistSong(song: {
  name: unknown;
  cover?: unknown;
  encore?: unknown;
}): SetlistSong | null {
  const name = cleanText(asText(song.name), SETLIST_SONG_MAX);
  if (!name) return null;
  const cover = cleanText(asText(song.cover), SETLIST_COVER_MAX);
  return {
    name,
    ...(song.encore === true ? { encore: true as const } : {}),
    ...(cover ? { cover } : {}),
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
    const clean = cleanSetlistSong(song as { name: unknown });
    if (clean) kept.push(clean);
  }
  return kept;
}

/** A tour's name from a file, cleaned like a song's title; null when nothing is left. */
export function cleanTourName(value: unknown): string | null {
  return cleanText(asText(value), TOUR_NAME_MAX) || null;
}
