/**
 * Migration 0015_place_privacy on a database holding shows of a public and a
 * private account, on both engines: the venues' and festivals' shared
 * counters (and the venues' counts per artist), which counted every show,
 * count the public account's only and equal a recount; each user's own
 * statistics keep all of theirs; going down counts everyone again.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { counterMismatches } from '../src/recounts';
import { migrateToLatest } from '../src/migrate';
import { useMigrationDatabase } from './migration-support';

const t = useMigrationDatabase();

describe('0015: the places count public accounts only', () => {
  it('recounts venues, festivals and their artists without the private account', async () => {
    await t.migrateTo('0012_imports');

    const now = new Date().toISOString();
    const city = await t.city('Mig15 Town', now);
    const artistOf = (name: string) => t.artist(name, now);
    const [seen, hidden] = [await artistOf('Mig15 Seen'), await artistOf('Mig15 Hidden')];
    const userOf = (name: string, isPrivate: number) =>
      t.idOf(sql<{ id: number }>`insert into users
        (username, username_key, display_name, password_hash, created_at, is_private)
        values (${name}, ${name}, ${name}, 'x', ${now}, ${isPrivate}) returning id`);
    const [open, closed] = [await userOf('mig15open', 0), await userOf('mig15closed', 1)];
    let day = 1;
    for (const [user, artist, score] of [
      [open, seen, 80],
      [closed, hidden, 20],
      [closed, hidden, 30],
    ] as const) {
      const date = `2024-02-${String(day++).padStart(2, '0')}`;
      await sql`insert into shows (user_id, artist_id, city_id, venue, date, score, created_at, updated_at)
        values (${user}, ${artist}, ${city}, 'Mig15 Hall', ${date}, ${score}, ${now}, ${now})`.execute(
        t.db,
      );
    }
    // 0013 makes the venue and counts every show; a festival's sets counted the same way.
    await t.migrateTo('0014_gigs_plans_ties');
    const venue = (await t.db
      .selectFrom('venues')
      .select(['id', 'show_count'])
      .where('name', '=', 'Mig15 Hall')
      .executeTakeFirstOrThrow())!;
    expect(venue.show_count).toBe(3);
    const festival = await t.idOf(sql<{ id: number }>`insert into festivals
      (name, name_key, edition, start_date, end_date, city_id, venue_id, created_at,
       set_count, score_sum, scored_count, goer_count)
      values ('Mig15 Fest', 'mig15 fest', 2024, '2024-02-01', '2024-02-03', ${city}, ${venue.id},
       ${now}, 3, 130, 3, 2) returning id`);
    await sql`update shows set festival_id = ${festival} where venue_id = ${venue.id}`.execute(
      t.db,
    );
    await sql`insert into user_festival_stats (user_id, festival_id, show_count, score_sum, scored_count)
      values (${open}, ${festival}, 1, 80, 1), (${closed}, ${festival}, 2, 50, 2)`.execute(t.db);

    await migrateToLatest(t.db);

    const figures = async () => [
      await t.db
        .selectFrom('venues')
        .select(['show_count', 'score_sum', 'scored_count'])
        .where('id', '=', venue.id)
        .executeTakeFirstOrThrow(),
      await t.db
        .selectFrom('festivals')
        .select(['set_count', 'score_sum', 'scored_count', 'goer_count'])
        .where('id', '=', festival)
        .executeTakeFirstOrThrow(),
      (
        await t.db
          .selectFrom('venue_artist_stats')
          .select(['artist_id', 'show_count'])
          .where('venue_id', '=', venue.id)
          .orderBy('artist_id')
          .execute()
      ).map((r) => [r.artist_id, r.show_count]),
    ];
    expect(await figures()).toEqual([
      { show_count: 1, score_sum: 80, scored_count: 1 },
      { set_count: 1, score_sum: 80, scored_count: 1, goer_count: 1 },
      [[seen, 1]],
    ]);
    const placeProblems = (await counterMismatches(t.db, { users: [open, closed] })).filter(
      (p) => p.startsWith('venue') || p.startsWith('festival'),
    );
    expect(placeProblems).toEqual([]);
    // Each user's own statistics keep all of theirs.
    const own = await t.db
      .selectFrom('user_venue_stats')
      .select('show_count')
      .where('user_id', '=', closed)
      .executeTakeFirstOrThrow();
    expect(own.show_count).toBe(2);

    // Down again: every show counts, as before.
    await t.migrateTo('0014_gigs_plans_ties');
    expect(await figures()).toEqual([
      { show_count: 3, score_sum: 130, scored_count: 3 },
      { set_count: 3, score_sum: 130, scored_count: 3, goer_count: 2 },
      [
        [seen, 1],
        [hidden, 2],
      ],
    ]);
    await migrateToLatest(t.db);
  });
});
