import { screenReads } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import { FestivalPage } from '../../features/festivals/FestivalPage';
import { idRouteParams } from '../../lib/params';

export const Route = createFileRoute('/festival/$id')({
  params: idRouteParams,
  // The festival starts loading with the screen's code (lib/prefetch.ts).
  loader: ({ context, params: { id }, preload }) =>
    context.prefetch(screenReads.festival(id), preload),
  component: FestivalRoute,
});

function FestivalRoute() {
  const { id } = Route.useParams();
  return <FestivalPage key={id} id={id} />;
}
