import { followingFeedPage, followingPlans, withAlsoThere, withLikedBy } from '@gigrank/db';
import {
  FEED_LIMIT,
  FOLLOWING_PLANS_LIMIT,
  addDays,
  isoDateInTimeZone,
  type FollowingFeedPage,
} from '@gigrank/domain';
import type { UserRow } from '@gigrank/db';
import type { ServiceDeps } from './deps';

/**
 * The Following feed (issue 21): the shows of the people the viewer follows,
 * newest first, a page below `before` (a merge of index ranges: see
 * packages/db following.queries.ts); on the first page, the upcoming plans
 * of the people they follow, soonest first. Per viewer, so not cached: what
 * it costs is measured in the crowd bench (README).
 */
export async function followingFeed(
  deps: ServiceDeps,
  viewer: Pick<UserRow, 'id' | 'time_zone'>,
  options: { limit?: number; before?: number } = {},
): Promise<FollowingFeedPage> {
  const { db } = deps;
  const limit = Math.min(Math.max(options.limit ?? FEED_LIMIT, 1), FEED_LIMIT);
  const before = options.before || undefined;
  const as = { id: viewer.id };
  const today = isoDateInTimeZone(new Date(), viewer.time_zone);
  const [page, plans] = await Promise.all([
    followingFeedPage(db, as, limit, before),
    before === undefined
      ? // Yesterday's too: a plan turns into "Log this show" the day after.
        followingPlans(db, as, addDays(today, -1), FOLLOWING_PLANS_LIMIT)
      : Promise.resolve([]),
  ]);
  const shows = await withAlsoThere(db, as, await withLikedBy(db, page.shows, viewer.id));
  return { shows, nextBefore: page.nextBefore, plans };
}
