import { followeesGoing, gigNames, gigShowsPage, viewerOf, withLikedBy } from '@gigrank/db';
import { GIG_PAGE_LIMIT, type GigPage, type GigRef } from '@gigrank/domain';
import { notFound } from '../errors';
import type { ServiceDeps } from './deps';

/**
 * A gig's page (issue 21): everyone's shows of it that the viewer may see,
 * best first, with their scores and photos, how many there are, the
 * average, and who of the people they follow is going (a plan).
 */
export async function gigPage(deps: ServiceDeps, viewerId: number, gig: GigRef): Promise<GigPage> {
  const { db } = deps;
  const names = await gigNames(db, gig);
  if (!names) throw notFound('Gig not found');
  const viewer = viewerOf(viewerId);
  const [page, going] = await Promise.all([
    gigShowsPage(db, viewer, gig, GIG_PAGE_LIMIT),
    followeesGoing(db, { id: viewerId }, gig),
  ]);
  const shows = await withLikedBy(db, page.shows, viewerId);
  return { ...gig, ...names, ...page, shows, going };
}
