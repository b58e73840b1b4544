import { sql, type SqlBool } from 'kysely';
import type { AlsoThere, GigGoer, GigRef, Show } from '@gigrank/domain';
import { ALSO_THERE_NAMES } from '@gigrank/domain';
import type { Handle } from '../schema';
import { gigPeopleShows, type Viewer } from '../visibility';
import { hydrateShows, showListQuery } from './shows.queries';
import { withViewerFields } from '../viewer-fields';
import { USER_SUMMARY_COLUMNS, toUserSummary } from './users.queries';

// Who else was there. A gig is the same artist, date and city
// (DECISIONS.md); shows_gig_idx (artist_id, date, city_id, user_id) makes
// each gig an index range. Every read starts from gigPeopleShows: a private
// account's attendance is seen only by those who may see its shows, and
// nobody the viewer muted is named or counted.

/** Goers read for one page of cards; past it, a gig's count is asked for separately. */
const GOERS_READ_MAX = 2000;

const gigKey = (g: GigRef) => `${g.artistId}:${g.cityId}:${g.date}`;

/**
 * Shows of any of these gigs: an OR of index ranges of shows_gig_idx. Built
 * as one SQL fragment: a page's 50 gigs as query-builder nodes cost more to
 * build and compile (~1 ms) than the query costs to run.
 */
function anyGig(gigs: readonly GigRef[]) {
  return sql<SqlBool>`(${sql.join(
    gigs.map(
      (g) =>
        sql`(shows.artist_id = ${g.artistId} and shows.date = ${g.date} and shows.city_id = ${g.cityId})`,
    ),
    sql` or `,
  )})`;
}

/**
 * Who else logged each show's gig, as `viewer` may see them: everyone but the
 * show's owner, the viewer first, then people the viewer follows, then the
 * rest (newest entry first); `count` counts them all. Two queries for a page
 * of cards (one when no gig is crowded), whatever its size.
 */
async function alsoThereOf(
  db: Handle,
  viewer: Viewer,
  shows: readonly (GigRef & { id: number; userId: number })[],
): Promise<Map<number, AlsoThere>> {
  const out = new Map<number, AlsoThere>();
  if (shows.length === 0) return out;
  const gigs = [...new Map(shows.map((s) => [gigKey(s), s])).values()];
  const viewerId = viewer.id;
  const rows = await gigPeopleShows(db, viewer)
    .innerJoin('users', 'users.id', 'shows.user_id')
    .select([...USER_SUMMARY_COLUMNS, 'shows.artist_id', 'shows.city_id', 'shows.date'])
    .select((eb) =>
      (viewerId === null
        ? eb.val(0)
        : eb
            .selectFrom('follows')
            .select(eb.val(1).as('one'))
            .where('follows.follower_id', '=', viewerId)
            .whereRef('follows.followee_id', '=', 'users.id')
      ).as('followed'),
    )
    .where(anyGig(gigs))
    .orderBy('shows.id', 'desc')
    .limit(GOERS_READ_MAX + 1)
    .execute();
  const cut = rows.length > GOERS_READ_MAX;
  const byGig = new Map<string, Map<number, GigGoer>>();
  for (const r of rows.slice(0, GOERS_READ_MAX)) {
    const k = gigKey({ artistId: r.artist_id, cityId: r.city_id, date: r.date });
    const goers = byGig.get(k) ?? new Map<number, GigGoer>();
    if (!goers.has(r.id)) {
      goers.set(r.id, {
        ...toUserSummary(r),
        followed: Number(r.followed ?? 0) === 1,
        isViewer: r.id === viewerId,
      });
    }
    byGig.set(k, goers);
  }
  const counts = cut ? await goerCounts(db, viewer, gigs) : undefined;
  const order = (a: GigGoer, b: GigGoer) =>
    Number(b.isViewer) - Number(a.isViewer) || Number(b.followed) - Number(a.followed);
  for (const s of shows) {
    const goers = byGig.get(gigKey(s)) ?? new Map<number, GigGoer>();
    const others = [...goers.values()].filter((g) => g.id !== s.userId);
    const total = counts?.get(gigKey(s));
    const count = total === undefined ? others.length : total - (goers.has(s.userId) ? 1 : 0);
    if (count <= 0) continue;
    out.set(s.id, { count, names: others.sort(order).slice(0, ALSO_THERE_NAMES) });
  }
  return out;
}

