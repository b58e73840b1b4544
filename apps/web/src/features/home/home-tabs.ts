import type { Show } from '@gigrank/domain';

/** Home's sub-tabs (SPEC section 2); Activity is the default. */
export const HOME_TABS = [
  { value: 'activity', label: 'Activity' },
  { value: 'artists', label: 'Artist Leaderboard' },
  { value: 'users', label: 'User Leaderboard' },
] as const;

export type HomeTab = (typeof HOME_TABS)[number]['value'];
export const DEFAULT_HOME_TAB: HomeTab = 'activity';

export { HOME_LEADERBOARD_USERS } from '@gigrank/domain';

export function isHomeTab(value: unknown): value is HomeTab {
  return HOME_TABS.some((t) => t.value === value);
}

/** `?tab=` of the Home route: a known tab other than the default, else nothing. */
export function validateHomeSearch(search: Record<string, unknown>): { tab?: HomeTab } {
  const tab = search.tab;
  return isHomeTab(tab) && tab !== DEFAULT_HOME_TAB ? { tab } : {};
}

function createdMs(show: Pick<Show, 'createdAt'>): number {
  const ms = Date.parse(show.createdAt);
  return Number.isFinite(ms) ? ms : -Infinity;
}

/** The feed newest first by createdAt (SPEC section 7: sorted on the client); ties by id. */
export function sortNewestFirst<T extends Pick<Show, 'id' | 'createdAt'>>(
  shows: readonly T[],
): T[] {
  return [...shows].sort((a, b) => createdMs(b) - createdMs(a) || b.id - a.id);
}
