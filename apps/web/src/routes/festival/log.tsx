import { screenReads } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import { FestivalLogPage } from '../../features/festivals/FestivalLogPage';
import { validateFestivalLogSearch } from '../../features/festivals/festival-log-search';

/** Log a festival: `?festival={id}` is the edition whose sets are being logged. */
export const Route = createFileRoute('/festival/log')({
  validateSearch: validateFestivalLogSearch,
  loaderDeps: ({ search }) => ({ festival: search.festival }),
  loader: ({ context, deps, preload }) => {
    if (deps.festival !== undefined) context.prefetch(screenReads.festival(deps.festival), preload);
  },
  component: FestivalLogRoute,
});

function FestivalLogRoute() {
  const { festival } = Route.useSearch();
  return <FestivalLogPage festivalId={festival} />;
}
