/**
 * Festivals and venues: what a user may send to create a festival,
 * score one, search both, and write a venue's access notes.
 */
import { z } from 'zod';
import {
  ACCESS_NOTE_MAX,
  CITY_NAME_MAX,
  FESTIVAL_EDITION_MAX,
  FESTIVAL_EDITION_MIN,
  FESTIVAL_MAX_DAYS,
  FESTIVAL_NAME_MAX,
  VENUE_NAME_MAX,
} from '../constants';
import { isValidIsoDate, isoToDayNumber } from '../time';
import { coercedWholeNumber, optionalText, requiredText } from './fields';
import { OTHER_MESSAGES, SHOW_MESSAGES } from './messages';
import { cityNameSchema, scoreSchema } from './shows';

export const PLACE_MESSAGES = {
  festivalNameRequired: 'Festival name is required',
  festivalNameMax: `Festival name must be at most ${FESTIVAL_NAME_MAX} characters`,
  editionInvalid: `Edition must be a year from ${FESTIVAL_EDITION_MIN} to ${FESTIVAL_EDITION_MAX}`,
  editionMismatch: "Edition must be the year of the festival's dates",
  startDateRequired: 'Start date is required',
  startDateInvalid: 'Start date must be a valid date',
  endDateRequired: 'End date is required',
  endDateInvalid: 'End date must be a valid date',
  endBeforeStart: 'End date cannot be before the start date',
  tooLong: `A festival lasts at most ${FESTIVAL_MAX_DAYS} days`,
  festivalNotFound: 'Festival not found',
  venueNotFound: 'Venue not found',
  venueNameRequired: 'Venue name is required',
  venueNameMax: `Venue must be at most ${VENUE_NAME_MAX} characters`,
  accessFeatureInvalid: 'Choose one of the access features',
  accessNoteMax: `Access note must be at most ${ACCESS_NOTE_MAX} characters`,
  accessNoteNotFound: 'Access note not found',
  /** A write on a feature whose note (by someone the writer may not see) is already there. */
  accessNoteTaken: 'This feature already has a note',
  /** The overall festival score needs at least one set logged. */
  festivalScoreNeedsSet: 'Log a set of this festival first',
} as const;

/** A festival set's date outside the festival's days. */
export const festivalDateMessage = (startDate: string, endDate: string): string =>
  startDate === endDate
    ? `Date must be the festival's day (${startDate})`
    : `Date must be within the festival's dates (${startDate} to ${endDate})`;

/** Access features a venue's notes are about, in the order the page lists them. */
export const ACCESS_FEATURES = [
  'stepFree',
  'viewingPlatform',
  'accessibleToilets',
  'quietSpace',
] as const;
export type AccessFeature = (typeof ACCESS_FEATURES)[number];
export const ACCESS_FEATURE_LABELS: Record<AccessFeature, string> = {
  stepFree: 'Step-free entry',
  viewingPlatform: 'Viewing platform',
  accessibleToilets: 'Accessible toilets',
  quietSpace: 'Quiet space',
};

function isoDate(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isValidIsoDate, invalid);
}

/** A festival's name: the text rule for it, wherever it comes from (the form, an import). */
export const festivalNameSchema = requiredText(
  PLACE_MESSAGES.festivalNameRequired,
  FESTIVAL_NAME_MAX,
  PLACE_MESSAGES.festivalNameMax,
  { label: 'Festival name' },
);

/** A festival's edition: a year (text is read as a number). */
export const festivalEditionSchema = coercedWholeNumber(
  FESTIVAL_EDITION_MIN,
  FESTIVAL_EDITION_MAX,
  PLACE_MESSAGES.editionInvalid,
);

/**
 * Why a festival cannot run from `startDate` to `endDate` as that edition
 * (ending before it starts, longer than FESTIVAL_MAX_DAYS, an edition that
 * is neither date's year), or null when it can. Dates must be valid.
 */
