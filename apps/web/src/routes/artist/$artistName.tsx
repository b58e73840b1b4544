import { screenReads } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ArtistPage } from '../../features/artists/ArtistPage';

export const Route = createFileRoute('/artist/$artistName')({
  // The page's first page of shows starts loading with its code (lib/prefetch.ts).
  loader: ({ context, params: { artistName }, preload }) =>
    context.prefetch(screenReads.artist(artistName), preload),
  component: ArtistRoute,
});

function ArtistRoute() {
  // The router decodes the path segment: '/artist/Sigur%20R%C3%B3s' -> 'Sigur Rós'.
  const { artistName } = Route.useParams();
  return <ArtistPage artistName={artistName} />;
}
