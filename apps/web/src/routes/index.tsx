import { FEED_LIMIT } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import {
  DEFAULT_HOME_TAB,
  HOME_LEADERBOARD_USERS,
  validateHomeSearch,
} from '../features/home/home-tabs';
import { HomePage } from '../features/home/HomePage';
import { prefetchWhenSignedIn } from '../lib/prefetch';
import { trpcClient } from '../lib/trpc';

/** Home; `?tab=artists|users` selects a leaderboard tab (Activity by default). */
export const Route = createFileRoute('/')({
  validateSearch: validateHomeSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? DEFAULT_HOME_TAB }),
  // The selected tab's data starts loading with the screen's code (see prefetchWhenSignedIn).
  loader: ({ context: { trpc }, deps: { tab }, preload }) => {
    if (tab === 'activity') {
      const input = { limit: FEED_LIMIT };
      prefetchWhenSignedIn(
        trpc.shows.feed.queryOptions(input).queryKey,
        () => trpcClient.shows.feed.query(input),
        { preload },
      );
    } else if (tab === 'artists') {
      prefetchWhenSignedIn(
        trpc.leaderboard.artists.queryOptions().queryKey,
        () => trpcClient.leaderboard.artists.query(),
        { preload },
      );
    } else {
      const input = { limit: HOME_LEADERBOARD_USERS };
      prefetchWhenSignedIn(
        trpc.leaderboard.users.queryOptions(input).queryKey,
        () => trpcClient.leaderboard.users.query(input),
        { preload },
      );
    }
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HomePage
      tab={tab ?? DEFAULT_HOME_TAB}
      onTabChange={(next) =>
        void navigate({
          search: next === DEFAULT_HOME_TAB ? {} : { tab: next },
          replace: true,
        })
      }
    />
  );
}
