/**
 * The shapes of the API's answers (SPEC section 3), as zod schemas: the
 * TypeScript types of types.ts are inferred from them, and the OpenAPI
 * document (apps/api/src/openapi) publishes them as its answer schemas, so
 * the types the code is checked against and the document a tool generates a
 * client from are one. Field names are the public contract: camelCase
 * everywhere except the artist stat records, which use snake_case as the
 * spec does. Timestamps are ISO 8601 strings (UTC); show dates are 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { RATINGS } from './rating';
import { SETLIST_SOURCES } from './constants';
import { answer, count, day, id, numericString, timestamp } from './answer-fields';
import { cityRefAnswer, ticketAnswer } from './answers-ledger';
import { DISTANCE_UNITS } from './ledger';

/** The short form of a user embedded in shows, lists and follower rows. */
export const userSummaryAnswer = answer('UserSummary', {
  id,
  username: z.string(),
  displayName: z.string(),
  profilePicture: z.string().nullable().describe('URL of the stored picture, null when none'),
});

export const userAnswer = answer('User', {
  ...userSummaryAnswer.shape,
  city: z.string().nullable(),
  createdAt: timestamp,
  followersCount: count,
  followingCount: count,
  showsCount: count,
  globalRank: z
    .number()
    .int()
    .optional()
    .describe('Position on the user leaderboard; absent when the user has no shows'),
  streakWeeks: z.number().int(),
  isPrivate: z
    .boolean()
    .describe('A private account: its shows and lists are for its owner and approved followers'),
  shareSpend: z
    .boolean()
    .optional()
    .describe("Followers may read the account's ticket spend (the ledger)"),
  distanceUnit: z
    .enum(DISTANCE_UNITS)
    .optional()
    .describe('The unit the account reads distances in'),
  hideFromLeaderboards: z
    .boolean()
    .optional()
    .describe("The owner's own setting (absent for others): off the user leaderboard"),
  access: z
    .enum(['full', 'profile'])
    .describe(
      "'profile' when the viewer may see only the name, picture and counts (a private account they do not follow)",
    ),
});

/** Where the viewer stands with another account (follow button, profile menu). */
export const relationshipAnswer = answer('Relationship', {
  following: z.boolean(),
  requested: z.boolean().describe("A follow request waiting for the private account's answer"),
  followsYou: z.boolean(),
  blocked: z.boolean(),
  muted: z.boolean(),
});

export const followRequestAnswer = answer('FollowRequest', {
  user: userSummaryAnswer,
  createdAt: timestamp,
});

export const guestAppearanceAnswer = answer('GuestAppearance', { id, artist: z.string() });

export const showPhotoAnswer = answer('ShowPhoto', {
  id,
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Present while its sizes are being made: `url` and `thumbnailUrl` answer 404 until then. */
  processing: z.literal(true).optional(),
});

/** A song of a setlist, as the show keeps it. */
export const setlistSongAnswer = answer('SetlistSong', {
  title: z.string(),
  encore: z.literal(true).optional().describe('Played in an encore'),
  coverOf: z.string().optional().describe('Whose song it is, when it was a cover'),
  withGuest: z.string().optional().describe('Who joined the artist on stage for it'),
  tape: z.literal(true).optional().describe('Played from a recording, not live'),
  note: z.string().optional(),
});

/** Whose setlist of the gig a show without its own carries, and how many agree with it. */
export const gigSetlistFromAnswer = answer('GigSetlistFrom', {
  showId: id.describe('The show whose setlist this is (the earliest of its version)'),
  user: userSummaryAnswer,
  agree: count.describe('Shows of the gig with this same setlist (songs, order and encore)'),
  setlists: count.describe('Shows of the gig with a setlist of their own, as the viewer may see'),
});

/** A show's festival, as the show carries it. */
export const festivalRefAnswer = answer('FestivalRef', {
  id,
  name: z.string(),
  edition: z.number().int().describe('The year of the edition'),
});

/** Someone else who logged the same gig, as the viewer may see them. */
export const gigGoerAnswer = answer('GigGoer', {
  ...userSummaryAnswer.shape,
  followed: z.boolean().describe('The viewer follows them (they are listed first)'),
  isViewer: z.boolean(),
});

/** Who else was at a show's gig: everyone but the show's owner. */
export const alsoThereAnswer = answer('AlsoThere', {
  count: z.number().int(),
  names: z.array(gigGoerAnswer),
});

