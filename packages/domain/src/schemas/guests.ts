/** Guest artist rules, shared by the guest picker (one at a time) and the server (whole list). */
import { MAX_GUESTS } from '../constants';
import { normalizeKey } from '../text-rules';
import { GUEST_MESSAGES } from './messages';

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
