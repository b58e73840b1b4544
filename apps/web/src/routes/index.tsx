import { homeFeed, screenReads } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import { readStoredUser } from '../features/auth/session-storage';
import { homeTabs, validateHomeSearch } from '../features/home/home-tabs';
import { HomePage } from '../features/home/HomePage';

/**
 * Home; `?tab=artists|users` selects a leaderboard tab (Activity by default),
 * `?feed=following|everyone` Activity's feed (by default Following once the
 * viewer follows someone).
 */
export const Route = createFileRoute('/')({
  validateSearch: validateHomeSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? homeTabs.defaultTab, feed: search.feed }),
  // The selected tab's data starts loading with the screen's code (lib/prefetch.ts). Which
  // feed is the default, the loader guesses from the stored copy of the user (the screen
  // decides by the session's): a wrong guess only reads a feed early.
  loader: ({ context, deps: { tab, feed }, preload }) =>
    context.prefetch(
      screenReads.home(tab, homeFeed(feed, readStoredUser()?.followingCount ?? 0)),
      preload,
    ),
  component: HomeRoute,
});

function HomeRoute() {
  const { tab, feed } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HomePage
      tab={tab ?? homeTabs.defaultTab}
      onTabChange={(next) =>
        void navigate({
          search: ({ feed: chosen }) => ({
            ...homeTabs.searchOf(next),
            ...(chosen ? { feed: chosen } : {}),
          }),
          replace: true,
        })
      }
      feed={feed}
      onFeedChange={(next) =>
        void navigate({
          search: ({ tab: current }) => ({ tab: current, feed: next }),
          replace: true,
        })
      }
    />
  );
}