export function festivalDatesProblem(
  startDate: string,
  endDate: string,
  edition: number,
): { message: string; path: 'endDate' | 'edition' } | null {
  const days = isoToDayNumber(endDate) - isoToDayNumber(startDate) + 1;
  if (days < 1) return { message: PLACE_MESSAGES.endBeforeStart, path: 'endDate' };
  if (days > FESTIVAL_MAX_DAYS) return { message: PLACE_MESSAGES.tooLong, path: 'endDate' };
  const years = [Number(startDate.slice(0, 4)), Number(endDate.slice(0, 4))];
  if (!years.includes(edition)) return { message: PLACE_MESSAGES.editionMismatch, path: 'edition' };
  return null;
}

/** POST /api/festivals (and festivals.create): an existing edition, in any case, is returned. */
export const festivalCreateSchema = z
  .object({
    name: festivalNameSchema,
    edition: festivalEditionSchema,
    startDate: isoDate(PLACE_MESSAGES.startDateRequired, PLACE_MESSAGES.startDateInvalid),
    endDate: isoDate(PLACE_MESSAGES.endDateRequired, PLACE_MESSAGES.endDateInvalid),
    city: cityNameSchema,
    /** The picked city's country code and region, as on a show. */
    cityCountry: optionalText(CITY_NAME_MAX, OTHER_MESSAGES.countryMax, { label: 'Country' }),
    cityRegion: optionalText(CITY_NAME_MAX, OTHER_MESSAGES.cityMax, { label: 'Region' }),
    venue: optionalText(VENUE_NAME_MAX, SHOW_MESSAGES.venueMax, { label: 'Venue' }),
  })
  .superRefine((f, ctx) => {
    if (!isValidIsoDate(f.startDate) || !isValidIsoDate(f.endDate)) return;
    // An edition that failed its own check is not compared with the dates.
    const edition = typeof f.edition === 'number' ? f.edition : Number(f.startDate.slice(0, 4));
    const problem = festivalDatesProblem(f.startDate, f.endDate, edition);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
  });
export type FestivalCreateInput = z.input<typeof festivalCreateSchema>;
export type FestivalCreatePayload = z.output<typeof festivalCreateSchema>;

/** GET /api/festivals?q= : a name prefix (any word), blank lists the newest. */
export const festivalSearchSchema = z.object({
  q: optionalText(FESTIVAL_NAME_MAX, PLACE_MESSAGES.festivalNameMax, { label: 'Search' }),
});

/** GET /api/venues?q=&city= : a name prefix, within a city when one is given. */
export const venueSearchSchema = z.object({
  q: optionalText(VENUE_NAME_MAX, PLACE_MESSAGES.venueNameMax, { label: 'Search' }),
  city: optionalText(CITY_NAME_MAX, SHOW_MESSAGES.cityMax, { label: 'City' }),
  cityCountry: optionalText(CITY_NAME_MAX, OTHER_MESSAGES.countryMax, { label: 'Country' }),
});

/** PUT /api/festivals/{id}/score: the user's overall score of the festival; null clears it. */
export const festivalScoreSchema = z.object({
  score: z.union([z.null(), scoreSchema]),
});

/** One of the access features, as a path segment or a field. */
export const accessFeatureSchema = z.enum(ACCESS_FEATURES, {
  error: PLACE_MESSAGES.accessFeatureInvalid,
});

const accessNoteText = optionalText(ACCESS_NOTE_MAX, PLACE_MESSAGES.accessNoteMax, {
  label: 'Access note',
});

/** POST /api/venues/{id}/access-notes: write a note on a feature, or confirm the one there. */
export const accessNoteSchema = z.object({
  feature: accessFeatureSchema,
  note: accessNoteText,
});

/**
 * PUT /api/venues/{id}/access-notes/{feature}: its writer's new words
 * (blank or absent: the note keeps the feature without words).
 */
export const accessNoteEditSchema = z.object({ note: accessNoteText });

/** The viewer's own sets on a festival's page, and per page of `festivals.mySets`. */
export const FESTIVAL_MINE_PAGE = 50;
