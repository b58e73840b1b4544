import { screenReads } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_HOME_TAB, validateHomeSearch } from '../features/home/home-tabs';
import { HomePage } from '../features/home/HomePage';

/** Home; `?tab=artists|users` selects a leaderboard tab (Activity by default). */
export const Route = createFileRoute('/')({
  validateSearch: validateHomeSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? DEFAULT_HOME_TAB }),
  // The selected tab's data starts loading with the screen's code (lib/prefetch.ts).
  loader: ({ context, deps: { tab }, preload }) => context.prefetch(screenReads.home(tab), preload),
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
