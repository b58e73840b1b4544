import { screenReads } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ShowPage } from '../../features/shows/ShowPage';
import { idRouteParams } from '../../lib/params';

export const Route = createFileRoute('/show/$id')({
  params: idRouteParams,
  // The show starts loading with the screen's code (lib/prefetch.ts).
  loader: ({ context, params: { id }, preload }) => context.prefetch(screenReads.show(id), preload),
  component: ShowRoute,
});

function ShowRoute() {
  const { id } = Route.useParams();
  // Keyed by id: moving from one show to another starts with fresh dialogs.
  return <ShowPage key={id} id={id} />;
}
