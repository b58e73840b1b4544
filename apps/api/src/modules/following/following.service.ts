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
  type Plan,
  type Show,
} from '@gigrank/domain';
import type { UserRow } from '@gigrank/db';
import { cacheKeys } from '../../cache/keys';
import type { ServiceDeps } from '../../ports/service-deps';

/** Viewers following more people than this get their page built on every read. */
const CACHED_FOLLOWEES_MAX = 300;

/**
 * The Following feed: the shows of the people the viewer follows,
 * newest first, a page below `before` (a merge of index ranges: see
 * packages/db following.queries.ts); on the first page, the upcoming plans
 * of the people they follow, soonest first. The page is cached per viewer
 * until one of the people they follow writes a show (or the follows, names,
 * privacy or the cards change); the page with the viewer's likes and 'Also
 * there' is cached on top of it until those change too, or a show is written
 * at one of the page's gigs. The plans are cached per viewer until one of
 * the people they follow makes, takes back or logs a plan (or the follows,
 * names or privacy change).
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
  // The viewer's likes and who else was at each gig, added to a page of shows.
  const viewed = async (page: Page): Promise<Page> => ({
    shows: await withAlsoThere(db, as, await withLikedBy(db, page.shows, viewer.id)),
    nextBefore: page.nextBefore,
  });
  const followees = await feedFolloweeIds(db, viewer.id);
  // A version per followee is checked on every read: past a few hundred,
  // the page and the plans cost less to build than their keys to check.
  const cached = followees.length <= CACHED_FOLLOWEES_MAX;
  const readPage = (): Promise<Page> => {
    if (!cached) return followingFeedPage(db, as, limit, before).then(viewed);
    const pageKey = cacheKeys.followingPage<Page>(viewer.id, followees, limit, before);
    // The viewer's answer is looked up first, so its freshness is decided
    // before the page is read: a write in between leaves it stale, never wrong.
    return deps.cache.read(cacheKeys.followingView<Page>(pageKey, viewer.id), async () =>
      viewed(await deps.cache.read(pageKey, () => followingFeedPage(db, as, limit, before))),
    );
  };
  const readPlans = (): Promise<Plan[]> => {
    // Yesterday's too: a plan turns into "Log this show" the day after.
    const from = addDays(today, -1);
    const build = () => followingPlans(db, as, from, FOLLOWING_PLANS_LIMIT);
    if (!cached) return build();
    return deps.cache.read(
      cacheKeys.followingPlans<Plan[]>(viewer.id, followees, from, FOLLOWING_PLANS_LIMIT),
      build,
    );
  };
  const [page, plans] = await Promise.all([
    readPage(),
    before === undefined ? readPlans() : Promise.resolve([]),
  ]);
  return { shows: page.shows, nextBefore: page.nextBefore, plans };
}

type Page = { shows: Show[]; nextBefore: number | null };
