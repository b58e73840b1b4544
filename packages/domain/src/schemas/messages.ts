/**
 * The validation texts (SPEC section 5), word for word. The API answers 400
 * with firstIssueMessage(); the web forms show the same texts.
 */
import type { z } from 'zod';
import {
  ARTIST_NAME_MAX,
  CITY_NAME_MAX,
  COMMENT_MAX,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  MAX_GUESTS,
  NOTES_MAX,
  STAGE_MAX,
  NEW_PASSWORD_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SCORE_MAX,
  SCORE_MIN,
  TEXT_FIELD_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants';

export const AUTH_MESSAGES = {
  usernameMin: `Username must be at least ${USERNAME_MIN} characters`,
  usernameMax: `Username must be at most ${USERNAME_MAX} characters`,
  usernameChars: 'Username can only contain letters, numbers, dots, dashes and underscores',
  displayNameMin: `Display name must be at least ${DISPLAY_NAME_MIN} characters`,
  displayNameMax: `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  /** A new password of PASSWORD_MIN or more but under NEW_PASSWORD_MIN (the spec's text covers the shorter). */
  newPasswordMin: `Password must be at least ${NEW_PASSWORD_MIN} characters`,
  passwordBlank: 'Password cannot be only spaces',
  passwordCommon: 'This password is too common; choose another',
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
  stageMax: `Stage must be at most ${STAGE_MAX} characters`,
  setTimeInvalid: 'Set time must be a time like 21:30',
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

/** The first issue's message, for 400 bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
