import { FOLLOWING_FEED_PAGE, type FollowingFeedPage } from '@gigrank/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc, trpcClient } from '../../lib/trpc';

/** The first page's input: the same the route loader and the server read (screenReads.home). */
const FIRST_PAGE = { limit: FOLLOWING_FEED_PAGE };

/**
 * The Following feed, a page at a time, newest first. The API
 * pages it by `before` (the previous page's `nextBefore`), not tRPC's
 * `cursor`, so the pages are read here rather than by tRPC's
 * `useInfiniteQuery`, under tRPC's infinite key (what the loader prefetches
 * and the writes invalidate, lib/invalidation.ts).
 */
export function useFollowingFeed() {
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.following.feed, FIRST_PAGE, 'infinite'),
    queryFn: ({ pageParam }): Promise<FollowingFeedPage> =>
      trpcClient.following.feed.query(
        pageParam === null ? FIRST_PAGE : { ...FIRST_PAGE, before: pageParam },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last: FollowingFeedPage) => last.nextBefore ?? undefined,
  });
}
