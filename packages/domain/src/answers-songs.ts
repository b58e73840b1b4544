/**
 * The answer shapes of songs heard live, as zod schemas beside answers.ts:
 * an artist's songs as logged setlists played them, a user's ledger of songs
 * heard and the songs of an artist they are still chasing.
 */
import { z } from 'zod';
import { answer, count, day, id } from './answer-fields';
import { ARTIST_SONGS_LIMIT, CHASE_LIMIT } from './constants';

/** One of the viewer's shows a song was played at. */
export const songShowAnswer = answer('SongShow', { id, date: day });

/** A song of an artist, as every logged setlist the viewer may see played it. */
export const artistSongAnswer = answer('ArtistSong', {
  id,
  title: z.string(),
  gigs: count.describe('Logged gigs (artist, date, city) whose setlists have it'),
  first: day.describe('The first logged gig that had it'),
  last: day.describe('The last logged gig that had it'),
  myShows: z.array(songShowAnswer).describe("The viewer's own shows that had it, oldest first"),
});

/** GET /api/artists/{artistName}/songs. */
export const artistSongsAnswer = answer('ArtistSongs', {
  artist: z.string(),
  artistId: id,
  gigs: count.describe('Logged gigs of the artist with a setlist, as the viewer may see'),
  songs: z
    .array(artistSongAnswer)
    .describe(`Most played first (at most ${ARTIST_SONGS_LIMIT}), then by title`),
});

/** A song a user heard live. */
export const heardSongAnswer = answer('HeardSong', {
  id,
  title: z.string(),
  artist: z.string(),
  times: count.describe('Shows of theirs that had it'),
  firstHeard: day,
  firstShowId: id,
});

/** How many songs a user heard of one artist. */
export const heardArtistAnswer = answer('HeardArtist', { artist: z.string(), songs: count });

/** GET /api/users/{id}/songs: a user's songs heard live, most heard first, a page at a time. */
export const songLedgerAnswer = answer('SongLedger', {
  userId: id,
  total: count.describe('Distinct songs heard live'),
  artists: z.array(heardArtistAnswer).describe('Artists by songs heard, most first (at most 10)'),
  songs: z.array(heardSongAnswer).describe('The page: most heard first, then first heard'),
});

/** A staple the user has never caught. */
export const chaseSongAnswer = answer('ChaseSong', {
  id,
  title: z.string(),
  gigs: count.describe('Logged gigs that had it'),
});

/** A rare moment the user was at. */
export const songMomentAnswer = answer('SongMoment', {
  kind: z
    .enum(['only', 'debut'])
    .describe("'only': the only logged performance; 'debut': the first logged performance"),
  id,
  title: z.string(),
  showId: id,
  date: day,
  gigs: count,
});

/** GET /api/users/{id}/chase/{artistName}. */
export const chaseAnswer = answer('Chase', {
  userId: id,
  artist: z.string(),
  gigs: count.describe('Logged gigs of the artist with a setlist'),
  heard: count.describe('Songs of the artist the user heard live'),
  chase: z
    .array(chaseSongAnswer)
    .describe(
      `Songs most played that the user never heard, most played first (at most ${CHASE_LIMIT})`,
    ),
  moments: z.array(songMomentAnswer),
});

export type ArtistSongs = z.infer<typeof artistSongsAnswer>;
export type ArtistSong = z.infer<typeof artistSongAnswer>;
export type SongLedger = z.infer<typeof songLedgerAnswer>;
export type HeardSong = z.infer<typeof heardSongAnswer>;
export type Chase = z.infer<typeof chaseAnswer>;
export type SongMoment = z.infer<typeof songMomentAnswer>;
