/**
 * The answer shapes of the friends around a show, as zod schemas beside
 * answers.ts: the gig page, the Following feed and plans (upcoming gigs
 * marked Going). friends.ts infers its types from them.
 */
import { z } from 'zod';
import { gigSetlistFromAnswer, setlistSongAnswer, showAnswer, userSummaryAnswer } from './answers';
import { answer, count, day, id, timestamp } from './answer-fields';
import { GIG_PAGE_LIMIT } from './constants';

/** A gig: the same artist, the same date, the same city. */
export const gigRefAnswer = answer('GigRef', { artistId: id, cityId: id, date: day });

/** A gig's most common setlist, whose it is and how many agree. */
export const gigSetlistAnswer = answer('GigSetlist', {
  ...gigSetlistFromAnswer.shape,
  songs: z.array(setlistSongAnswer),
});

/** The gig page. */
export const gigPageAnswer = answer('GigPage', {
  ...gigRefAnswer.shape,
  artist: z.string(),
  city: z.string(),
  cityCountry: z.string().nullable(),
  shows: z
    .array(showAnswer)
    .describe("Everyone's shows of the gig the viewer may see, best score first"),
  count: count.describe(
    `How many shows of it the viewer may see (shows holds at most ${GIG_PAGE_LIMIT})`,
  ),
  avgScore: z
    .number()
    .int()
    .nullable()
    .describe('Average of their scores, rounded to a whole number; null when none is scored'),
  going: z
    .array(userSummaryAnswer)
    .describe('People the viewer follows who are going (a future gig)'),
  setlist: gigSetlistAnswer
    .nullable()
    .describe('The most common setlist among its shows the viewer may see; null when none has one'),
});

/** An upcoming (or just past) gig a user marked Going. */
export const planAnswer = answer('Plan', {
  id,
  user: userSummaryAnswer,
  artist: z.string(),
  artistId: id,
  city: z.string(),
  cityId: id,
  cityCountry: z.string().nullable(),
  cityRegion: z
    .string()
    .nullable()
    .describe("The city's region ('Ohio'), which tells same-named cities of a country apart"),
  venue: z.string().nullable(),
  date: day,
  createdAt: timestamp,
  showId: id.nullable().describe('The show it became once logged; null until then'),
});

/** The Following feed: shows of people you follow, newest first; plans on its first page. */
export const followingFeedPageAnswer = answer('FollowingFeedPage', {
  shows: z.array(showAnswer),
  nextBefore: id.nullable().describe('The `before` of the next page; null at the end'),
  plans: z
    .array(planAnswer)
    .describe('Upcoming plans of people you follow, soonest first (first page only)'),
});
