/**
 * The "I'm going" form's draft, what it sends and its messages,
 * how the profile's Plans read a plan: upcoming, or due ("Log this show"),
 * and the artist page's line for each of the viewer's own ("You're going").
 */
import {
  addDays,
  PLAN_HORIZON_DAYS,
  PLAN_MESSAGES,
  planDateError,
  planInputSchema,
  planIsDue,
  planLogPath,
  type Plan,
  type PlanInput,
} from '@gigrank/domain';
import { formatPlanDate } from './plan-text';
import { cityLabel } from '../../lib/city';
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

/** A plan as the profile lists it: due once its date has passed (for its owner only). */
export interface PlanItem {
  plan: Plan;
  due: boolean;
}

/**
 * The plans the profile shows: its owner sees them all, those whose date has
 * passed as "Log this show"; a visitor (a follower: others get none) sees
 * the upcoming ones only. Soonest first, as the API lists them.
 */
export function planItems(plans: readonly Plan[], today: string, isOwner: boolean): PlanItem[] {
  const items = plans.map((plan) => ({ plan, due: planIsDue(plan.date, today) }));
  return isOwner ? items : items.filter((item) => !item.due);
}

/**
 * "Log this show": Add Show with the plan's fields filled (planLogPath). The
 * city goes with its region and country ('Portland, Maine, US'; 'Porto, PT'),
 * so the show lands in the plan's city, at the same gig, not in the most
 * populous city of that name.
 */
export function planLogHref(plan: Plan): string {
  return planLogPath({
    ...plan,
    city: cityLabel({ name: plan.city, region: plan.cityRegion, country: plan.cityCountry }),
  });
}

/**
 * The artist page's line for one of the viewer's upcoming plans of the
 * artist: "You're going · Lisbon · Fri, Dec 5" (the year only when it is
 * not this year's, as the Following feed writes a plan's date).
 */
export function goingText(plan: Pick<Plan, 'city' | 'date'>, today: string): string {
  return `You're going · ${plan.city} · ${formatPlanDate(plan.date, today)}`;
}
