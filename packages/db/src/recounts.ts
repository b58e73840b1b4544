import { sql, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DB, Handle } from './schema';
import { placeMismatches, rebuildPlaceCounters } from './place-recounts';
import { rankMismatches } from './ranking';
import { rebuildSongCounters, songMismatches } from './song-recounts';

// What each counter counts, as a recount from the rows it counts (users'
// shows and follows, shows' likes, comments and photos, per-user and
// per-artist statistics): how a bulk load sets them (rebuildCounters, used by
// seed:demo) and how they are checked (counterMismatches, used by the tests
// and the benches). How a write moves them is in counters.ts.

/** `(SELECT count(*) FROM table WHERE table.column = owner)`, for a counter's recount. */
const rowsOf = (table: keyof DB, column: string, owner: string) =>
  sql<number>`(select count(*) from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${sql.ref(owner)})`;

const recountUser = {
  shows_count: rowsOf('shows', 'user_id', 'users.id'),
  followers_count: rowsOf('follows', 'followee_id', 'users.id'),
  following_count: rowsOf('follows', 'follower_id', 'users.id'),
};

const recountShow = {
  likes_count: rowsOf('likes', 'show_id', 'shows.id'),
  comments_count: rowsOf('comments', 'show_id', 'shows.id'),
  photos_count: rowsOf('show_photos', 'show_id', 'shows.id'),
};

/**
 * The rows `rows` reads (of users or of shows) whose stored counters differ
 * from `recount`, one line a counter: `user 5 shows 7 != 4`.
 */
async function counterDrift(
  rows: SelectQueryBuilder<DB, 'users' | 'shows', object>,
  thing: 'user' | 'show',
  recount: Record<string, RawBuilder<number>>,
): Promise<string[]> {
  const columns = Object.keys(recount);
  const recounted = (column: string) => `recount_${column}`;
  const found = (await rows
    .select(sql<number>`id`.as('id'))
    .select(
      columns.flatMap((column) => [
        sql<number>`${sql.ref(column)}`.as(column),
        recount[column]!.as(recounted(column)),
      ]),
    )
    .execute()) as Record<string, number | string>[];
  return found.flatMap((row) =>
    columns
      .filter((column) => Number(row[column]) !== Number(row[recounted(column)]))
      .map(
        (column) =>
          `${thing} ${row.id} ${column.replace(/_count$/, '')} ${row[column]} != ${row[recounted(column)]}`,
      ),
  );
}

/** The per-user statistics tables and the show column each is keyed by. */
const STATS = [
  ['user_artist_stats', 'artist_id'],
  ['user_city_stats', 'city_id'],
  ['user_venue_stats', 'venue_id'],
  ['user_festival_stats', 'festival_id'],
] as const;

/**
 * Per (user, artist), (user, city), (user, venue) and (user, festival):
 * shows, score sum and scored shows, from the shows (those at a venue or festival).
 */
function recountStats(db: Handle, column: (typeof STATS)[number][1]) {
  return db
    .selectFrom('shows')
    .where(column, 'is not', null)
    .select((eb) => [
      'user_id',
      column,
      eb.fn.countAll<number>().as('show_count'),
      eb.fn.coalesce(eb.fn.sum<number>('score'), eb.lit(0)).as('score_sum'),
      eb.fn.count<number>('score').as('scored_count'),
    ])
    .groupBy(['user_id', column]);
}

/** Per artist, from the per-user statistics: totals and fans (users with a scored show). */
function recountArtists(db: Handle) {
  return db
    .selectFrom('user_artist_stats')
    .select((eb) => [
      'artist_id',
      eb.fn.sum<number>('show_count').as('show_count'),
      eb.fn.sum<number>('score_sum').as('score_sum'),
      eb.fn.sum<number>('scored_count').as('scored_count'),
      eb.fn
        .sum<number>(eb.case().when('scored_count', '>', 0).then(1).else(0).end())
        .as('fan_count'),
    ])
    .groupBy('artist_id');
}

/**
 * Sets every counter from the rows it counts, in the caller's transaction:
 * what a bulk load (seed:demo) runs once its rows are in.
 */
export async function rebuildCounters(trx: Handle): Promise<void> {
  await trx.updateTable('users').set(recountUser).execute();
  await trx.updateTable('shows').set(recountShow).execute();
  for (const [table, column] of STATS) {
    const t = table as 'user_artist_stats';
    const key = column as 'artist_id';
    await trx.deleteFrom(t).execute();
    await trx
      .insertInto(t)
      .columns(['user_id', key, 'show_count', 'score_sum', 'scored_count'])
      .expression(recountStats(trx, key))
      .execute();
  }
  await rebuildPlaceCounters(trx);
  await rebuildSongCounters(trx);
  await trx
    .updateTable('artists')
    .set({ show_count: 0, score_sum: 0, scored_count: 0, fan_count: 0 })
    .execute();
  for (const a of await recountArtists(trx).execute()) {
    await trx
      .updateTable('artists')
      .set({
        show_count: Number(a.show_count),
        score_sum: Number(a.score_sum),
        scored_count: Number(a.scored_count),
        fan_count: Number(a.fan_count),
      })
      .where('id', '=', a.artist_id)
      .execute();
  }
}

