import {
  findUserById,
  gigSetlistPick,
  setlistsOfShows,
  toUserSummary,
  viewerOf,
  type Viewer,
} from '@gigrank/db';
import type { GigRef, Show } from '@gigrank/domain';
import type { ServiceDeps } from '../../ports/service-deps';

// One gig, one setlist: a show without a setlist of its own shows its gig's
// most common one (the most shows agreeing, then the first written), as the
// viewer is told of the gig's shows (gigPeopleShows).

/**
 * A gig's most common setlist as `viewer` is told of it (songs, whose, how
 * many agree), or null when none of its shows has one.
 */
export async function gigSetlist(deps: Pick<ServiceDeps, 'db'>, viewer: Viewer, gig: GigRef) {
  const pick = await gigSetlistPick(deps.db, viewer, gig);
  if (!pick) return null;
  const [songs, user] = await Promise.all([
    setlistsOfShows(deps.db, [pick.showId]),
    findUserById(deps.db, pick.userId),
  ]);
  if (!user) return null;
  return {
    showId: pick.showId,
    user: toUserSummary(user),
    agree: pick.agree,
    setlists: pick.setlists,
    songs: songs.get(pick.showId) ?? [],
  };
}

/**
 * A show as its page shows it: without a setlist of its own, its gig's
 * most common one as the viewer is told of it, marked 'gig' with whose it is.
 */
export async function withGigSetlist(
  deps: Pick<ServiceDeps, 'db'>,
  viewerId: number,
  show: Show,
): Promise<Show> {
  // A setlist of its own has a source ('own' or 'import').
  if (show.setlistSource || show.artistId === undefined || show.cityId === undefined) return show;
  const gig = await gigSetlist(deps, viewerOf(viewerId), {
    artistId: show.artistId,
    cityId: show.cityId,
    date: show.date,
  });
  if (!gig) return { ...show, setlistSource: null, setlistFrom: null };
  const { songs, ...from } = gig;
  return { ...show, setlist: songs, setlistSource: 'gig', setlistFrom: from };
}
