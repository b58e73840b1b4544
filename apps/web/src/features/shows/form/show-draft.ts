/**
 * The show form's state and its pure rules, shared by the Add New Show page
 * and the Edit Show Rating dialog (SPEC section 2, sections 5 and 7): the
 * draft, its first values, validation with the domain's schema, and the
 * multipart bodies of POST and PUT /api/shows (the city box resolved by lib/city.ts).
 */
import {
  addDays,
  DEFAULT_SCORE,
  FUTURE_DATE_GRACE_DAYS,
  GUEST_MESSAGES,
  MAX_PHOTOS_PER_SHOW,
  ratingFromScore,
  showDateError,
  showInputSchema,
  type Show,
} from '@gigrank/domain';
import { cityLabel, resolveCity } from '../../../lib/city';
import { serverMessage } from '../../../lib/errors';
import { RestError } from '../../../lib/rest';
import type { ShowDraft, ShowDraftField, ShowPrefill } from './show-draft-types';
import { lastTicketCurrency, rememberTicketCurrency } from './ticket-currency';

export type { SelectedPhoto, ShowDraft, ShowDraftField, ShowPrefill } from './show-draft-types';

/** The first problem of each field, with the spec's messages ('Artist is required'...). */
export type ShowDraftErrors = Partial<Record<ShowDraftField, string>>;

/** The latest date a show may have: tomorrow (DECISIONS.md "Show dates"). */
export function latestShowDate(today: string): string {
  return addDays(today, FUTURE_DATE_GRACE_DAYS);
}

/**
 * A fresh Add New Show form: date today, score 75; the artist prefilled from
 * `?artist=`, and a plan's artist, city, date, venue and id ("Log this show").
 */
export function newShowDraft(today: string, prefill: ShowPrefill = {}): ShowDraft {
  return {
    artist: prefill.artist?.trim() ?? '',
    artistPicked: false,
    city: prefill.city?.trim() ?? '',
    pickedCity: null,
    date: prefill.date ?? today,
    venue: prefill.venue?.trim() ?? '',
    companion: '',
    favoriteSong: '',
    notes: '',
    score: DEFAULT_SCORE,
    guestAppearances: [],
    photos: [],
    removePhotoIds: [],
    ticketCurrency: lastTicketCurrency(),
    ...(prefill.plan ? { planId: prefill.plan } : {}),
  };
}

/** The Edit Show Rating dialog's start: the show as it is stored. */
export function draftFromShow(show: Show): ShowDraft {
  const city = {
    name: show.city,
    country: show.cityCountry ?? null,
    region: show.cityRegion ?? null,
  };
  return {
    artist: show.artist,
    artistPicked: true,
    city: cityLabel(city),
    pickedCity: city,
    date: show.date,
    venue: show.venue ?? '',
    companion: show.companion ?? '',
    favoriteSong: show.favoriteSong ?? '',
    notes: show.notes ?? '',
    // A show without a score edits from the slider's middle ground.
    score: show.score ?? 50,
    guestAppearances: show.guestAppearances.map((guest) => guest.artist),
    photos: [],
    removePhotoIds: [],
    ticketAmount: show.ticket?.amount ?? '',
    ticketCurrency: show.ticket?.currency ?? lastTicketCurrency(),
    ticketSeat: show.ticket?.seat ?? '',
    ticketSeller: show.ticket?.seller ?? '',
    ...travelledFromOf(show),
  };
}

/** The Travelled from box of a stored show: its city's label, picked. */
function travelledFromOf(show: Show): Pick<ShowDraft, 'travelledFrom' | 'travelledFromText'> {
  const from = show.travelledFrom;
  if (!from) return { travelledFrom: null, travelledFromText: '' };
  const label = cityLabel({ name: from.name, country: from.countryCode, region: null });
  return { travelledFrom: { id: from.id, label }, travelledFromText: label };
}

/** The city picked in the Travelled from box while its label is still there; null when none. */
function travelledFromId(draft: ShowDraft): number | null {
  const text = draft.travelledFromText?.trim() ?? '';
  return draft.travelledFrom && text === draft.travelledFrom.label ? draft.travelledFrom.id : null;
}

/**
 * The ticket the draft names, as the API takes it, or null when its price is
 * blank (seat and seller alone are not a ticket).
 */
function ticketOf(draft: ShowDraft) {
  const amount = draft.ticketAmount?.trim() ?? '';
  if (!amount) return null;
  return {
    amount,
    currency: draft.ticketCurrency ?? '',
    seat: draft.ticketSeat?.trim() || null,
    seller: draft.ticketSeller?.trim() || null,
  };
}

/** How many photos the show has once saved: the stored ones kept plus the new ones. */
export function photoTotal(draft: ShowDraft, storedPhotoCount: number): number {
  return storedPhotoCount - draft.removePhotoIds.length + draft.photos.length;
}

