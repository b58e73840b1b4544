/**
 * Pure helpers of the Add New Show form (SPEC section 2 "Add New Show",
 * sections 5 and 9): initial values, validation with the domain's schema,
 * the multipart body of POST /api/shows, guest and photo rules.
 */
import {
  addDays,
  DEFAULT_SCORE,
  FUTURE_DATE_GRACE_DAYS,
  GUEST_MESSAGES,
  guestCheck,
  isoDateInTimeZone,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_SHOW,
  normalizeKey,
  ratingFromScore,
  showDateError,
  showInputSchema,
  type City,
} from '@gigrank/domain';

/** What the form holds while the user fills it in. */
export interface AddShowValues {
  artist: string;
  city: string;
  /** 'YYYY-MM-DD' */
  date: string;
  venue: string;
  /** A username, or free text. */
  companion: string;
  favoriteSong: string;
  notes: string;
  score: number;
  guestAppearances: string[];
}

/** Today's calendar date where the user is (the browser's time zone), as 'YYYY-MM-DD'. */
export function localTodayIso(now: Date = new Date()): string {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return isoDateInTimeZone(now, zone);
}

/** The latest date a show may have: tomorrow (DECISIONS.md "Show dates"). */
export function latestShowDate(today: string): string {
  return addDays(today, FUTURE_DATE_GRACE_DAYS);
}

/** A fresh form: date today, score 75, the artist prefilled from `?artist=` when given. */
export function initialAddShowValues(today: string, artist?: string): AddShowValues {
  return {
    artist: artist?.trim() ?? '',
    city: '',
    date: today,
    venue: '',
    companion: '',
    favoriteSong: '',
    notes: '',
    score: DEFAULT_SCORE,
    guestAppearances: [],
  };
}

/**
 * Field errors of the form, keyed by field name: the first message of
 * showInputSchema for each field ('Artist is required', 'City is required',
 * 'Date is required'...), plus a date after tomorrow ('Date cannot be in the future').
 * The rating checked is the one derived from the score, as sent.
 */
