import type { ExpressionBuilder } from 'kysely';
import type { DB, Handle } from './schema';
import { PUBLIC } from './visibility';

// What the venue and festival counters count, as recounts: how a
// bulk load sets them and how they are checked, for recounts.ts's
// rebuildCounters and counterMismatches. How a write moves them is in
// place-counters.ts. The shared rows count the shows of public accounts only;
// each user's own statistics count all of theirs.

/**
 * The places with shared counters: their table, their per-user statistics
 * (keyed by `column`), the counter of their shows (a festival's are its sets)
 * and whether they count their goers (festivals do).
 */
const PLACES = [
  {
    table: 'venues',
    stats: 'user_venue_stats',
    column: 'venue_id',
    counter: 'show_count',
    goers: false,
  },
  {
    table: 'festivals',
    stats: 'user_festival_stats',
    column: 'festival_id',
    counter: 'set_count',
    goers: true,
  },
] as const;

/**
 * Per venue or festival (`place_id`): the sums of its public accounts'
 * per-user statistics (shows, score sum, scored shows) and how many such
 * accounts there are (same shape for both). Grouped once, so a bulk load's
 * rebuild reads each statistics row once however many places there are.
 */
function placeTotals(
  trx: Handle,
  table: 'user_venue_stats' | 'user_festival_stats',
  column: 'venue_id' | 'festival_id',
) {
  const place = `u.${column}` as 'u.venue_id';
  return trx
    .selectFrom(`${table} as u` as 'user_venue_stats as u')
    .innerJoin('users as p', 'p.id', 'u.user_id')
    .where('p.is_private', '=', PUBLIC)
    .select((eb) => [
      eb.ref(place).as('place_id'),
      eb.fn.sum<number>('u.show_count').as('shows'),
      eb.fn.sum<number>('u.score_sum').as('score_sum'),
      eb.fn.sum<number>('u.scored_count').as('scored'),
      eb.fn.countAll<number>().as('users'),
    ])
    .groupBy(place)
    .as('t');
}

/** Public accounts' shows, the rows the places' shared counters count. */
function publicShows(db: Handle) {
  return db
    .selectFrom('shows')
    .innerJoin('users', 'users.id', 'shows.user_id')
    .where('users.is_private', '=', PUBLIC);
}

/** Public accounts' shows per venue and artist, from the shows. */
function recountVenueArtists(db: Handle) {
  return publicShows(db)
    .select((eb) => [
      'shows.venue_id',
      'shows.artist_id',
      eb.fn.countAll<number>().as('show_count'),
    ])
    .where('shows.venue_id', 'is not', null)
    .groupBy(['shows.venue_id', 'shows.artist_id']);
}
const venueArtistRows = (db: Handle) =>
  db.selectFrom('venue_artist_stats').select(['venue_id', 'artist_id', 'show_count']);

/** Venues' and festivals' counters from the per-user statistics (rebuilt first). */
export async function rebuildPlaceCounters(trx: Handle): Promise<void> {
  for (const { table, stats, column, counter, goers } of PLACES) {
    // Typed as festivals (Kysely cannot follow a table chosen in a loop).
    const place = table as 'festivals';
    const shows = counter as 'set_count';
    // Every place to 0, then those with public shows from their totals.
    await trx
      .updateTable(place)
      .set({ [shows]: 0, score_sum: 0, scored_count: 0, ...(goers && { goer_count: 0 }) })
      .execute();
    await trx
      .updateTable(place)
      .from(placeTotals(trx, stats, column))
      .set((eb) => ({
        [shows]: eb.ref('t.shows'),
        score_sum: eb.ref('t.score_sum'),
        scored_count: eb.ref('t.scored'),
        ...(goers && { goer_count: eb.ref('t.users') }),
      }))
      .whereRef(`${place}.id`, '=', 't.place_id')
      .execute();
  }
  await trx.deleteFrom('venue_artist_stats').execute();
  await trx
    .insertInto('venue_artist_stats')
    .columns(['venue_id', 'artist_id', 'show_count'])
    .expression(recountVenueArtists(trx))
    .execute();
  // An overall festival score stands only beside a set of that festival.
  await trx.deleteFrom('festival_scores').where(withoutASet).execute();
}

