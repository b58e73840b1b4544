import type { TestDatabase } from '@gigrank/db/testing';
import { rankShows } from '@gigrank/domain';

/** Counters that must always equal a recount of the rows they summarise. */
export async function counterMismatches(db: TestDatabase['db']): Promise<string[]> {
  const problems: string[] = [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'shows_count', 'followers_count', 'following_count'])
    .execute();
  for (const u of users) {
    const [shows, followers, following] = await Promise.all([
      db
        .selectFrom('shows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', u.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('followee_id', '=', u.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('follower_id', '=', u.id)
        .executeTakeFirstOrThrow(),
    ]);
    if (Number(shows.n) !== u.shows_count)
      problems.push(`user ${u.id} shows ${u.shows_count} != ${shows.n}`);
    // Stored ranks move incrementally: they must equal a full re-sort, 1..n.
    const own = await db
      .selectFrom('shows')
      .select(['id', 'score', 'date', 'created_at', 'rank'])
      .where('user_id', '=', u.id)
      .execute();
    const stored = new Map(own.map((s) => [s.id, s.rank]));
    for (const s of rankShows(own.map((row) => ({ ...row, createdAt: row.created_at })))) {
      if (stored.get(s.id) !== s.rank) {
        problems.push(`user ${u.id} show ${s.id} rank ${stored.get(s.id)} != ${s.rank}`);
      }
    }
    if (Number(followers.n) !== u.followers_count) problems.push(`user ${u.id} followers`);
    if (Number(following.n) !== u.following_count) problems.push(`user ${u.id} following`);
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
  for (const a of artists) {
    const r = await db
      .selectFrom('shows')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('score').as('sum'),
        eb.fn.count<number>('score').as('scored'),
      ])
      .where('artist_id', '=', a.id)
      .executeTakeFirstOrThrow();
    // Fans: distinct users with a scored show of the artist (count ignores null scores).
    const fans = await db
      .selectFrom('shows')
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
      .where('artist_id', '=', a.id)
      .where('score', 'is not', null)
      .executeTakeFirstOrThrow();
    if (
      Number(r.n) !== a.show_count ||
      Number(r.sum ?? 0) !== a.score_sum ||
      Number(r.scored) !== a.scored_count ||
      Number(fans.n) !== a.fan_count
    ) {
      problems.push(
        `artist ${a.id}: ${a.show_count}/${a.score_sum}/${a.scored_count}/${a.fan_count} != ${r.n}/${r.sum}/${r.scored}/${fans.n}`,
      );
    }
  }
  for (const [table, column] of [
    ['user_artist_stats', 'artist_id'],
    ['user_city_stats', 'city_id'],
  ] as const) {
    const stats = await db.selectFrom(table).selectAll().execute();
    const recount = await db
      .selectFrom('shows')
      .select((eb) => [
        'user_id',
        column,
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('score').as('sum'),
      ])
      .groupBy(['user_id', column])
      .execute();
    const key = (u: number, x: number) => `${u}:${x}`;
    const have = new Map(
      stats.map((s) => [key(s.user_id, (s as Record<string, number>)[column]!), s]),
    );
    if (have.size !== recount.length)
      problems.push(`${table}: ${have.size} rows != ${recount.length} groups`);
    for (const r of recount) {
      const s = have.get(key(r.user_id, (r as Record<string, number>)[column]!));
      if (!s || s.show_count !== Number(r.n) || s.score_sum !== Number(r.sum ?? 0))
        problems.push(`${table} ${r.user_id}/${(r as Record<string, number>)[column]}`);
    }
  }
  const showCounters = await db
    .selectFrom('shows')
    .select((eb) => [
      'id',
      'likes_count',
      'comments_count',
      'photos_count',
      eb
        .selectFrom('likes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('likes.show_id', '=', 'shows.id')
        .as('likes'),
      eb
        .selectFrom('comments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('comments.show_id', '=', 'shows.id')
        .as('comments'),
      eb
        .selectFrom('show_photos')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('show_photos.show_id', '=', 'shows.id')
        .as('photos'),
    ])
    .execute();
  for (const s of showCounters) {
    if (
      s.likes_count !== Number(s.likes) ||
      s.comments_count !== Number(s.comments) ||
      s.photos_count !== Number(s.photos)
    ) {
      problems.push(
        `show ${s.id} likes/comments/photos ${s.likes_count}/${s.comments_count}/${s.photos_count} != ${s.likes}/${s.comments}/${s.photos}`,
      );
    }
  }
  return problems;
}
