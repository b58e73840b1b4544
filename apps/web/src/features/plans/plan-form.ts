/**
 * The "I'm going" form's draft, what it sends and its messages (the one
 * part of plans that loads the input schema: plan-text.ts has how a plan
 * reads).
 */
import {
  addDays,
  PLAN_HORIZON_DAYS,
  PLAN_MESSAGES,
  planDateError,
  planInputSchema,
  type PlanInput,
} from '@gigrank/domain';
import type { CityName } from '../../lib/city';

export interface PlanDraft {
  /** The text in the city box ('Porto, PT' once a city is picked). */
  city: string;
  pickedCity: CityName | null;
  /** 'YYYY-MM-DD'; empty until chosen. */
  date: string;
  venue: string;
}

export type PlanErrors = Partial<Record<'artist' | 'city' | 'date' | 'venue', string>>;

export const EMPTY_PLAN_DRAFT: PlanDraft = { city: '', pickedCity: null, date: '', venue: '' };

/** The latest date a plan may have (the API refuses later ones). */
export function latestPlanDate(today: string): string {
  return addDays(today, PLAN_HORIZON_DAYS);
}

/**
 * What plans.create is sent. The city goes as the box shows it: a picked
 * city's label ('Lisbon, Ohio, US') tells the server which Lisbon it is.
 */
export function planInput(artist: string, draft: PlanDraft): PlanInput {
  return {
    artist,
    city: draft.city.trim(),
    date: draft.date,
    venue: draft.venue.trim() || null,
  };
}

/**
 * The first message of each field: the domain's schema (the server's own
 * texts), then the date against today where the user is ('A plan is for a
 * date from today on', 'A plan can be at most three years ahead').
 */
export function planErrors(input: PlanInput, today: string): PlanErrors {
  const errors: PlanErrors = {};
  const parsed = planInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'artist' || field === 'city' || field === 'date' || field === 'venue') {
        errors[field] ??= issue.message;
      }
    }
  }
  if (!errors.date) {
    // From today on, as the form offers (the API also takes yesterday: a clock behind UTC's).
    const found = input.date < today ? PLAN_MESSAGES.pastDate : planDateError(input.date, today);
    if (found) errors.date = found;
  }
  return errors;
}
