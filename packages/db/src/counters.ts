import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, ShowRow } from './schema';
import { rankMismatches } from './ranking';

// The counters screens read at a glance, in one place: what each one counts
// (the recount expressions below), how a single show moves them (countShow),
// how an account's shows leave them (uncountUserShows), how a bulk load sets
// them (rebuildCounters, used by seed:demo) and how they are checked against
// a recount (counterMismatches, used by the tests). Follow, like and comment
// counters move with their rows in follows.queries.ts and social.queries.ts;
// their recount is defined here too.

type Handle = Kysely<DB> | Transaction<DB>;

type CountedShow = Pick<ShowRow, 'user_id' | 'artist_id' | 'city_id' | 'score'>;

/** Adds (+1) or removes (-1) a show from every counter that includes it. */
export async function countShow(trx: Handle, show: CountedShow, sign: 1 | -1): Promise<void> {
  const score = show.score ?? 0;
  const scored = show.score === null ? 0 : 1;
  await trx
    .updateTable('users')
    .set((eb) => ({ shows_count: eb('shows_count', '+', sign) }))
    .where('id', '=', show.user_id)
    .execute();

  // The per-user artist and city statistics have the same shape but for their key.
  let fanDelta = 0;
  for (const [table, column, id] of [
    ['user_artist_stats', 'artist_id', show.artist_id],
    ['user_city_stats', 'city_id', show.city_id],
  ] as const) {
    // Typed as one of the two: their columns match apart from the key name.
    const t = table as 'user_artist_stats';
    const key = column as 'artist_id';
    let scoredNow: number;
    if (sign === 1) {
      ({ scored_count: scoredNow } = await trx
        .insertInto(t)
        .values({
          user_id: show.user_id,
          [key]: id,
          show_count: 1,
          score_sum: score,
          scored_count: scored,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', key]).doUpdateSet((eb) => ({
            show_count: eb(`${t}.show_count`, '+', 1),
            score_sum: eb(`${t}.score_sum`, '+', score),
            scored_count: eb(`${t}.scored_count`, '+', scored),
          })),
        )
        .returning('scored_count')
        .executeTakeFirstOrThrow());
    } else {
      ({ scored_count: scoredNow } = await trx
        .updateTable(t)
        .set((eb) => ({
          show_count: eb('show_count', '-', 1),
          score_sum: eb('score_sum', '-', score),
          scored_count: eb('scored_count', '-', scored),
        }))
        .where('user_id', '=', show.user_id)
        .where(key, '=', id)
        .returning('scored_count')
        .executeTakeFirstOrThrow());
      await trx
        .deleteFrom(t)
        .where('user_id', '=', show.user_id)
        .where(key, '=', id)
        .where('show_count', '<=', 0)
        .execute();
    }
    // A user becomes a fan of the artist with their first scored show of it,
    // and stops being one when the last goes.
    if (table === 'user_artist_stats' && scored === 1 && scoredNow === (sign === 1 ? 1 : 0)) {
      fanDelta = sign;
    }
  }

  await trx
    .updateTable('artists')
    .set((eb) => ({
      show_count: eb('show_count', '+', sign),
      score_sum: eb('score_sum', '+', sign * score),
      scored_count: eb('scored_count', '+', sign * scored),
      ...(fanDelta === 0 ? {} : { fan_count: eb('fan_count', '+', fanDelta) }),
    }))
    .where('id', '=', show.artist_id)
    .execute();
}

/**
 * Takes every show of a user out of the artist counters at once (account
 * deletion): subtracts the user's per-artist totals. The user's own rows and
 * statistics go with the user (cascade).
 */
export async function uncountUserShows(trx: Handle, userId: number): Promise<void> {
  const perArtist = await trx
    .selectFrom('user_artist_stats')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  for (const s of perArtist) {
    await trx
      .updateTable('artists')
      .set((eb) => ({
        show_count: eb('show_count', '-', s.show_count),
        score_sum: eb('score_sum', '-', s.score_sum),
        scored_count: eb('scored_count', '-', s.scored_count),
        fan_count: eb('fan_count', '-', s.scored_count > 0 ? 1 : 0),
      }))
      .where('id', '=', s.artist_id)
      .execute();
  }
}

// ---------------------------------------------------------------------------
// What each counter counts, as a recount from its rows
// ---------------------------------------------------------------------------

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

/** Per (user, artist) and (user, city): shows, score sum and scored shows, from the shows. */
function recountStats(db: Handle, column: 'artist_id' | 'city_id') {
  return db
    .selectFrom('shows')
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
  for (const [table, column] of [
    ['user_artist_stats', 'artist_id'],
    ['user_city_stats', 'city_id'],
  ] as const) {
    const t = table as 'user_artist_stats';
    const key = column as 'artist_id';
    await trx.deleteFrom(t).execute();
    await trx
      .insertInto(t)
      .columns(['user_id', key, 'show_count', 'score_sum', 'scored_count'])
      .expression(recountStats(trx, key))
      .execute();
  }
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
 */
export async function counterMismatches(db: Handle): Promise<string[]> {
  const problems: string[] = await rankMismatches(db);
  const users = await db
    .selectFrom('users')
    .select([
      'id',
      'shows_count',
      'followers_count',
      'following_count',
      recountUser.shows_count.as('shows'),
      recountUser.followers_count.as('followers'),
      recountUser.following_count.as('following'),
    ])
    .execute();
  for (const u of users) {
    if (Number(u.shows) !== u.shows_count)
      problems.push(`user ${u.id} shows ${u.shows_count} != ${u.shows}`);
    if (Number(u.followers) !== u.followers_count) problems.push(`user ${u.id} followers`);
    if (Number(u.following) !== u.following_count) problems.push(`user ${u.id} following`);
  }

  for (const [table, column] of [
    ['user_artist_stats', 'artist_id'],
    ['user_city_stats', 'city_id'],
  ] as const) {
    const key = column as 'artist_id';
    const stats = await db
      .selectFrom(table as 'user_artist_stats')
      .selectAll()
      .execute();
    const recount = await recountStats(db, key).execute();
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

  const artists = await db
    .selectFrom('artists')
    .select(['id', 'show_count', 'score_sum', 'scored_count', 'fan_count'])
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

  const shows = await db
    .selectFrom('shows')
    .select([
      'id',
      'likes_count',
      'comments_count',
      'photos_count',
      recountShow.likes_count.as('likes'),
      recountShow.comments_count.as('comments'),
      recountShow.photos_count.as('photos'),
    ])
    .execute();
  for (const s of shows) {
    if (
      s.likes_count !== Number(s.likes) ||
      s.comments_count !== Number(s.comments) ||
      s.photos_count !== Number(s.photos)
    )
      problems.push(
        `show ${s.id} likes/comments/photos ${s.likes_count}/${s.comments_count}/${s.photos_count} != ${s.likes}/${s.comments}/${s.photos}`,
      );
  }
  return problems;
}
