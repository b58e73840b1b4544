import { z } from 'zod';
import {
  hasDisallowedCharacters,
  notAllowedMessage,
  stripDisallowedCharacters,
} from '@gigrank/domain';

/**
 * Input shapes of the API's own (not form) parameters, shared by tRPC and REST.
 * Search text is taken as it comes: the characters the text rule refuses are
 * dropped (a search is never refused for them, and none reaches a query).
 */
export const searchTextSchema = z.object({
  q: z
    .string()
    .max(100, { message: 'Search text must be at most 100 characters' })
    .transform((q) => stripDisallowedCharacters(q).trim())
    .optional(),
});

/** How many people one search answers at most (the companion picker's list). */
const PEOPLE_SEARCH_MAX = 20;

/**
 * A people search (GET /api/users, users.list): the text, and optionally how
 * many people to answer (the header search asks for its few).
 */
export const peopleSearchSchema = searchTextSchema.extend({
  limit: z.coerce
    .number({ message: 'Limit must be a number' })
    .int({ message: 'Limit must be a number' })
    .min(1, { message: `Limit must be between 1 and ${PEOPLE_SEARCH_MAX}` })
    .max(PEOPLE_SEARCH_MAX, { message: `Limit must be between 1 and ${PEOPLE_SEARCH_MAX}` })
    .optional(),
});

export const usernameLookupSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { message: 'Username is required' })
    .max(100)
    .refine((v) => !hasDisallowedCharacters(v), { message: notAllowedMessage('Username') }),
});

/** `?year=2026` for Wrapped; absent means all time. */
export const wrappedYearSchema = z.object({
  year: z.coerce
    .number({ message: 'Year must be a number' })
    .int({ message: 'Year must be a number' })
    .min(1900, { message: 'Year must be between 1900 and 2100' })
    .max(2100, { message: 'Year must be between 1900 and 2100' })
    .optional(),
});

/**
 * `year` of a diary: the same bounds as Wrapped's; absent means the newest with shows.
 * @alias
 */
export const diaryYearSchema = wrappedYearSchema;

/** A whole number from `min` to `max` in a REST query, where a bad value reads as none. */
export const lenientInt = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().catch(undefined);