/** How many people logged each gig, as `viewer` may see them. */
async function goerCounts(
  db: Handle,
  viewer: Viewer,
  gigs: readonly GigRef[],
): Promise<Map<string, number>> {
  const rows = await gigPeopleShows(db, viewer)
    .select(['shows.artist_id', 'shows.city_id', 'shows.date'])
    .select((eb) => eb.fn.count<number>('shows.user_id').distinct().as('n'))
    .where(anyGig(gigs))
    .groupBy(['shows.artist_id', 'shows.city_id', 'shows.date'])
    .execute();
  return new Map(
    rows.map((r) => [
      gigKey({ artistId: r.artist_id, cityId: r.city_id, date: r.date }),
      Number(r.n),
    ]),
  );
}

const NO_ONE_ELSE: Partial<Show> = { alsoThere: null };

/** Adds `alsoThere` to each show (null when nobody else logged its gig; see withViewerFields). */
export async function withAlsoThere(db: Handle, viewer: Viewer, shows: Show[]): Promise<Show[]> {
  const gigShows = shows.flatMap((s) =>
    s.artistId !== undefined && s.cityId !== undefined
      ? [{ id: s.id, userId: s.userId, artistId: s.artistId, cityId: s.cityId, date: s.date }]
      : [],
  );
  const also = await alsoThereOf(db, viewer, gigShows);
  return withViewerFields(shows, NO_ONE_ELSE, (s) => {
    const alsoThere = also.get(s.id);
    return alsoThere ? { alsoThere } : undefined;
  });
}

/** The gig's artist and city names, or undefined when either is missing. */
export async function gigNames(
  db: Handle,
  gig: GigRef,
): Promise<{ artist: string; city: string; cityCountry: string | null } | undefined> {
  const row = await db
    .selectFrom('artists')
    .innerJoin('cities', (j) => j.on('cities.id', '=', gig.cityId))
    .select(['artists.name as artist', 'cities.name as city', 'cities.country'])
    .where('artists.id', '=', gig.artistId)
    .executeTakeFirst();
  return row ? { artist: row.artist, city: row.city, cityCountry: row.country || null } : undefined;
}

/**
 * Everyone's shows of a gig the viewer may see, best score first (unscored
 * last), at most `limit`; with how many there are and their average score.
 */
export async function gigShowsPage(
  db: Handle,
  viewer: Viewer,
  gig: GigRef,
  limit: number,
): Promise<{ shows: Show[]; count: number; avgScore: number | null }> {
  const [rows, figures] = await Promise.all([
    showListQuery(db, viewer, gigPeopleShows)
      .where('shows.artist_id', '=', gig.artistId)
      .where('shows.date', '=', gig.date)
      .where('shows.city_id', '=', gig.cityId)
      // Unscored shows last on both engines (PostgreSQL sorts NULL first in desc).
      .orderBy((eb) => eb.case().when('shows.score', 'is', null).then(1).else(0).end())
      .orderBy('shows.score', 'desc')
      .orderBy('shows.id', 'desc')
      .limit(limit)
      .execute(),
    gigPeopleShows(db, viewer)
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.avg<number | string | null>('shows.score').as('avg'),
      ])
      .where('shows.artist_id', '=', gig.artistId)
      .where('shows.date', '=', gig.date)
      .where('shows.city_id', '=', gig.cityId)
      .executeTakeFirst(),
  ]);
  const avg = figures?.avg === null || figures?.avg === undefined ? null : Number(figures.avg);
  return {
    shows: await hydrateShows(db, rows, 'card'),
    count: Number(figures?.n ?? 0),
    avgScore: avg === null ? null : Math.round(avg),
  };
}
