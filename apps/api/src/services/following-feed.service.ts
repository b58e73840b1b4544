import {
  feedFolloweeIds,
  followingFeedPage,
  followingPlans,
  withAlsoThere,
  withLikedBy,
} from '@gigrank/db';
import {
  FEED_LIMIT,
  FOLLOWING_PLANS_LIMIT,
  addDays,
  isoDateInTimeZone,
  type FollowingFeedPage,
  type Show,
} from '@gigrank/domain';
import type { UserRow } from '@gigrank/db';
import { cacheKeys } from '../cache/keys';
import type { ServiceDeps } from './deps';

/** Viewers following more people than this get their page built on every read. */
export const CACHED_FOLLOWEES_MAX = 300;

/**
 * The Following feed (issue 21): the shows of the people the viewer follows,
 * newest first, a page below `before` (a merge of index ranges: see
 * packages/db following.queries.ts); on the first page, the upcoming plans
 * of the people they follow, soonest first. The page is cached per viewer
 * until one of the people they follow writes a show (or the follows, names,
 * privacy or the cards change); likes and 'Also there' are added per read.
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
    feedFolloweeIds(db, viewer.id).then((followees) =>
      // A version per followee is checked on every read: past a few hundred,
      // the page costs less to build than its key to check.
      followees.length > CACHED_FOLLOWEES_MAX
        ? followingFeedPage(db, as, limit, before)
        : deps.cache.read(
            cacheKeys.followingPage<{ shows: Show[]; nextBefore: number | null }>(
              viewer.id,
              followees,
              limit,
              before,
            ),
            () => followingFeedPage(db, as, limit, before),
          ),
    ),
    before === undefined
      ? // Yesterday's too: a plan turns into "Log this show" the day after.
        followingPlans(db, as, addDays(today, -1), FOLLOWING_PLANS_LIMIT)
      : Promise.resolve([]),
  ]);
  const shows = await withAlsoThere(db, as, await withLikedBy(db, page.shows, viewer.id));
  return { shows, nextBefore: page.nextBefore, plans };
}
