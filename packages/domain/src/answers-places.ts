/**
 * The answer shapes of festivals and venues, as zod schemas beside
 * answers.ts: a show's festival, festival and venue pages, a user's
 * festivals and venue insights. place-types.ts infers its types from them.
 */
import { z } from 'zod';
import { festivalRefAnswer, showAnswer, showPhotoAnswer, userSummaryAnswer } from './answers';
import { answer, count, day, id, numericString, timestamp } from './answer-fields';
import { ACCESS_CONFIRMERS_SHOWN } from './constants';
import { ACCESS_FEATURES, FESTIVAL_MINE_PAGE } from './schemas/places';

export const venueRefAnswer = answer('VenueRef', { id, name: z.string() });

/** A venue as pickers and lists show it. */
export const venueSummaryAnswer = answer('VenueSummary', {
  ...venueRefAnswer.shape,
  city: z.string(),
  cityCountry: z.string().nullable(),
  cityRegion: z.string().nullable(),
});

/** A festival edition as lists and pickers show it. */
export const festivalSummaryAnswer = answer('FestivalSummary', {
  ...festivalRefAnswer.shape,
  startDate: day.describe("The first day, 'YYYY-MM-DD'"),
  endDate: day.describe("The last day, 'YYYY-MM-DD'"),
  city: z.string(),
  cityCountry: z.string().nullable(),
  cityRegion: z.string().nullable(),
  venue: venueRefAnswer.nullable(),
});

/** A festival with what Gigrank's users logged of it, as the viewer may see it. */
export const festivalAnswer = answer('Festival', {
  ...festivalSummaryAnswer.shape,
  setCount: count.describe('Sets logged, of those the viewer may see'),
  goerCount: count.describe('Users who logged at least one set the viewer may see'),
  avgScore: numericString('Average score of the scored sets'),
});

/** An artist of a festival's lineup as Gigrank users saw it. */
export const festivalLineupEntryAnswer = answer('FestivalLineupEntry', {
  artistName: z.string(),
  setCount: count.describe('Sets of this artist logged at this edition'),
  fans: count.describe('Users who scored their set'),
  avgScore: numericString('Average score of the scored sets'),
});

/** A photo of a festival set, with the set it belongs to. */
export const festivalPhotoAnswer = answer('FestivalPhoto', {
  showId: id,
  artist: z.string(),
  photo: showPhotoAnswer,
});

/** A page of the viewer's sets of a festival, best first (unscored last). */
export const festivalSetsPageAnswer = answer('FestivalSetsPage', {
  sets: z.array(showAnswer),
  nextAfter: id.nullable().describe('Pass as `after` for the next page; null on the last'),
});

/** GET /api/festivals/{id}. Lists hold only what the viewer may see. */
export const festivalPageAnswer = answer('FestivalPage', {
  festival: festivalAnswer,
  lineup: z.array(festivalLineupEntryAnswer),
  bestSets: z.array(showAnswer).describe('The best-rated sets (score, then newest)'),
  friendsWent: z.array(userSummaryAnswer).describe('People the viewer follows who logged a set'),
  photos: z.array(festivalPhotoAnswer),
  otherEditions: z
    .array(festivalSummaryAnswer)
    .describe("The same festival's other years, newest first"),
  mine: festivalSetsPageAnswer
    .extend({
      score: z.number().int().nullable().describe("The viewer's overall score of the festival"),
      setCount: count.describe('How many sets the viewer logged there'),
    })
    .nullable()
    .describe(
      `The viewer's own: their overall score, the first ${FESTIVAL_MINE_PAGE} of their sets best first, how many they logged, and where the next page starts (festivals.mySets); null signed out or none`,
    ),
});

/** One festival a user went to (GET /api/users/{id}/festivals). */
export const userFestivalAnswer = answer('UserFestival', {
  festival: festivalSummaryAnswer,
  setCount: count.describe("The user's sets there"),
  avgScore: numericString("Average of the user's scored sets"),
  score: z
    .number()
    .int()
    .nullable()
    .describe("The user's overall score of the festival, null when not given"),
});

/** GET /api/users/{id}/festivals: newest edition first. */
export const userFestivalsAnswer = answer('UserFestivals', {
  count,
  festivals: z.array(userFestivalAnswer),
});

export const venueAnswer = answer('Venue', {
  ...venueSummaryAnswer.shape,
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  showCount: count.describe('Shows logged there, of those the viewer may see'),
  avgScore: numericString('Average score'),
});

/**
 * One access feature of a venue, written by a user and confirmed by others.
 * A note whose writer the viewer may not see (a private account that did not
 * approve them, a block either way) is not listed.
 */
export const venueAccessNoteAnswer = answer('VenueAccessNote', {
  feature: z.enum(ACCESS_FEATURES),
  note: z.string().nullable().describe("The first writer's words, when they gave any"),
  confirmations: count.describe(
    'Who confirmed it (the writer included), of the people the viewer may see named',
  ),
  confirmedBy: z
    .array(z.object({ user: userSummaryAnswer, confirmedAt: timestamp }))
    .describe(`The newest ${ACCESS_CONFIRMERS_SHOWN} of those confirmations`),
  lastConfirmedAt: z
    .string()
    .describe("The newest of those confirmations' time (ISO 8601, UTC); '' when none"),
  confirmedByMe: z.boolean().describe('Whether the viewer confirmed it (false signed out)'),
  writtenByMe: z
    .boolean()
    .describe('Whether the viewer wrote it: they may edit or delete it (others may report it)'),
});

/** GET /api/venues/{id}: the venue, one page of its shows (newest first) and its tops. */
export const venuePageAnswer = answer('VenuePage', {
  venue: venueAnswer,
  shows: z.array(showAnswer),
  nextBefore: id.nullable().describe('Pass as `before` for the next page; null on the last'),
  topArtists: z.array(z.object({ artistName: z.string(), showCount: count })),
  topUsers: z.array(z.object({ user: userSummaryAnswer, showCount: count })),
  accessNotes: z.array(venueAccessNoteAnswer),
});

/** GET /api/users/{id}/venue-insights: one row per venue, most shows first. */
export const venueInsightAnswer = answer('VenueInsight', {
  id,
  venueName: z.string(),
  cityName: z.string(),
  country: z.string().nullable(),
  showCount: count,
  avgScore: numericString('Average score'),
});

/** GET /api/users/{id}/most-visited-venue. */
export const mostVisitedVenueAnswer = answer('MostVisitedVenue', {
  id,
  venueName: z.string(),
  cityName: z.string(),
  showCount: count,
  avgScore: numericString('Average score').optional(),
});
