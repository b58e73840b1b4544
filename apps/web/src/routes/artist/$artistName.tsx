import { createFileRoute } from '@tanstack/react-router';
import { ArtistPage } from '../../features/artists/ArtistPage';
import { prefetchWhenSignedIn } from '../../lib/prefetch';
import { trpcClient } from '../../lib/trpc';

export const Route = createFileRoute('/artist/$artistName')({
  loader: ({ context: { trpc }, params: { artistName }, preload }) => {
    // The page's first page of shows (ArtistPage pages the rest).
    const input = { name: artistName };
    prefetchWhenSignedIn(
      trpc.artists.page.infiniteQueryOptions(input).queryKey,
      () => trpcClient.artists.page.query(input),
      { preload, infinite: true },
    );
  },
  component: ArtistRoute,
});

function ArtistRoute() {
  // The router decodes the path segment: '/artist/Sigur%20R%C3%B3s' -> 'Sigur Rós'.
  const { artistName } = Route.useParams();
  return <ArtistPage artistName={artistName} />;
}
