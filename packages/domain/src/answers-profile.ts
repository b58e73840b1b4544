/**
 * The answer shapes of a profile's figures, as zod schemas beside
 * answers.ts: the diary, the taste match, For You, Wrapped and the user
 * leaderboard. diary.ts, taste.ts and answer-types.ts infer their types
 * from them.
 */
import { z } from 'zod';
import {
  favoriteArtistAnswer,
  leaderboardUserAnswer,
  mostSeenArtistAnswer,
  mostVisitedCityAnswer,
  showAnswer,
  userAnswer,
} from './answers';
import { answer, count, day, id } from './answer-fields';
import { DIARY_MAX_SHOWS, LOVED_BY_NAMED } from './constants';

/** One show as the diary lists it under its day. */
export const diaryShowAnswer = answer('DiaryShow', {
  id,
  artist: z.string(),
  score: z.number().int().nullable().describe('Null for an imported show not yet scored'),
  city: z.string(),
});

/** A day with shows: its date and its shows in the order they were logged. */
export const diaryDayAnswer = answer('DiaryDay', { date: day, shows: z.array(diaryShowAnswer) });

/** users.diary: one year of a user's shows by day. */
export const diaryAnswer = answer('Diary', {
  year: z
    .number()
    .int()
    .describe('The year shown: the one asked for, else the newest with shows, else this year'),
  years: z
    .array(z.number().int())
    .describe('Every year the user has shows in, newest first (the year picker)'),
  days: z.array(diaryDayAnswer).describe('The days of `year` with shows, earliest first'),
  truncated: z
    .boolean()
    .describe(
      `True when the year holds more than ${DIARY_MAX_SHOWS} shows and the rest were left out`,
    ),
});

export const bothLovedArtistAnswer = answer('BothLovedArtist', {
  artistName: z.string(),
  yourAvg: z.number().describe("The viewer's average for the artist, to two decimals"),
  theirAvg: z.number().describe("The other user's average, to two decimals"),
});

/** How much two users agree on the artists they both rated (taste.ts states the formula). */
export const tasteMatchAnswer = answer('TasteMatch', {
  percent: z.number().int().describe('Whole percent, 0-100'),
  artistCount: count.describe('How many artists both users scored'),
  bothLoved: z.array(bothLovedArtistAnswer),
});

/** Someone who loved a recommended artist. */
export const loverAnswer = answer('Lover', { id, displayName: z.string() });

/** An artist of For You, and why. */
export const recommendationAnswer = answer('Recommendation', {
  artistName: z.string(),
  reason: z
    .string()
    .describe("'Loved by Ana and Rui', 'Loved by Ana, Rui and 3 others', 'Loved in Lisbon'"),
  friends: count.describe('How many people you follow love the artist (0 for city picks)'),
  lovedBy: z
    .array(loverAnswer)
    .describe(
      `The people the reason names, in its order (at most ${LOVED_BY_NAMED}; none for city picks)`,
    ),
});

/** The Wrapped card of a year, or of all time. */
export const wrappedDataAnswer = answer('WrappedData', {
  year: z.number().int().nullable().describe('The year summarised, or null for all time'),
  years: z
    .array(z.number().int())
    .describe('Years the user has shows in, newest first (the year picker)'),
  user: userAnswer,
  favoriteArtist: favoriteArtistAnswer
    .nullable()
    .describe("The Favorite Artist by the profile's rule, within the period"),
  mostSeenArtist: mostSeenArtistAnswer
    .pick({ artistName: true, showCount: true })
    .nullable()
    .describe('The artist of most shows in the period (the story format shows it)'),
  mostVisitedCity: mostVisitedCityAnswer.pick({ cityName: true, showCount: true }).nullable(),
  totalShows: count.describe('Every show of the period, scored or not, as the profile counts them'),
  unratedShows: count.describe(
    'Of those, the ones not scored yet (imported shows waiting in the rating queue)',
  ),
  showDays: count.describe('How many different days of the period had a show'),
  songsHeard: count.describe(
    "Different songs heard live at the period's shows (their setlists, tape left out)",
  ),
  globalRank: z.number().int().nullable(),
  topShows: z.array(showAnswer),
});

/** A row of the user leaderboard, with its place. */
export const rankedLeaderboardUserAnswer = answer('RankedLeaderboardUser', {
  ...leaderboardUserAnswer.shape,
  rank: z.number().int().describe('The place on the leaderboard, from 1'),
});

/** A page of the user leaderboard. */
export const leaderboardPageAnswer = answer('LeaderboardPage', {
  users: z.array(rankedLeaderboardUserAnswer),
  nextOffset: z
    .number()
    .int()
    .nullable()
    .describe('The offset of the next page, or null on the last one'),
});
