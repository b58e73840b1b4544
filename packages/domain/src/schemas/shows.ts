/**
 * A show as entered, field by field (SPEC section 5). Missing or non-string
 * input gets the same message as empty input (a missing artist -> 'Artist is required').
 */
import { z } from 'zod';
import {
  ARTIST_NAME_MAX,
  CITY_NAME_MAX,
  MAX_GUESTS,
  NOTES_MAX,
  STAGE_MAX,
  SCORE_MAX,
  SCORE_MIN,
  TEXT_FIELD_MAX,
} from '../constants';
import { RATINGS } from '../rating';
import { isFutureShowDate, isValidIsoDate } from '../time';
import { allowedCharacters, optionalText, requiredText, wholeNumber } from './fields';
import { validateGuestList } from './guests';
import { GUEST_MESSAGES, SHOW_MESSAGES } from './messages';
import { idParamSchema } from './params';
import { ticketSchema, travelledFromSchema } from './ledger';

/** Artist name: trimmed, required ('Artist is required'), at most 200. */
export const artistNameSchema = requiredText(
  SHOW_MESSAGES.artistRequired,
  ARTIST_NAME_MAX,
  SHOW_MESSAGES.artistMax,
  { label: 'Artist' },
);

/** City name: trimmed, required ('City is required'), at most 100. */
export const cityNameSchema = requiredText(
  SHOW_MESSAGES.cityRequired,
  CITY_NAME_MAX,
  SHOW_MESSAGES.cityMax,
  { label: 'City' },
);

/** Show date: a real calendar day as 'YYYY-MM-DD'. The future check needs "today": see showDateError. */
const showDateSchema = z
  .string({ error: SHOW_MESSAGES.dateRequired })
  .trim()
  .min(1, { error: SHOW_MESSAGES.dateRequired, abort: true })
  .refine(isValidIsoDate, SHOW_MESSAGES.dateInvalid);

/**
 * Score: a whole number 0..100; numeric strings (multipart) are accepted.
 * Missing, blank or non-numeric input fails with the same message.
 */
export const scoreSchema = z
  .union([z.number(), z.string()], { error: SHOW_MESSAGES.scoreInvalid })
  .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : v))
  .pipe(wholeNumber(SCORE_MIN, SCORE_MAX, SHOW_MESSAGES.scoreInvalid));

/**
 * Guest list: a string or an array of strings (multipart may send one value);
 * entries trimmed, blank entries dropped, at most 3.
 */
const guestAppearancesSchema = z
  .union([z.string(), z.array(z.string({ error: SHOW_MESSAGES.artistRequired }))])
  .nullish()
  .transform((v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .pipe(
    z
      .array(
        allowedCharacters(z.string().trim().max(ARTIST_NAME_MAX, SHOW_MESSAGES.guestMax), {
          label: 'Guest artist',
        }),
      )
      .transform((list) => list.filter((g) => g !== ''))
      .refine((list) => list.length <= MAX_GUESTS, GUEST_MESSAGES.max),
  );

/**
 * A show's festival when it is a festival set: an id; null or ''
 * for a show on its own (multipart sends text); absent keeps what an edited
 * show had (a client that does not know festivals never detaches a set).
 */
const festivalIdSchema = z
  .union([z.null(), z.literal(''), idParamSchema])
  .optional()
  .transform((v) => (v === '' ? null : v));

/** A set's stage; blank or null is none, absent keeps an edited set's. */
export const stageSchema = z
  .union([
    z.null(),
    allowedCharacters(z.string().trim().max(STAGE_MAX, SHOW_MESSAGES.stageMax), { label: 'Stage' }),
  ])
  .optional()
  .transform((v) => (v === '' ? null : v));

/** A set's start time, 'HH:MM' (24 h); blank is none, absent keeps an edited set's. */
const setTimeSchema = z
  .union([z.null(), z.string({ error: SHOW_MESSAGES.setTimeInvalid })])
  .optional()
  .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v))
  .refine(
    (v) => v === undefined || v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
    SHOW_MESSAGES.setTimeInvalid,
  );

/**
 * A show as entered (POST/PUT /api/shows, the Add New Show and edit forms).
 * `rating` is accepted but ignored by the server, which re-derives it from
 * the score (ratingFromScore). Optional texts become undefined when blank.
 * The whole guest list is checked with validateGuestList (path guestAppearances).
 */
export const showInputSchema = z
  .object({
    artist: artistNameSchema,
    city: cityNameSchema,
    date: showDateSchema,
    rating: z.enum(RATINGS, { error: SHOW_MESSAGES.ratingInvalid }).nullish(),
    score: scoreSchema,
    guestAppearances: guestAppearancesSchema,
    venue: optionalText(TEXT_FIELD_MAX, SHOW_MESSAGES.venueMax, { label: 'Venue' }),
    companion: optionalText(TEXT_FIELD_MAX, SHOW_MESSAGES.companionMax, { label: 'Companion' }),
    favoriteSong: optionalText(TEXT_FIELD_MAX, SHOW_MESSAGES.favoriteSongMax, {
      label: 'Favorite song',
    }),
    notes: optionalText(NOTES_MAX, SHOW_MESSAGES.notesMax, { label: 'Notes', multiline: true }),
    festivalId: festivalIdSchema,
    /** A festival set's stage and start time ('HH:MM'), both optional; absent keeps an edited set's. */
    stage: stageSchema,
    setTime: setTimeSchema,
    /** The ticket and the city travelled from (./ledger): absent keeps an edited show's. */
    ticket: ticketSchema,
    travelledFrom: travelledFromSchema,
  })
  .superRefine((show, ctx) => {
    // Runs even when other fields have continuable issues, so stay defensive;
    // a list that is too long was already reported by guestAppearancesSchema.
    const guests: unknown = show.guestAppearances;
    if (!Array.isArray(guests) || guests.length > MAX_GUESTS) return;
    if (!guests.every((g): g is string => typeof g === 'string')) return;
    const message = validateGuestList(guests, typeof show.artist === 'string' ? show.artist : '');
    if (message) ctx.addIssue({ code: 'custom', message, path: ['guestAppearances'] });
  });
export type ShowPayload = z.output<typeof showInputSchema>;

/**
 * The error for a show date given today's date ('YYYY-MM-DD', in the user's
 * zone or UTC), or null: required, valid, and not after tomorrow.
 */
export function showDateError(date: string | null | undefined, today: string): string | null {
  const trimmed = (date ?? '').trim();
  if (!trimmed) return SHOW_MESSAGES.dateRequired;
  if (!isValidIsoDate(trimmed)) return SHOW_MESSAGES.dateInvalid;
  if (isFutureShowDate(trimmed, today)) return SHOW_MESSAGES.dateFuture;
  return null;
}
