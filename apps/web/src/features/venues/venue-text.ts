/**
 * Pure rules of the venue screens: what the venue picker asks
 * the server, how a venue's city reads, and the access notes' lines.
 */
import {
  ACCESS_FEATURES,
  type AccessFeature,
  type VenueAccessNote,
  type VenuePage,
  type VenueSummary,
} from '@gigrank/domain';
import dayjs from 'dayjs';
import { cityLabel } from '../../lib/city';
import type { CityName } from '../../lib/city';
import { mergeShowPages } from '../../lib/paging';

/** What `venues.search` is asked. */
export interface VenueSearchInput {
  q?: string;
  city?: string;
  cityCountry?: string;
}

/**
 * The venue picker's search: within the form's city when one is given
 * (picked from the list: its name and country; typed: the text), else by
 * name alone. Null when there is nothing to search by (no city, no text).
 */
export function venueSearchInput(
  text: string,
  city: { city: string; cityCountry: string | null },
): VenueSearchInput | null {
  const q = text.trim();
  const cityName = city.city.trim();
  if (!cityName) return q ? { q } : null;
  return {
    ...(q ? { q } : {}),
    city: cityName,
    ...(city.cityCountry ? { cityCountry: city.cityCountry } : {}),
  };
}

/** A venue's city as the app shows cities: 'Lisbon, PT', 'Lisbon, Maine, US'. */
export function venueCityLabel(venue: Pick<VenueSummary, 'city' | 'cityCountry' | 'cityRegion'>) {
  const city: CityName = { name: venue.city, country: venue.cityCountry, region: venue.cityRegion };
  return cityLabel(city);
}

/** '12 Mar 2026' */
function shortDate(iso: string): string {
  return dayjs(iso).format('D MMM YYYY');
}

/**
 * 'Confirmed by Ana, Rui and 3 others · last 12 Mar 2026': the newest
 * confirmers by name (up to two), the others counted; 'Not confirmed yet'
 * when none of them is someone the viewer is told of.
 */
export function confirmedByText(
  note: Pick<VenueAccessNote, 'confirmations' | 'confirmedBy' | 'lastConfirmedAt'>,
  shown = 2,
): string {
  if (note.confirmations === 0) return 'Not confirmed yet';
  const names = note.confirmedBy.slice(0, shown).map((c) => c.user.displayName);
  const others = Math.max(0, note.confirmations - names.length);
  let who: string;
  if (names.length === 0) {
    who = others === 1 ? '1 person' : `${others} people`;
  } else if (others === 0) {
    who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  } else {
    who = `${names.join(', ')} and ${others === 1 ? '1 other' : `${others} others`}`;
  }
  return `Confirmed by ${who} · last ${shortDate(note.lastConfirmedAt)}`;
}

/** Every access feature in the page's order, with its note when there is one. */
export function accessRows(
  notes: readonly VenueAccessNote[],
): { feature: AccessFeature; note: VenueAccessNote | null }[] {
  return ACCESS_FEATURES.map((feature) => ({
    feature,
    note: notes.find((n) => n.feature === feature) ?? null,
  }));
}

/** The pages read so far as one: the first page's venue and tops, every show once. */
export function mergeVenuePages(pages: readonly VenuePage[]): VenuePage | undefined {
  return mergeShowPages(pages, (show) => show.id);
}
