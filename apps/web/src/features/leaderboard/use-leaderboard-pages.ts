import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../../lib/trpc';

/** Users per page of the Global Leaderboard; 'Load More' fetches the next page. */
const LEADERBOARD_PAGE_SIZE = 10;

/**
 * The Global Leaderboard, a page at a time (`leaderboard.users` with offset =
 * rows loaded). Keyed under `leaderboard.users`, so invalidating `leaderboard`
 * (after a follow, a show...) refreshes it too.
 */
export function useLeaderboardPages() {
  const utils = trpc.useUtils();
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.leaderboard.users, { limit: LEADERBOARD_PAGE_SIZE }, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.leaderboard.users.query(
        { limit: LEADERBOARD_PAGE_SIZE, offset: pageParam },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}
