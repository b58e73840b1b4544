import { screenReads } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import { VenuePage } from '../../features/venues/VenuePage';
import { idRouteParams } from '../../lib/params';

export const Route = createFileRoute('/venue/$id')({
  params: idRouteParams,
  // The venue's first page starts loading with the screen's code (lib/prefetch.ts).
  loader: ({ context, params: { id }, preload }) =>
    context.prefetch(screenReads.venue(id), preload),
  component: VenueRoute,
});

function VenueRoute() {
  const { id } = Route.useParams();
  // Keyed by id: moving from one venue to another starts with a fresh form.
  return <VenuePage key={id} id={id} />;
}
