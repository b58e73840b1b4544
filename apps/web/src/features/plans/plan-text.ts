import { SHORT_MONTH_NAMES, parseIsoDate, planIsDue, type Plan } from '@gigrank/domain';

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
