import { screenReads } from '@gigrank/domain';
import { createFileRoute } from '@tanstack/react-router';
import { readStoredUser } from '../../features/auth/session-storage';
import { ArtistPage } from '../../features/artists/ArtistPage';

export const Route = createFileRoute('/artist/$artistName')({
  // The page's first page of shows, and the viewer's plans for the artist ("You're going"),
  // start loading with its code (lib/prefetch.ts). Who the viewer is, the loader reads from
  // the stored copy of the user (the screen asks by the session's): a wrong guess only reads early.
  loader: ({ context, params: { artistName }, preload }) =>
    context.prefetch(screenReads.artist(artistName, readStoredUser()?.id), preload),
  component: ArtistRoute,
});

function ArtistRoute() {
  // The router decodes the path segment: '/artist/Sigur%20R%C3%B3s' -> 'Sigur Rós'.
  const { artistName } = Route.useParams();
  return <ArtistPage artistName={artistName} />;
}