/** A festival score whose user has no set of that festival (it stands only beside one). */
function withoutASet({ not, exists, selectFrom }: ExpressionBuilder<DB, 'festival_scores'>) {
  return not(
    exists(
      selectFrom('user_festival_stats')
        .select('user_festival_stats.user_id')
        .whereRef('user_festival_stats.user_id', '=', 'festival_scores.user_id')
        .whereRef('user_festival_stats.festival_id', '=', 'festival_scores.festival_id'),
    ),
  );
}

/**
 * Venues' and festivals' counters straight from the public accounts' shows
 * (so a wrong per-user statistic cannot hide a wrong total), and festival
 * scores without a set. With `users`, only the places of those users' shows.
 */
export async function placeMismatches(
  db: Handle,
  users: readonly number[] | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  for (const { table, column, counter, goers } of PLACES) {
    const key = column as 'venue_id';
    const fromShows = new Map(
      (
        await publicShows(db)
          .select((eb) => [
            eb.ref(`shows.${key}` as 'shows.venue_id').as('place_id'),
            eb.fn.countAll<number>().as('n'),
            eb.fn.sum<number>('shows.score').as('sum'),
            eb.fn.count<number>('shows.score').as('scored'),
            eb.fn.count<number>('shows.user_id').distinct().as('users'),
          ])
          .where(`shows.${key}` as 'shows.venue_id', 'is not', null)
          .groupBy(`shows.${key}` as 'shows.venue_id')
          .execute()
      ).map((r) => [r.place_id!, r]),
    );
    const rows = await db
      .selectFrom(table as 'festivals')
      .select((eb) => [
        'id',
        eb.ref(counter as 'set_count').as('set_count'),
        'score_sum',
        'scored_count',
      ])
      .$if(goers, (q) => q.select('goer_count'))
      .$if(users !== undefined, (q) =>
        q.where('id', 'in', (eb) =>
          eb
            .selectFrom('shows')
            .select(`shows.${key}` as 'shows.venue_id')
            .where('shows.user_id', 'in', users!),
        ),
      )
      .execute();
    for (const row of rows) {
      const r = fromShows.get(row.id);
      const [n, sum, scored, goers] = [r?.n, r?.sum, r?.scored, r?.users].map((x) =>
        Number(x ?? 0),
      );
      const goerCount = (row as { goer_count?: number }).goer_count;
      if (
        row.set_count !== n ||
        row.score_sum !== sum ||
        row.scored_count !== scored ||
        (goerCount !== undefined && goerCount !== goers)
      ) {
        problems.push(
          `${table} ${row.id}: ${row.set_count}/${row.score_sum}/${row.scored_count}${goerCount === undefined ? '' : `/${goerCount}`} != ${n}/${sum}/${scored}${goerCount === undefined ? '' : `/${goers}`}`,
        );
      }
    }
  }
  const orphanScores = await db
    .selectFrom('festival_scores')
    .select(['user_id', 'festival_id'])
    .where(withoutASet)
    .$if(users !== undefined, (q) => q.where('user_id', 'in', users!))
    .execute();
  for (const o of orphanScores)
    problems.push(`festival score ${o.user_id}/${o.festival_id} without a set`);
  // Shows per venue and artist (rows at 0 stay and count as absent).
  const stored = new Map(
    (await venueArtistRows(db).where('show_count', '!=', 0).execute()).map((r) => [
      `${r.venue_id}:${r.artist_id}`,
      r.show_count,
    ]),
  );
  const recounted = await recountVenueArtists(db).execute();
  if (users === undefined && stored.size !== recounted.length) {
    problems.push(`venue_artist_stats: ${stored.size} rows != ${recounted.length} groups`);
  }
  for (const r of recounted) {
    const have = stored.get(`${r.venue_id}:${r.artist_id}`);
    if (have !== Number(r.show_count)) {
      problems.push(`venue_artist_stats ${r.venue_id}/${r.artist_id}: ${have} != ${r.show_count}`);
    }
  }
  return problems;
}