/**
 * Every counter that differs from a recount of its rows, and every stored
 * rank that differs from a full re-sort, as readable lines (empty when all
 * hold). Scans whole tables: for tests and checks, never a request path.
 * With `scope.users`, only those users' counters, statistics, shows and
 * ranks, and the counters of the artists of their shows (the check after a
 * benchmark's writes on a large database).
 */
export async function counterMismatches(
  db: Handle,
  scope: { users?: readonly number[] } = {},
): Promise<string[]> {
  // (0 is no user: keeps `in` valid for an empty list)
  const users = scope.users && [...scope.users, 0];
  const problems: string[] = await rankMismatches(db, scope.users);
  const theirs = <T extends 'users' | 'shows'>(
    rows: SelectQueryBuilder<DB, T, object>,
    owner: 'id' | 'user_id',
  ) => rows.$if(users !== undefined, (q) => q.where(sql.ref(owner), 'in', users!));
  problems.push(...(await counterDrift(theirs(db.selectFrom('users'), 'id'), 'user', recountUser)));

  for (const [table, column] of STATS) {
    const key = column as 'artist_id';
    const stats = await db
      .selectFrom(table as 'user_artist_stats')
      .selectAll()
      .$if(users !== undefined, (q) => q.where('user_id', 'in', users!))
      .execute();
    const recount = await recountStats(db, key)
      .$if(users !== undefined, (q) => q.where('user_id', 'in', users!))
      .execute();
    const id = (u: number, x: number) => `${u}:${x}`;
    const have = new Map(stats.map((s) => [id(s.user_id, s[key]), s]));
    if (have.size !== recount.length)
      problems.push(`${table}: ${have.size} rows != ${recount.length} groups`);
    for (const r of recount) {
      const s = have.get(id(r.user_id, r[key]));
      if (
        !s ||
        s.show_count !== Number(r.show_count) ||
        s.score_sum !== Number(r.score_sum) ||
        s.scored_count !== Number(r.scored_count)
      )
        problems.push(`${table} ${r.user_id}/${r[key]}`);
    }
  }

  const theirArtists = (eb: ExpressionBuilder<DB, 'artists'>) =>
    eb.or([
      eb(
        'id',
        'in',
        eb.selectFrom('shows').select('shows.artist_id').where('shows.user_id', 'in', users!),
      ),
      eb(
        'id',
        'in',
        eb
          .selectFrom('user_artist_stats')
          .select('user_artist_stats.artist_id')
          .where('user_artist_stats.user_id', 'in', users!),
      ),
    ]);
  const artists = await db
    .selectFrom('artists')
    .select(['id', 'show_count', 'score_sum', 'scored_count', 'fan_count'])
    .$if(users !== undefined, (q) => q.where(theirArtists))
    .where((eb) =>
      eb.or([
        eb('show_count', '!=', 0),
        eb('fan_count', '!=', 0),
        eb('score_sum', '!=', 0),
        eb('scored_count', '!=', 0),
        eb.exists(
          eb.selectFrom('shows').select('id').whereRef('shows.artist_id', '=', 'artists.id'),
        ),
      ]),
    )
    .execute();
  // Straight from the shows, so a wrong per-user statistic cannot hide a wrong artist counter.
  const fromShows = new Map(
    (
      await db
        .selectFrom('shows')
        .select((eb) => [
          'artist_id',
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>('score').as('sum'),
          eb.fn.count<number>('score').as('scored'),
          eb.fn
            .count<number>(eb.case().when('score', 'is not', null).then(eb.ref('user_id')).end())
            .distinct()
            .as('fans'),
        ])
        .$if(users !== undefined, (q) =>
          q.where('artist_id', 'in', (eb) =>
            eb.selectFrom('artists').select('artists.id').where(theirArtists),
          ),
        )
        .groupBy('artist_id')
        .execute()
    ).map((r) => [r.artist_id, r]),
  );
  for (const a of artists) {
    const r = fromShows.get(a.id);
    const [n, sum, scored, fans] = [r?.n, r?.sum, r?.scored, r?.fans].map((v) => Number(v ?? 0));
    if (
      n !== a.show_count ||
      sum !== a.score_sum ||
      scored !== a.scored_count ||
      fans !== a.fan_count
    )
      problems.push(
        `artist ${a.id}: ${a.show_count}/${a.score_sum}/${a.scored_count}/${a.fan_count} != ${n}/${sum}/${scored}/${fans}`,
      );
  }

  problems.push(
    ...(await counterDrift(theirs(db.selectFrom('shows'), 'user_id'), 'show', recountShow)),
  );
  problems.push(...(await placeMismatches(db, users)));
  const artistsOfUsers =
    users &&
    (
      await db
        .selectFrom('shows')
        .select('artist_id')
        .distinct()
        .where('user_id', 'in', users)
        .execute()
    ).map((r) => r.artist_id);
  problems.push(...(await songMismatches(db, artistsOfUsers)));
  return problems;
}
