import { isHomeFeed, type HomeFeed, type Show } from '@gigrank/domain';
import { tabSearch, type TabOf } from '../../lib/tab-search';

/** Home's sub-tabs (SPEC section 2) in `?tab=`; Activity is the default. */
export const homeTabs = tabSearch(
  { activity: 'Activity', artists: 'Artist Leaderboard', users: 'User Leaderboard' },
  'activity',
);
export type HomeTab = TabOf<typeof homeTabs>;

export { HOME_LEADERBOARD_USERS } from '@gigrank/domain';

/** A feed's relative times refresh this often (ms). */
export const FEED_NOW_TICK_MS = 30_000;

/** Home Activity's feeds, in the segmented control's order. */
export const HOME_FEED_LABELS: { value: HomeFeed; label: string }[] = [
  { value: 'following', label: 'Following' },
  { value: 'everyone', label: 'Everyone' },
];

export interface HomeSearch {
  tab?: HomeTab;
  /** Activity's feed when chosen; without it, homeFeed() picks by the viewer's follows. */
  feed?: HomeFeed;
}

/**
 * `?tab=` and `?feed=` of the Home route: a known tab other than the
 * default, a known feed (kept as chosen: which feed is the default depends
 * on the viewer), else nothing.
 */
export function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  const { feed } = search;
  return { ...homeTabs.validateSearch(search), ...(isHomeFeed(feed) ? { feed } : {}) };
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
