/**
 * Input schemas shared by the web forms and the API (SPEC section 5). Every
 * message is the spec's text; the API answers 400 with firstIssueMessage().
 *
 * Missing or non-string input gets the same message as empty input
 * (e.g. a missing artist -> 'Artist is required').
 */
import { z } from 'zod';
import {
  ARTIST_NAME_MAX,
  ARTIST_SEARCH_LIMIT_DEFAULT,
  ARTIST_SEARCH_LIMIT_QUERY,
  CITY_NAME_MAX,
  COMMENT_MAX,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  MAX_GUESTS,
  NOTES_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SCORE_MAX,
  SCORE_MIN,
  TEXT_FIELD_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  LIST_PAGE_SIZE,
} from './constants';
import { RATINGS } from './rating';
import { isFutureShowDate, isValidIsoDate } from './time';

// ---------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------

export const AUTH_MESSAGES = {
  usernameMin: `Username must be at least ${USERNAME_MIN} characters`,
  usernameMax: `Username must be at most ${USERNAME_MAX} characters`,
  usernameChars: 'Username can only contain letters, numbers, dots, dashes and underscores',
  displayNameMin: `Display name must be at least ${DISPLAY_NAME_MIN} characters`,
  displayNameMax: `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordsDontMatch: "Passwords don't match",
  profilePictureInvalid: 'Profile picture must be an image',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'The new password must differ from the current one',
} as const;

export const SHOW_MESSAGES = {
  artistRequired: 'Artist is required',
  artistMax: `Artist must be at most ${ARTIST_NAME_MAX} characters`,
  cityRequired: 'City is required',
  cityMax: `City must be at most ${CITY_NAME_MAX} characters`,
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a valid date',
  dateFuture: 'Date cannot be in the future',
  ratingInvalid: 'Rating must be loved, okay or disliked',
  scoreInvalid: `Score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`,
  venueMax: `Venue must be at most ${TEXT_FIELD_MAX} characters`,
  companionMax: `Companion must be at most ${TEXT_FIELD_MAX} characters`,
  favoriteSongMax: `Favorite song must be at most ${TEXT_FIELD_MAX} characters`,
  notesMax: `Notes must be at most ${NOTES_MAX} characters`,
  guestMax: `Guest artist must be at most ${ARTIST_NAME_MAX} characters`,
} as const;

export const GUEST_MESSAGES = {
  /** Title of the toast shown with `max`. */
  maxTitle: 'Maximum guests reached',
  max: `You can only add up to ${MAX_GUESTS} guest artists`,
  duplicate: 'Guest already added',
  mainArtist: 'Cannot add main artist as guest',
  /** The edit dialog's wording for a duplicate. */
  duplicateInEdit: 'Duplicate guest artist',
  empty: 'Guest artist name cannot be empty',
} as const;

export const OTHER_MESSAGES = {
  cityMax: `City must be at most ${CITY_NAME_MAX} characters`,
  countryMax: `Country must be at most ${CITY_NAME_MAX} characters`,
  commentEmpty: 'Comment cannot be empty',
  commentMax: `Comment must be at most ${COMMENT_MAX} characters`,
  invalidId: 'Invalid id',
  invalidLimit: 'Limit must be a positive whole number',
} as const;

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/**
 * Key for case- and accent-insensitive comparison and search: NFKD, combining
 * marks stripped, lower-cased, whitespace collapsed, trimmed. 'Beyoncé ' -> 'beyonce'.
 */
export function normalizeKey(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The first issue's message, for 400 bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** A required trimmed string: missing, non-string and blank all give `required`. */
function requiredText(required: string, max: number, maxMessage: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, maxMessage);
}

/**
 * An optional trimmed string: null, undefined, '' and blank become undefined.
 */
function optionalText(max: number, maxMessage: string) {
  return z
    .string()
    .trim()
    .max(max, maxMessage)
    .nullish()
    .transform((v) => (v ? v : undefined));
}

// ---------------------------------------------------------------------------
// Auth and profile
// ---------------------------------------------------------------------------

/** Registration username: 3..30 of letters, digits, '_', '.', '-'. */
export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameMin })
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameMax)
  .regex(/^[A-Za-z0-9_.-]+$/, AUTH_MESSAGES.usernameChars);

export const displayNameSchema = z
  .string({ error: AUTH_MESSAGES.displayNameMin })
  .trim()
  .min(DISPLAY_NAME_MIN, AUTH_MESSAGES.displayNameMin)
  .max(DISPLAY_NAME_MAX, AUTH_MESSAGES.displayNameMax);

/** Passwords are not trimmed. */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax);

/** Change password: the current one, and a new one under the usual rules. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, AUTH_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
    newPassword: passwordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: AUTH_MESSAGES.newPasswordSame,
    path: ['newPassword'],
  });

/** Login: length rules only (no charset rule, so any existing name can be typed). */
export const loginSchema = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.usernameMin })
    .trim()
    .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
    .max(USERNAME_MAX, AUTH_MESSAGES.usernameMax),
  password: passwordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;

/** The Register form (client side). confirmPassword is dropped before sending. */
export const registerFormSchema = z
  .object({
    username: usernameSchema,
    displayName: displayNameSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.passwordMin })
      .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin),
    profilePicture: z.string().optional(),
  })
  .refine((d) => d.password === d.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** A data URL of an image, as sent in the register payload. */
const IMAGE_DATA_URL_RE = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/i;

/** What POST /api/auth/register receives: no confirmPassword; profilePicture an image data URL. */
export const registerPayloadSchema = z.object({
  username: usernameSchema,
  displayName: displayNameSchema,
  password: passwordSchema,
  profilePicture: z
    .string({ error: AUTH_MESSAGES.profilePictureInvalid })
    .trim()
    .refine((v) => v === '' || IMAGE_DATA_URL_RE.test(v), AUTH_MESSAGES.profilePictureInvalid)
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type RegisterPayloadInput = z.input<typeof registerPayloadSchema>;
export type RegisterPayload = z.output<typeof registerPayloadSchema>;

/** Drops confirmPassword (and a blank picture) from the register form values. */
export function toRegisterPayload(form: RegisterFormValues): RegisterPayloadInput {
  const { confirmPassword: _confirm, profilePicture, ...rest } = form;
  return profilePicture ? { ...rest, profilePicture } : rest;
}

/**
 * PATCH /api/users/{id}/profile: a blank or null city clears it (null); a
 * missing city stays undefined (leave unchanged).
 */
export const profileUpdateSchema = z.object({
  displayName: displayNameSchema,
  city: z
    .string()
    .trim()
    .max(CITY_NAME_MAX, OTHER_MESSAGES.cityMax)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

// ---------------------------------------------------------------------------
// Guests
// ---------------------------------------------------------------------------

/**
 * Whether `candidate` may be added to `guests` of a show whose main artist is
 * `mainArtist`. Returns the message to show, or null when it may be added.
 * Comparisons are case- and accent-insensitive (normalizeKey).
 */
export function guestCheck(
  guests: readonly string[],
  candidate: string,
  mainArtist: string,
): string | null {
  if (guests.length >= MAX_GUESTS) return GUEST_MESSAGES.max;
  const key = normalizeKey(candidate);
  if (!key) return GUEST_MESSAGES.empty;
  if (guests.some((g) => normalizeKey(g) === key)) return GUEST_MESSAGES.duplicate;
  if (normalizeKey(mainArtist) === key) return GUEST_MESSAGES.mainArtist;
  return null;
}

/** Server-side check of a whole guest list; same messages as guestCheck. */
export function validateGuestList(guests: readonly string[], mainArtist: string): string | null {
  if (guests.length > MAX_GUESTS) return GUEST_MESSAGES.max;
  const main = normalizeKey(mainArtist);
  const seen = new Set<string>();
  for (const guest of guests) {
    const key = normalizeKey(guest);
    if (!key) return GUEST_MESSAGES.empty;
    if (seen.has(key)) return GUEST_MESSAGES.duplicate;
    if (main && key === main) return GUEST_MESSAGES.mainArtist;
    seen.add(key);
  }
  return null;
}

// ---------------------------------------------------------------------------
// Shows
// ---------------------------------------------------------------------------

/** Artist name: trimmed, required ('Artist is required'), at most 200. */
export const artistNameSchema = requiredText(
  SHOW_MESSAGES.artistRequired,
  ARTIST_NAME_MAX,
  SHOW_MESSAGES.artistMax,
);

/** City name: trimmed, required ('City is required'), at most 100. */
export const cityNameSchema = requiredText(
  SHOW_MESSAGES.cityRequired,
  CITY_NAME_MAX,
  SHOW_MESSAGES.cityMax,
);

/** Show date: a real calendar day as 'YYYY-MM-DD'. The future check needs "today": see showDateError. */
export const showDateSchema = z
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
  .pipe(
    z
      .number({ error: SHOW_MESSAGES.scoreInvalid })
      .int(SHOW_MESSAGES.scoreInvalid)
      .min(SCORE_MIN, SHOW_MESSAGES.scoreInvalid)
      .max(SCORE_MAX, SHOW_MESSAGES.scoreInvalid),
  );

/**
 * Guest list: a string or an array of strings (multipart may send one value);
 * entries trimmed, blank entries dropped, at most 3.
 */
export const guestAppearancesSchema = z
  .union([z.string(), z.array(z.string({ error: SHOW_MESSAGES.artistRequired }))])
  .nullish()
  .transform((v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .pipe(
    z
      .array(z.string().trim().max(ARTIST_NAME_MAX, SHOW_MESSAGES.guestMax))
      .transform((list) => list.filter((g) => g !== ''))
      .refine((list) => list.length <= MAX_GUESTS, GUEST_MESSAGES.max),
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
    venue: optionalText(TEXT_FIELD_MAX, SHOW_MESSAGES.venueMax),
    companion: optionalText(TEXT_FIELD_MAX, SHOW_MESSAGES.companionMax),
    favoriteSong: optionalText(TEXT_FIELD_MAX, SHOW_MESSAGES.favoriteSongMax),
    notes: optionalText(NOTES_MAX, SHOW_MESSAGES.notesMax),
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
export type ShowInput = z.input<typeof showInputSchema>;
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

// ---------------------------------------------------------------------------
// Artists, cities, lists, comments, params
// ---------------------------------------------------------------------------

/** POST /api/artist-stats. */
export const artistStatCreateSchema = z.object({ artist_name: artistNameSchema });

/** POST /api/cities. */
export const cityCreateSchema = z.object({
  name: cityNameSchema,
  country: optionalText(CITY_NAME_MAX, OTHER_MESSAGES.countryMax),
});

/** POST /api/users/{id}/want-to-see. */
export const wantToSeeSchema = z.object({ artistName: artistNameSchema });

/** A comment on a show. */
export const commentSchema = z.object({
  body: requiredText(OTHER_MESSAGES.commentEmpty, COMMENT_MAX, OTHER_MESSAGES.commentMax),
});

/** Ids are 32-bit integers in the database on both engines. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id from a path segment (string) or a number; message 'Invalid id'. */
export const idParamSchema = z
  .union([z.number(), z.string()], { error: OTHER_MESSAGES.invalidId })
  .transform((v) => (typeof v === 'string' ? (/^[1-9]\d*$/.test(v) ? Number(v) : Number.NaN) : v))
  .pipe(
    z
      .number({ error: OTHER_MESSAGES.invalidId })
      .int(OTHER_MESSAGES.invalidId)
      .positive(OTHER_MESSAGES.invalidId)
      .max(MAX_ID, OTHER_MESSAGES.invalidId),
  );

/** The artist search limit: 20 with a (non-blank) query, 10 without. */
export function artistSearchLimit(q: string | null | undefined): number {
  return q && q.trim() ? ARTIST_SEARCH_LIMIT_QUERY : ARTIST_SEARCH_LIMIT_DEFAULT;
}

/** GET /api/artist-stats query: q trimmed (blank -> undefined), limit a positive integer <= 100. */
export const artistSearchQuerySchema = z.object({
  q: optionalText(ARTIST_NAME_MAX, SHOW_MESSAGES.artistMax),
  limit: z.coerce
    .number({ error: OTHER_MESSAGES.invalidLimit })
    .int(OTHER_MESSAGES.invalidLimit)
    .min(1, OTHER_MESSAGES.invalidLimit)
    .max(100, OTHER_MESSAGES.invalidLimit)
    .optional(),
});

/**
 * Optional paging of a long list: `limit` (1..LIST_PAGE_SIZE) rows after
 * `offset` rows. Without either the whole list comes back, as the spec's
 * paths answer; the web app always pages. Bad values are refused, not ignored.
 */
const pageLimitSchema = z.coerce
  .number({ error: 'limit must be a whole number from 1 to 50' })
  .int('limit must be a whole number from 1 to 50')
  .min(1, 'limit must be a whole number from 1 to 50')
  .max(LIST_PAGE_SIZE, 'limit must be a whole number from 1 to 50')
  .optional();
const pageOffsetSchema = z.coerce
  .number({ error: 'offset must be a whole number, 0 or more' })
  .int('offset must be a whole number, 0 or more')
  .min(0, 'offset must be a whole number, 0 or more')
  .max(1_000_000, 'offset must be a whole number, 0 or more')
  .optional();

export const listPageSchema = z.object({ limit: pageLimitSchema, offset: pageOffsetSchema });

/** The artist page's Shows tabs other than All Shows, filtered by the server page by page. */
export const ARTIST_SHOWS_FILTERS = ['guest', 'photos'] as const;
export type ArtistShowsFilter = (typeof ARTIST_SHOWS_FILTERS)[number];
export const artistShowsFilterSchema = z.enum(ARTIST_SHOWS_FILTERS, {
  error: "filter must be 'guest' or 'photos'",
});

/**
 * The same paging for tRPC, where infinite queries pass the position as
 * `cursor` (here, the number of rows already read); it becomes `offset`.
 */
export const listCursorSchema = z
  .object({ limit: pageLimitSchema, cursor: pageOffsetSchema })
  .transform(({ limit, cursor }) => ({ limit, offset: cursor }));
export type ListPage = z.output<typeof listPageSchema>;

/** The rows of `list` a page asks for (all of them without a page). */
export function pageOf<T>(list: readonly T[], page: ListPage = {}): T[] {
  if (page.limit === undefined && page.offset === undefined) return [...list];
  const offset = page.offset ?? 0;
  return list.slice(offset, offset + (page.limit ?? LIST_PAGE_SIZE));
}