export function addShowErrors(values: AddShowValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = showInputSchema.safeParse({ ...values, rating: ratingFromScore(values.score) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
  }
  if (!errors.date) {
    const dateError = showDateError(values.date, today);
    if (dateError) errors.date = dateError;
  }
  return errors;
}

/** A city as the list shows it: 'Lisbon, PT', or the name alone without a country. */
export function cityLabel(city: Pick<City, 'name' | 'country'>): string {
  return city.country ? `${city.name}, ${city.country}` : city.name;
}

/** What the city field resolves to on save: the picked city's name and country, or the typed text. */
export function resolveCity(
  text: string,
  picked: Pick<City, 'name' | 'country'> | null,
): { city: string; cityCountry: string | null } {
  if (picked && text.trim() === cityLabel(picked)) {
    return { city: picked.name, cityCountry: picked.country };
  }
  return { city: text.trim(), cityCountry: null };
}

/**
 * The multipart body of POST /api/shows (SPEC section 7): every field, the
 * rating derived from the score, each guest as `guestAppearances[i]` and
 * `guest_artist_{i}`, and each photo as a repeated `photos` file.
 */
export function buildShowFormData(input: {
  userId: number;
  artist: string;
  city: string;
  cityCountry: string | null;
  values: AddShowValues;
  photos: readonly File[];
}): FormData {
  const { values } = input;
  const score = Math.round(values.score);
  const body = new FormData();
  body.append('userId', String(input.userId));
  body.append('artist', input.artist.trim());
  body.append('city', input.city.trim());
  if (input.cityCountry) body.append('cityCountry', input.cityCountry);
  body.append('venue', values.venue.trim());
  body.append('date', values.date);
  body.append('companion', values.companion.trim());
  body.append('favoriteSong', values.favoriteSong.trim());
  body.append('notes', values.notes.trim());
  body.append('rating', ratingFromScore(score));
  body.append('score', String(score));
  values.guestAppearances.forEach((guest, i) => {
    body.append(`guestAppearances[${i}]`, guest);
    body.append(`guest_artist_${i}`, guest);
  });
  for (const photo of input.photos) body.append('photos', photo, photo.name);
  return body;
}

/** A refused guest: the toast's title and text. */
export interface GuestRefusal {
  title: string;
  message: string;
}

/**
 * Whether `candidate` may join `guests` (guestCheck of the domain), as the
 * toast to show when it may not: 'Maximum guests reached' / 'You can only add
 * up to 3 guest artists', 'Guest already added', 'Cannot add main artist as guest'.
 */
export function guestRefusal(
  guests: readonly string[],
  candidate: string,
  mainArtist: string,
): GuestRefusal | null {
  const problem = guestCheck(guests, candidate, mainArtist);
  const name = candidate.trim();
  switch (problem) {
    case null:
      return null;
    case GUEST_MESSAGES.max:
      return { title: GUEST_MESSAGES.maxTitle, message: GUEST_MESSAGES.max };
    case GUEST_MESSAGES.duplicate:
      return { title: GUEST_MESSAGES.duplicate, message: `${name} is already a guest artist.` };
    case GUEST_MESSAGES.mainArtist:
      return { title: GUEST_MESSAGES.mainArtist, message: `${name} is the main artist.` };
    default:
      return { title: problem, message: 'Type a guest artist name first.' };
  }
}

/** Why a chosen file was left out. */
export type PhotoProblem = 'notImage' | 'tooLarge' | 'tooMany';

export const PHOTO_PROBLEM_TEXT: Record<PhotoProblem, { title: string; message: string }> = {
  notImage: { title: 'Not an image', message: 'Only image files can be added as photos.' },
  tooLarge: { title: 'Photo too large', message: 'Each photo must be at most 15 MB.' },
  tooMany: {
    title: 'Too many photos',
    message: `A show can have at most ${MAX_PHOTOS_PER_SHOW} photos.`,
  },
};

/**
 * The files of a new selection that may join the `alreadySelected` ones:
 * images only, at most 15 MB each, at most 20 per show in all. The rest are
 * refused before anything is sent, each with its reason.
 */
export function acceptPhotos<F extends Pick<File, 'name' | 'size' | 'type'>>(
  alreadySelected: number,
  files: readonly F[],
): { accepted: F[]; refused: { file: F; problem: PhotoProblem }[] } {
  const accepted: F[] = [];
  const refused: { file: F; problem: PhotoProblem }[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) refused.push({ file, problem: 'notImage' });
    else if (file.size > MAX_PHOTO_BYTES) refused.push({ file, problem: 'tooLarge' });
    else if (alreadySelected + accepted.length >= MAX_PHOTOS_PER_SHOW) {
      refused.push({ file, problem: 'tooMany' });
    } else accepted.push(file);
  }
  return { accepted, refused };
}

/** The '{n} photo(s) selected' toast title (SPEC section 8). */
export function photosSelectedTitle(count: number): string {
  return `${count} photo(s) selected`;
}

/** The toast of a selection some of whose files were refused: the first reason, the files named. */
export function photoRefusalToast(
  refused: readonly { file: Pick<File, 'name'>; problem: PhotoProblem }[],
  selectedCount: number,
): { title: string; message: string } | null {
  const first = refused[0];
  if (!first) return null;
  const text = PHOTO_PROBLEM_TEXT[first.problem];
  const names = refused.map((r) => r.file.name).join(', ');
  return {
    title: text.title,
    message: `${text.message} Not added: ${names}. ${photosSelectedTitle(selectedCount)}.`,
  };
}

/** The success toast's text: 'You rated {artist} {score}/100'. */
export function ratedMessage(artist: string, score: number): string {
  return `You rated ${artist} ${score}/100`;
}

/** True when two names are the same artist (case- and accent-insensitive, as the server compares). */
export function sameName(a: string, b: string): boolean {
  return normalizeKey(a) === normalizeKey(b);
}