/**
 * Field errors of the draft: the first message of showInputSchema for each
 * field, a date after tomorrow ('Date cannot be in the future') and more than
 * 20 photos. The rating checked is the one derived from the score, as sent.
 */
export function showDraftErrors(
  draft: ShowDraft,
  today: string,
  storedPhotoCount = 0,
): ShowDraftErrors {
  const errors: ShowDraftErrors = {};
  const parsed = showInputSchema.safeParse({
    ...draft,
    rating: ratingFromScore(draft.score),
    ticket: ticketOf(draft),
    travelledFrom: travelledFromId(draft),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'ticket' ? 'ticketAmount' : issue.path[0];
      if (typeof field === 'string' && (field in draft || field === 'ticketAmount')) {
        errors[field as ShowDraftField] ??= issue.message;
      }
    }
  }
  if (!errors.date) {
    const dateError = showDateError(draft.date, today);
    if (dateError) errors.date = dateError;
  }
  if (draft.travelledFromText?.trim() && travelledFromId(draft) === null) {
    errors.travelledFromText = 'Pick the city you travelled from in the list';
  }
  if (photoTotal(draft, storedPhotoCount) > MAX_PHOTOS_PER_SHOW) {
    errors.photos = `A show can have at most ${MAX_PHOTOS_PER_SHOW} photos`;
  }
  return errors;
}

/** The fields POST and PUT /api/shows both take; the rating always matches the score. */
function showFields(draft: ShowDraft, artist: string): FormData {
  const score = Math.round(draft.score);
  const { city, cityCountry, cityRegion } = resolveCity(draft.city, draft.pickedCity);
  const body = new FormData();
  body.append('artist', artist.trim());
  body.append('city', city);
  if (cityCountry) body.append('cityCountry', cityCountry);
  if (cityRegion) body.append('cityRegion', cityRegion);
  body.append('venue', draft.venue.trim());
  body.append('date', draft.date);
  body.append('companion', draft.companion.trim());
  body.append('favoriteSong', draft.favoriteSong.trim());
  body.append('notes', draft.notes.trim());
  body.append('rating', ratingFromScore(score));
  body.append('score', String(score));
  draft.guestAppearances.forEach((guest, i) => body.append(`guestAppearances[${i}]`, guest));
  // Always sent: a blank price removes an edited show's ticket.
  const ticket = ticketOf(draft);
  body.append('ticket', ticket ? JSON.stringify(ticket) : '');
  if (ticket) rememberTicketCurrency(ticket.currency);
  // Always sent too: an empty box is the home city again.
  body.append('travelledFrom', String(travelledFromId(draft) ?? ''));
  return body;
}

function appendPhotos(body: FormData, draft: ShowDraft): FormData {
  for (const { file } of draft.photos) body.append('photos', file, file.name);
  return body;
}

/**
 * The multipart body of POST /api/shows (SPEC section 7): every field, the
 * `artist` as stored (a typed one is created first), each guest also as
 * `guest_artist_{i}`, the plan it logs as `planId`, and each
 * photo as a repeated `photos` file.
 */
export function newShowBody(draft: ShowDraft, userId: number, artist: string): FormData {
  const body = showFields(draft, artist);
  body.append('userId', String(userId));
  if (draft.planId) body.append('planId', String(draft.planId));
  draft.guestAppearances.forEach((guest, i) => body.append(`guest_artist_${i}`, guest));
  return appendPhotos(body, draft);
}

/**
 * The multipart body of PUT /api/shows/{id}: every field is sent, so what the
 * dialog does not touch stays as it was; dropped photos as `removePhotoIds[i]`.
 * A festival set keeps its festival, stage and time (`kept`, the show as
 * stored): the dialog does not edit them, and a write without them is a
 * show on its own.
 */
export function editedShowBody(
  draft: ShowDraft,
  kept?: Pick<Show, 'festival' | 'stage' | 'setTime'>,
): FormData {
  const body = showFields(draft, draft.artist);
  draft.removePhotoIds.forEach((id, i) => body.append(`removePhotoIds[${i}]`, String(id)));
  if (kept?.festival) {
    body.append('festivalId', String(kept.festival.id));
    if (kept.stage) body.append('stage', kept.stage);
    if (kept.setTime) body.append('setTime', kept.setTime);
  }
  return appendPhotos(body, draft);
}

/** Whether the draft's guest list differs from the show's (order counts: it is stored). */
export function guestsChanged(show: Show, draft: ShowDraft): boolean {
  const before = show.guestAppearances.map((g) => g.artist);
  const after = draft.guestAppearances;
  return before.length !== after.length || before.some((g, i) => g !== after[i]);
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

/** The success toast's text: 'You rated {artist} {score}/100'. */
export function ratedMessage(artist: string, score: number | null): string {
  return `You rated ${artist} ${score ?? '-'}/100`;
}
