import { isValidIsoDate } from '@gigrank/domain';
import type { ShowPrefill } from './form/show-draft-types';

/**
 * Search params of /add and /add-show: `artist` prefills the artist (SPEC
 * section 2); `city`, `date`, `venue` and `plan` come from a plan's "Log this
 * show" (planLogPath in packages/domain), the show then logging it.
 */
export interface AddShowSearch {
  artist?: string;
  city?: string;
  /** 'YYYY-MM-DD' */
  date?: string;
  venue?: string;
  /** The plan the saved show logs. */
  plan?: number;
  /** A show saved offline that the server refused: the form opens on it ('Fix it'). */
  draft?: string;
}

/** A text param: the router parses `?artist=1975` as a number; a name is always text. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function validateAddShowSearch(search: Record<string, unknown>): AddShowSearch {
  const { date, plan, draft } = search;
  const found: AddShowSearch = {};
  for (const key of ['artist', 'city', 'venue'] as const) {
    const value = text(search[key]);
    if (value !== undefined) found[key] = value;
  }
  if (isValidIsoDate(date)) found.date = date;
  const planId = typeof plan === 'string' ? Number(plan) : plan;
  if (typeof planId === 'number' && Number.isSafeInteger(planId) && planId > 0) found.plan = planId;
  if (typeof draft === 'string' && draft) found.draft = draft;
  return found;
}

/** What a fresh form starts with, from the address; undefined when it prefills nothing. */
export function showPrefillOf(search: Record<string, unknown>): ShowPrefill | undefined {
  const { artist, city, date, venue, plan } = validateAddShowSearch(search);
  const prefill = Object.fromEntries(
    Object.entries({ artist, city, date, venue, plan }).filter(([, v]) => v !== undefined),
  ) as ShowPrefill;
  return Object.keys(prefill).length ? prefill : undefined;
}
