/**
 * The friends around a show: who else was at the same gig, the
 * Following feed, and plans (upcoming gigs marked Going). Shapes, limits,
 * messages and the texts the screens say, written once; the inputs'
 * schemas are in schemas/friends.ts (the screens that only show these
 * texts load no schema library).
 */
import type { z } from 'zod';
import { addDays } from './time';
import type { AlsoThere, GigGoer } from './types';
import type * as answers from './answers-friends';

/** Names an "Also there" line spells out before "and N others". */
export const ALSO_THERE_NAMES = 2;
/** Upcoming plans of people you follow at the top of the Following feed. */
export const FOLLOWING_PLANS_LIMIT = 10;
/** Upcoming plans one user may hold at once. */
export const PLANS_PER_USER_MAX = 200;
/** How far ahead a plan may be. */
export const PLAN_HORIZON_DAYS = 3 * 366;

/** A gig: the same artist, the same date, the same city (DECISIONS.md). */
export type GigRef = z.infer<typeof answers.gigRefAnswer>;
/** The gig page. */
export type GigPage = z.infer<typeof answers.gigPageAnswer>;
/** An upcoming (or just past) gig a user marked Going. */
export type Plan = z.infer<typeof answers.planAnswer>;
/** The Following feed: shows of people you follow, newest first; plans on its first page. */
export type FollowingFeedPage = z.infer<typeof answers.followingFeedPageAnswer>;

export const PLAN_MESSAGES = {
  pastDate: 'A plan is for a date from today on',
  tooFar: 'A plan can be at most three years ahead',
  tooMany: `You can have at most ${PLANS_PER_USER_MAX} upcoming plans`,
  notFound: 'Plan not found',
  duplicate: 'You are already going to this gig',
} as const;

/**
 * Whether a plan's date may be saved, given the user's today: today or
 * later (yesterday too, for a user whose clock is behind UTC), and within
 * the horizon. Null when it may; else the message.
 */
export function planDateError(date: string, today: string): string | null {
  if (date < addDays(today, -1)) return PLAN_MESSAGES.pastDate;
  if (date > addDays(today, PLAN_HORIZON_DAYS)) return PLAN_MESSAGES.tooFar;
  return null;
}

/** A plan turns into "Log this show" the day after its date. */
export function planIsDue(date: string, today: string): boolean {
  return date < today;
}

/** The name of a goer as the viewer reads it. */
function goerName(g: GigGoer): string {
  return g.isViewer ? 'you' : g.displayName;
}

/**
 * 'Also there: Ana, Rui and 10 others' (people you follow first); 'Also
 * there: Ana and Rui'; 'Also there: you and Ana'; null when nobody else.
 */
export function alsoThereText(also: AlsoThere | null | undefined): string | null {
  if (!also || also.count <= 0) return null;
  const names = also.names.slice(0, ALSO_THERE_NAMES).map(goerName);
  const others = also.count - names.length;
  if (names.length === 0) {
    return `Also there: ${also.count} ${also.count === 1 ? 'other person' : 'other people'}`;
  }
  if (others <= 0) {
    const last = names.pop()!;
    return `Also there: ${names.length ? `${names.join(', ')} and ${last}` : last}`;
  }
  return `Also there: ${names.join(', ')} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** The gig page's address. */
export function gigPath(g: GigRef): string {
  return `/gig/${g.artistId}/${g.cityId}/${g.date}`;
}

/** The Add Show address that logs a plan ("Log this show"), its fields filled. */
export function planLogPath(p: Pick<Plan, 'id' | 'artist' | 'city' | 'venue' | 'date'>): string {
  const fields: [string, string][] = [
    ['artist', p.artist],
    ['city', p.city],
    ['date', p.date],
    ['plan', String(p.id)],
  ];
  if (p.venue) fields.push(['venue', p.venue]);
  return `/add?${fields.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
