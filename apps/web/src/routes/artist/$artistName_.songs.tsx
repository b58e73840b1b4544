import { screenReads } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ArtistSongsPage } from '../../features/songs/ArtistSongsPage';

/** An artist's songs as the logged setlists played them, beside (not inside) the artist's page. */
export const Route = createFileRoute('/artist/$artistName_/songs')({
  // The songs start loading with the screen's code (lib/prefetch.ts).
  loader: ({ context, params: { artistName }, preload }) =>
    context.prefetch(screenReads.artistSongs(artistName), preload),
  component: ArtistSongsRoute,
});

function ArtistSongsRoute() {
  // The router decodes the path segment: '/artist/Sigur%20R%C3%B3s/songs' -> 'Sigur Rós'.
  const { artistName } = Route.useParams();
  return <ArtistSongsPage artistName={artistName} />;
}
