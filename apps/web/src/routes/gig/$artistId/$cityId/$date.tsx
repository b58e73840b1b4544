import { parseGigParams, screenReads } from '@gigrank/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { GigPage } from '../../../../features/gigs/GigPage';

/** A gig's page: the same artist, city and date; '/gig/12/34/2025-06-01'. */
export const Route = createFileRoute('/gig/$artistId/$cityId/$date')({
  params: {
    parse: ({ artistId, cityId, date }) => {
      const gig = parseGigParams(artistId, cityId, date);
      if (gig === null) throw notFound();
      return gig;
    },
    stringify: ({ artistId, cityId, date }) => ({
      artistId: String(artistId),
      cityId: String(cityId),
      date,
    }),
  },
  // The gig starts loading with the screen's code (lib/prefetch.ts).
  loader: ({ context, params: { artistId, cityId, date }, preload }) =>
    context.prefetch(screenReads.gig({ artistId, cityId, date }), preload),
  component: GigRoute,
});

function GigRoute() {
  const { artistId, cityId, date } = Route.useParams();
  return <GigPage key={`${artistId}/${cityId}/${date}`} gig={{ artistId, cityId, date }} />;
}
