import {
  SHORT_MONTH_NAMES,
  parseIsoDate,
  planIsDue,
  planLogPath,
  type Plan,
} from '@gigrank/domain';
import { cityLabel } from '../../lib/city';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/**
 * A plan's date, short: 'Fri, Dec 5'; with the year when it is not this
 * year's ('Sat, Jan 9, 2027'). Calendar dates, so no time zone moves them.
 */
export function formatPlanDate(date: string, today: string): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  const weekday = WEEKDAYS[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()];
  const text = `${weekday}, ${SHORT_MONTH_NAMES[parts.month - 1]} ${parts.day}`;
  return date.slice(0, 4) === today.slice(0, 4) ? text : `${text}, ${parts.year}`;
}

/**
 * What a follower reads of a plan: 'Ana is going to see', or once its date
 * has passed (the Following feed keeps yesterday's), 'Ana went to see'.
 */
export function planVerb(plan: Pick<Plan, 'date'>, today: string): string {
  return planIsDue(plan.date, today) ? 'went to see' : 'is going to see';
}

/** The whole line, as a screen reader reads it: 'Ana is going to see Radiohead · Lisbon · Fri, Dec 5'. */
export function planText(plan: Plan, today: string): string {
  return `${plan.user.displayName} ${planVerb(plan, today)} ${plan.artist} · ${plan.city} · ${formatPlanDate(plan.date, today)}`;
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
