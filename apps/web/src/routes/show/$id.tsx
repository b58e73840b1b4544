import { createFileRoute, notFound } from '@tanstack/react-router';
import { ShowPage } from '../../features/shows/ShowPage';
import { parseIdParam } from '../../lib/params';
import { prefetchWhenSignedIn } from '../../lib/prefetch';
import { trpcClient } from '../../lib/trpc';

export const Route = createFileRoute('/show/$id')({
  params: {
    parse: ({ id }) => {
      const parsed = parseIdParam(id);
      if (parsed === null) throw notFound();
      return { id: parsed };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context: { trpc }, params: { id }, preload }) => {
    prefetchWhenSignedIn(
      trpc.shows.byId.queryOptions({ id }).queryKey,
      () => trpcClient.shows.byId.query({ id }),
      { preload },
    );
  },
  component: ShowRoute,
});

function ShowRoute() {
  const { id } = Route.useParams();
  // Keyed by id: moving from one show to another starts with fresh dialogs.
  return <ShowPage key={id} id={id} />;
}
