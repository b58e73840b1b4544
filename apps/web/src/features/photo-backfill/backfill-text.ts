import {
  formatShowDate,
  isValidIsoDate,
  PHOTO_EVENING_RADIUS_KM,
  pluralize,
  type NearbyPlaces,
  type PhotoApart,
  type PhotoEvening,
} from '@gigrank/domain';

/**
 * The backfill screen's words and the pure steps behind them: a proposal's
 * first draft from what the server knows of the place, what it suggests,
 * what a draft still needs, and the CSV the confirmed drafts become (read
 * by the import as any spreadsheet is).
 */

/** A proposal's fields as the user edits them; `country` goes with the city it was found for. */
export interface ProposalDraft {
  artist: string;
  city: string;
  venue: string;
  date: string;
  country: { city: string; code: string } | null;
}

/** The venues within the evening's radius: those farther are not where the photos were taken. */
function venuesInReach(nearby: NearbyPlaces) {
  return nearby.venues.filter((venue) => venue.distanceKm <= PHOTO_EVENING_RADIUS_KM);
}

/**
 * The first draft of an evening: the gig most people logged that night
 * there, else the nearest city and the nearest venue within the radius.
 */
export function draftOf(evening: PhotoEvening, nearby: NearbyPlaces | null): ProposalDraft {
  const gig = nearby?.gigs[0];
  const city = gig
    ? (nearby?.cities.find((c) => c.id === gig.cityId) ?? null)
    : (nearby?.cities[0] ?? null);
  const cityName = gig?.cityName ?? city?.name ?? '';
  return {
    artist: gig?.artistName ?? '',
    city: cityName,
    venue: gig ? (gig.venueName ?? '') : ((nearby && venuesInReach(nearby)[0]?.name) ?? ''),
    date: evening.date,
    country: city?.countryCode ? { city: cityName, code: city.countryCode } : null,
  };
}

/** 'Radiohead at Coliseu dos Recreios? 14 people logged it', or null when nobody logged a gig there. */
export function suggestionText(nearby: NearbyPlaces): string | null {
  const gig = nearby.gigs[0];
  if (!gig) return null;
  const place = gig.venueName ? `at ${gig.venueName}` : `in ${gig.cityName}`;
  const people = gig.people === 1 ? '1 person' : `${gig.people} people`;
  return `${gig.artistName} ${place}? ${people} logged it`;
}

/** Where the server places an evening: 'Near Coliseu dos Recreios, Lisbon (PT)'; null: nothing known. */
export function nearText(nearby: NearbyPlaces): string | null {
  const city = nearby.cities[0];
  const cityText = city
    ? city.countryCode
      ? `${city.name} (${city.countryCode})`
      : city.name
    : null;
  const venue = venuesInReach(nearby)[0];
  if (venue) return `Near ${venue.name}, ${cityText ?? venue.cityName}`;
  return cityText ? `Near ${cityText}` : null;
}

/** What keeps a draft from being confirmed, or null. */
export function draftProblem(draft: ProposalDraft): string | null {
  if (!draft.artist.trim()) return 'Add the artist to confirm this show.';
  if (!draft.city.trim()) return 'Add the city to confirm this show.';
  if (!isValidIsoDate(draft.date.trim())) return 'The date must be a real day written YYYY-MM-DD.';
  return null;
}

/** The evening's heading: 'June 21, 2024'; the second place of a night says so: 'June 21, 2024 (2)'. */
export function eveningTitle(evening: PhotoEvening, nthOfDay: number): string {
  const date = formatShowDate(evening.date);
  return nthOfDay > 1 ? `${date} (${nthOfDay})` : date;
}

/** When the photos were taken: '21:04 to 00:40, 12 photos', or '21:04, 1 photo'. */
export function eveningTimesText(evening: PhotoEvening): string {
  const clock = (local: string) => local.slice(11, 16);
  const photos = pluralize(evening.photoIds.length, 'photo');
  if (evening.firstLocal === evening.lastLocal) return `${clock(evening.firstLocal)}, ${photos}`;
  return `${clock(evening.firstLocal)} to ${clock(evening.lastLocal)}, ${photos}`;
}

/** The photos left out, said by what they lack: '3 photos without a date or a place'. */
export function apartText(apart: readonly PhotoApart[]): string {
  return `${pluralize(apart.length, 'photo')} without a date or a place, left out`;
}

/** What one left-out photo lacks: 'no date', 'no place', 'no date or place'. */
export function missingText(missing: PhotoApart['missing']): string {
  if (missing.length === 2) return 'no date or place';
  return missing[0] === 'date' ? 'no date' : 'no place';
}

/** The progress bar's words while reading: 'Read 120 of 200 photos'. */
export function readingText(done: number, total: number): string {
  return `Read ${Math.min(done, total)} of ${pluralize(total, 'photo')}`;
}

/** What the review says it found: '4 evenings found in 30 photos'. */
export function foundText(evenings: number, photos: number): string {
  return `${pluralize(evenings, 'evening')} found in ${pluralize(photos, 'photo')}`;
}

/**
 * A CSV cell: quoted when it holds a comma, quote or line break; a text the
 * import would read as an escaped formula (a quote before =, +, -, @) keeps
 * its quote by getting one more.
 */
function csvCell(value: string): string {
  const text = /^'[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header of the backfill's CSV: names the import's column guess maps one to one. */
const BACKFILL_CSV_HEADER = ['date', 'artist', 'city', 'country', 'venue'] as const;

/**
 * The confirmed drafts as a CSV the import reads: one show a row, no score
 * (the shows go to the rating queue). The country is the one found for the
 * city when the city is still the one it was found for, else left to the import.
 */
export function backfillCsv(drafts: readonly ProposalDraft[]): string {
  const rows = drafts.map((draft) => {
    const city = draft.city.trim();
    const country = draft.country && draft.country.city === city ? draft.country.code : '';
    return [draft.date.trim(), draft.artist.trim(), city, country, draft.venue.trim()]
      .map(csvCell)
      .join(',');
  });
  return [BACKFILL_CSV_HEADER.join(','), ...rows].join('\n') + '\n';
}
