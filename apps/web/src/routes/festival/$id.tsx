import { screenReads } from '@gigrank/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { FestivalPage } from '../../features/festivals/FestivalPage';
import { parseIdParam } from '../../lib/params';

export const Route = createFileRoute('/festival/$id')({
  params: {
    parse: ({ id }) => {
      const parsed = parseIdParam(id);
      if (parsed === null) throw notFound();
      return { id: parsed };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  // The festival starts loading with the screen's code (lib/prefetch.ts).
  loader: ({ context, params: { id }, preload }) =>
    context.prefetch(screenReads.festival(id), preload),
  component: FestivalRoute,
});

function FestivalRoute() {
  const { id } = Route.useParams();
  return <FestivalPage key={id} id={id} />;
}
