/** The create-a-festival form's draft, what it sends, and its messages (the domain's schema). */
import { festivalCreateSchema, type FestivalCreateInput } from '@gigrank/domain';
import { resolveCity } from '../../lib/city';
import type { CityName } from '../../lib/city';

export interface FestivalDraft {
  name: string;
  /** Follows the start date's year until the user types one. */
  edition: number | '';
  editionTouched: boolean;
  startDate: string;
  endDate: string;
  city: string;
  pickedCity: CityName | null;
  venue: string;
}

export type FestivalErrors = Partial<
  Record<'name' | 'edition' | 'startDate' | 'endDate' | 'city' | 'venue', string>
>;

/** What festivals.create is sent for the draft. */
export function festivalInput(draft: FestivalDraft): FestivalCreateInput {
  const { city, cityCountry, cityRegion } = resolveCity(draft.city, draft.pickedCity);
  return {
    name: draft.name,
    edition: draft.edition === '' ? Number.NaN : draft.edition,
    startDate: draft.startDate,
    endDate: draft.endDate,
    city,
    cityCountry: cityCountry ?? undefined,
    cityRegion: cityRegion ?? undefined,
    venue: draft.venue.trim() || undefined,
  };
}

/** The first message of each field, from the domain's schema (the server's own rules). */
export function festivalErrors(input: FestivalCreateInput): FestivalErrors {
  const parsed = festivalCreateSchema.safeParse(input);
  const errors: FestivalErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field !== 'cityCountry' && field !== 'cityRegion') {
      errors[field as keyof FestivalErrors] ??= issue.message;
    }
  }
  return errors;
}
