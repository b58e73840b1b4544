/**
 * The show form's draft as data (no rules): what show-draft.ts works on, and
 * what the offline queue stores, in the page and the service worker alike.
 */
import type { CityName } from '../../../lib/city';

/** A photo chosen for upload, with an object URL for its preview (revoked when it leaves). */
export interface SelectedPhoto {
  id: string;
  file: File;
  url: string;
}

/** What the form holds while the user fills it in. */
export interface ShowDraft {
  artist: string;
  /** The artist text came from the catalogue (picked or created); typed text is created on add. */
  artistPicked: boolean;
  /** The text in the city box ('Lisbon, PT' once a city is picked). */
  city: string;
  /** The city picked from the list (or the show's own), while its label is still in the box. */
  pickedCity: CityName | null;
  /** 'YYYY-MM-DD' */
  date: string;
  venue: string;
  /** A username, or free text. */
  companion: string;
  favoriteSong: string;
  notes: string;
  score: number;
  guestAppearances: string[];
  /** New photo files to upload. */
  photos: SelectedPhoto[];
  /** Stored photos to drop (editing only). */
  removePhotoIds: number[];
  /** The ticket: price as typed ('45.50'), ISO 4217 currency, seat and seller; blank price is none. */
  ticketAmount?: string;
  ticketCurrency?: string;
  ticketSeat?: string;
  ticketSeller?: string;
  /** The text of the Travelled from box, and the city picked there (sent as `travelledFrom`). */
  travelledFromText?: string;
  travelledFrom?: { id: number; label: string } | null;
  /** The plan this new show logs ("Log this show"): sent as `planId`. */
  planId?: number | null;
}

/** What a fresh Add Show form may start with: `?artist=`, or a plan's "Log this show". */
export interface ShowPrefill {
  artist?: string;
  city?: string;
  /** 'YYYY-MM-DD' */
  date?: string;
  venue?: string;
  /** The plan the show logs. */
  plan?: number;
}

export type ShowDraftField = keyof ShowDraft;