export const showAnswer = answer('Show', {
  id,
  userId: id,
  user: userSummaryAnswer,
  artist: z.string(),
  venue: z.string().nullable().optional(),
  city: z.string(),
  cityCountry: z.string().nullable().optional().describe('ISO country code of the city'),
  cityRegion: z.string().nullable().optional().describe("The city's first-level region"),
  date: day,
  companion: z.string().nullable().optional().describe('A username'),
  favoriteSong: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  score: z.number().int().nullable(),
  rating: z.enum(RATINGS).nullable(),
  photos: z.array(showPhotoAnswer),
  guestAppearances: z.array(guestAppearanceAnswer),
  rank: z
    .number()
    .int()
    .nullable()
    .describe("1..n within the owner's ranking; null when not yet ranked"),
  createdAt: timestamp,
  isGuestAppearance: z
    .boolean()
    .optional()
    .describe('Listed on an artist page because that artist was a guest'),
  mainArtist: z.string().optional().describe("The show's main artist, for guest appearances"),
  likesCount: z.number().int().optional(),
  commentsCount: z.number().int().optional(),
  likedByMe: z.boolean().optional(),
  setlist: z
    .array(setlistSongAnswer)
    .optional()
    .describe(
      "The songs heard, in order: the show's own, else (one show) its gig's; empty when none. On a show's own answer, the rating queue and the export; lists (rankings, feeds, artist, venue, festival and gig pages) leave it out, and setlistSource says whether there is one",
    ),
  setlistSource: z
    .enum(SETLIST_SOURCES)
    .nullable()
    .optional()
    .describe(
      "'own' (written or copied by the owner), 'import' (from setlist.fm), 'gig' (the gig's most common setlist, the show having none); null when none",
    ),
  setlistFrom: gigSetlistFromAnswer
    .nullable()
    .optional()
    .describe("When setlistSource is 'gig': whose setlist, and how many agree"),
  sourceUrl: z.string().nullable().optional().describe("An imported show's setlist.fm page"),
  festival: festivalRefAnswer.nullable(),
  venueId: id.nullable(),
  stage: z.string().nullable().optional(),
  setTime: z.string().nullable().optional().describe("'HH:MM'"),
  artistId: id.optional(),
  cityId: id.optional(),
  companionUserId: id.nullable().optional(),
  alsoThere: alsoThereAnswer.nullable().optional(),
  ticket: ticketAnswer
    .nullable()
    .optional()
    .describe('Single-show reads and writes, to the owner (or followers when spend is shared)'),
  travelledFrom: cityRefAnswer
    .nullable()
    .optional()
    .describe("The owner's: the city travelled from when not the home city"),
  importedShows: z
    .number()
    .int()
    .optional()
    .describe('Feeds only: this entry stands for an import of N shows'),
});

export const showCommentAnswer = answer('ShowComment', {
  id,
  showId: id,
  user: userSummaryAnswer,
  body: z.string(),
  createdAt: timestamp,
});

export const artistStatAnswer = answer('ArtistStat', {
  id,
  artist_name: z.string(),
  monthly_streams: z.number(),
  global_rank: z.number().int(),
  formatted_streams: z.string(),
});

/** GET /api/artists/{artistName}. */
export const artistResponseAnswer = answer('ArtistPage', {
  artistName: z.string().describe("The artist's name as stored"),
  shows: z.array(showAnswer),
  isWantToSee: z.boolean(),
  stats: artistStatAnswer.omit({ id: true, artist_name: true }).nullable(),
  rating: z.object({
    avgScore: numericString('Average of the artist shows'),
    showCount: z.number().int(),
    fanCount: z.number().int(),
  }),
  nextBefore: id.nullable().describe('Pass as `before` for the next page; null on the last'),
});

export const cityAnswer = answer('City', {
  id,
  name: z.string(),
  country: z.string().nullable(),
  region: z.string().nullable().describe('First-level region (state, province...)'),
  population: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const artistInsightAnswer = answer('ArtistInsight', {
  id,
  artistName: z.string(),
  avgScore: numericString('Average score'),
  showCount: z.number().int(),
});

export const cityInsightAnswer = answer('CityInsight', {
  id,
  cityName: z.string(),
  country: z.string().nullable(),
  showCount: z.number().int(),
  avgScore: numericString('Average score'),
});

/** GET /api/users/{id}/best-rated-artist. */
export const favoriteArtistAnswer = answer('FavoriteArtist', {
  artistName: z.string(),
  avgScore: z.string().describe('A numeric string'),
  showCount: z.number().int(),
  rule: z
    .enum(['seenTwice', 'all'])
    .describe('Best rated of the artists seen twice or more, or of all'),
});

/** GET /api/users/{id}/most-seen-artist: the artist of most shows. */
export const mostSeenArtistAnswer = answer('MostSeenArtist', {
  artistName: z.string(),
  showCount: z.number().int(),
  avgScore: numericString('Average score'),
});

/** GET /api/users/{id}/most-visited-city. */
export const mostVisitedCityAnswer = answer('MostVisitedCity', {
  cityName: z.string(),
  showCount: z.number().int(),
  avgScore: numericString('Average score').optional(),
});

export const wantToSeeEntryAnswer = answer('WantToSeeEntry', { artistName: z.string() });

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

export const notificationAnswer = answer('Notification', {
  id,
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string().nullable().describe("Display text; null shows the type's default"),
  read: z.boolean(),
  createdAt: timestamp.nullable(),
  artistName: z.string().nullable().optional(),
  actor: userSummaryAnswer.nullable().optional(),
  showId: id.nullable().optional(),
});

export const unreadCountAnswer = answer('UnreadCount', { count: z.number().int() });

export const leaderboardUserAnswer = answer('LeaderboardUser', {
  ...userSummaryAnswer.shape,
  showsCount: z.number().int(),
  followersCount: z.number().int(),
});

export const artistLeaderboardEntryAnswer = answer('ArtistLeaderboardEntry', {
  artistName: z.string(),
  showCount: z.number().int(),
  avgScore: z.string().describe('A numeric string'),
});

export const authResponseAnswer = answer('AuthResponse', {
  success: z.boolean(),
  user: userAnswer.nullable().describe('null when success is false'),
  message: z.string(),
});

/** A write that answers only that it was done. */
export const successAnswer = answer('Success', { success: z.boolean() });

/** REST's answer of a show written: the show, in an envelope (SPEC section 7). */
export const showReplyAnswer = answer('ShowReply', { show: showAnswer });
