import { followeesGoing, gigNames, gigShowsPage, withLikedBy } from '@gigrank/db';
import { GIG_PAGE_LIMIT, type GigPage, type GigRef } from '@gigrank/domain';
import { cacheKeys } from '../../cache/keys';
import { notFound } from '../../errors';
import { audienceOf } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';
import { gigSetlist } from '../songs/gig-setlist';

type GigShows = Pick<GigPage, 'shows' | 'count' | 'avgScore' | 'setlist'>;

/**
 * A gig's page: everyone's shows of it that the viewer may see,
 * best first, with their scores and photos, how many there are, the
 * average, its most common setlist and how many agree, and who of the
 * people they follow is going (a plan). The shows
 * are cached until a show is written at the gig (or the cards, names,
 * privacy flags or the viewer's likes change); who is going is read each time.
 */
export async function gigPage(deps: ServiceDeps, viewerId: number, gig: GigRef): Promise<GigPage> {
  const { db, cache } = deps;
  const names = await gigNames(db, gig);
  if (!names) throw notFound('Gig not found');
  // The shows are the same for every viewer whose blocks, mutes and follows
  // change nothing in them (one cached answer), plus the viewer's likes.
  const as = await audienceOf(deps, viewerId);
  const shared = cacheKeys.gigShared<GigShows>(gig);
  const listKey = as.id === null ? shared : cacheKeys.asViewer<GigShows>(shared, as.id);
  const [page, going] = await Promise.all([
    cache.read(cacheKeys.viewerShows<GigShows>(listKey, viewerId), async () => {
      const shows = await cache.read(listKey, async () => {
        const [page, setlist] = await Promise.all([
          gigShowsPage(db, as, gig, GIG_PAGE_LIMIT),
          gigSetlist({ db }, as, gig),
        ]);
        return { ...page, setlist };
      });
      return { ...shows, shows: await withLikedBy(db, shows.shows, viewerId) };
    }),
    followeesGoing(db, { id: viewerId }, gig),
  ]);
  return { ...gig, ...names, ...page, going };
}
