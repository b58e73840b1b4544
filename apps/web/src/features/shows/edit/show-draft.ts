import {
  GUEST_MESSAGES,
  MAX_PHOTOS_PER_SHOW,
  ratingFromScore,
  showDateError,
  showInputSchema,
  type Show,
} from '@gigrank/domain';
import dayjs from 'dayjs';
import { serverMessage } from '../../../lib/errors';
import { RestError } from '../../../lib/rest';

/** What the edit dialog changes: every field of the show, as PUT /api/shows/{id} takes them. */
export interface ShowDraft {
  artist: string;
  city: string;
  /** Country of the picked city (tells Paris, FR from Paris, US); null when typed. */
  cityCountry: string | null;
  /** 'YYYY-MM-DD' */
  date: string;
  venue: string;
  companion: string;
  favoriteSong: string;
  notes: string;
  score: number;
  guests: string[];
  /** New photo files to append. */
  newPhotos: File[];
  /** Existing photos to drop. */
  removePhotoIds: number[];
}

export function draftFromShow(show: Show): ShowDraft {
  return {
    artist: show.artist,
    city: show.city,
    cityCountry: show.cityCountry ?? null,
    date: show.date,
    venue: show.venue ?? '',
    companion: show.companion ?? '',
    favoriteSong: show.favoriteSong ?? '',
    notes: show.notes ?? '',
    // A show without a score edits from the slider's middle ground.
    score: show.score ?? 50,
    guests: show.guestAppearances.map((g) => g.artist),
    newPhotos: [],
    removePhotoIds: [],
  };
}

/**
 * The multipart body of PUT /api/shows/{id} (SPEC section 7: artist, venue,
 * city, date, companion, favoriteSong, notes, score, rating,
 * guestAppearances[i]); every field is sent, so what the dialog does not
 * touch stays as it was. The rating always matches the score (SPEC section 4).
 */
export function showFormData(draft: ShowDraft): FormData {
  const form = new FormData();
  form.append('artist', draft.artist.trim());
  form.append('venue', draft.venue.trim());
  form.append('city', draft.city.trim());
  if (draft.cityCountry) form.append('cityCountry', draft.cityCountry);
  form.append('date', draft.date);
  form.append('companion', draft.companion.trim());
  form.append('favoriteSong', draft.favoriteSong.trim());
  form.append('notes', draft.notes.trim());
  form.append('score', String(draft.score));
  form.append('rating', ratingFromScore(draft.score));
  draft.guests.forEach((guest, i) => form.append(`guestAppearances[${i}]`, guest));
  draft.removePhotoIds.forEach((id, i) => form.append(`removePhotoIds[${i}]`, String(id)));
  for (const photo of draft.newPhotos) form.append('photos', photo, photo.name);
  return form;
}

/** Whether the draft's guest list differs from the show's (order counts: it is stored). */
export function guestsChanged(show: Show, draft: ShowDraft): boolean {
  const before = show.guestAppearances.map((g) => g.artist);
  return before.length !== draft.guests.length || before.some((g, i) => g !== draft.guests[i]);
}

const GUEST_RULE_MESSAGES = new Set<string>(Object.values(GUEST_MESSAGES));

/** A server message that refuses the guest list rather than the show. */
export function isGuestRuleMessage(message: string | null): boolean {
  return message !== null && GUEST_RULE_MESSAGES.has(message);
}

/**
 * The description of an Edit error toast (SPEC section 8): the server's
 * message, a thrown error's own message (network down...), or
 * 'An unknown error occurred'.
 */
export function editErrorText(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof Error && !(error instanceof RestError) && error.message) {
    return error.message;
  }
  return 'An unknown error occurred';
}

/** Today in the browser's time zone, 'YYYY-MM-DD'. */
export function localToday(): string {
  return dayjs().format('YYYY-MM-DD');
}

export type DraftField =
  | 'artist'
  | 'city'
  | 'date'
  | 'venue'
  | 'companion'
  | 'favoriteSong'
  | 'notes'
  | 'guests'
  | 'score'
  | 'photos';

/** The first problem of each field, with the spec's messages ('Artist is required'...). */
export function draftErrors(
  draft: ShowDraft,
  existingPhotoCount: number,
): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  const parsed = showInputSchema.safeParse({
    artist: draft.artist,
    city: draft.city,
    date: draft.date,
    score: draft.score,
    rating: ratingFromScore(draft.score),
    guestAppearances: draft.guests,
    venue: draft.venue,
    companion: draft.companion,
    favoriteSong: draft.favoriteSong,
    notes: draft.notes,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'guestAppearances' ? 'guests' : issue.path[0];
      if (typeof key === 'string' && !(key in errors)) {
        errors[key as DraftField] = issue.message;
      }
    }
  }
  const dateError = showDateError(draft.date, localToday());
  if (dateError && !errors.date) errors.date = dateError;
  const photoCount = existingPhotoCount - draft.removePhotoIds.length + draft.newPhotos.length;
  if (photoCount > MAX_PHOTOS_PER_SHOW) {
    errors.photos = `A show can have at most ${MAX_PHOTOS_PER_SHOW} photos`;
  }
  return errors;
}
