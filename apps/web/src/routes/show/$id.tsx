import { screenReads } from '@gigrank/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ShowPage } from '../../features/shows/ShowPage';
import { parseIdParam } from '../../lib/params';

export const Route = createFileRoute('/show/$id')({
  params: {
    parse: ({ id }) => {
      const parsed = parseIdParam(id);
      if (parsed === null) throw notFound();
      return { id: parsed };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  // The show starts loading with the screen's code (lib/prefetch.ts).
  loader: ({ context, params: { id }, preload }) => context.prefetch(screenReads.show(id), preload),
  component: ShowRoute,
});

function ShowRoute() {
  const { id } = Route.useParams();
  // Keyed by id: moving from one show to another starts with fresh dialogs.
  return <ShowPage key={id} id={id} />;
}
