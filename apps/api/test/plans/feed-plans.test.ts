/**
 * A feed page is an index range of the feed entries on both engines, however
 * many shows stay out of the feeds: over a crowd whose shows are mostly
 * imported (in_feed = 0), every statement of the Everyone and Following
 * feeds that reads shows by `in_feed` reads them through the partial indexes
 * of the entries (shows_feed_idx, shows_user_feed_idx, migration 0017), with
 * no sort of its own. As query-plans.test.ts: EXPLAIN QUERY PLAN on SQLite,
 * EXPLAIN (FORMAT JSON) on PostgreSQL with the scans a big table would never
 * get (sequential, bitmap) switched off.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as plans from '../support/statement-capture';

const { t, dialect, captured, start, stop } = plans.useStatementCapture();

const PEOPLE = 200;
const SHOWS_EACH = 60;
/** One show in this many is a feed entry; the others were imported. */
const ENTRY_EVERY = 10;
const FEED_INDEXES = new Set(['shows_feed_idx', 'shows_user_feed_idx']);
/** The tables a feed page must never read whole. */
const HOT = /^(shows|users|follows)$/;

/**
 * PEOPLE accounts with SHOWS_EACH shows each (one in ENTRY_EVERY a feed
 * entry), a hundred of them followed by `followerId`, then fresh statistics:
 * the planners choose as they would on a real table.
 */
async function crowd(followerId: number, artistId: number, cityId: number) {
  const now = new Date().toISOString();
  const users = await t.db
    .insertInto('users')
    .values(
      Array.from({ length: PEOPLE }, (_, i) => ({
        username: `feedcrowd_${i}`,
        username_key: `feedcrowd_${i}`,
        display_name: `Feed Crowd ${i}`,
        display_name_key: `feed crowd ${i}`,
        password_hash: 'x',
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  for (let round = 0; round < SHOWS_EACH; round++) {
    await t.db
      .insertInto('shows')
      .values(
        users.map(({ id }, i) => ({
          user_id: id,
          artist_id: artistId,
          city_id: cityId,
          venue: null,
          date: '2015-06-01',
          companion: null,
          favorite_song: null,
          notes: null,
          score: null,
          rating: null,
          rank: null,
          created_at: now,
          updated_at: now,
          in_feed: (round * PEOPLE + i) % ENTRY_EVERY === 0 ? 1 : 0,
        })),
      )
      .execute();
  }
  const followed = users.slice(0, 100).map((u) => ({ followee_id: u.id, created_at: now }));
  await t.db
    .insertInto('follows')
    .values(followed.map((f) => ({ ...f, follower_id: followerId })))
    .execute();
  await sql`analyze`.execute(t.db);
}

/** The Everyone and Following feeds, first pages and pages after a cursor, as a plain viewer and a follower. */
async function readFeeds() {
  const poster = await t.newUser();
  const follower = await t.newUser();
  const plain = await t.newUser();
  const show = (await poster.postShow({ artist: 'Plan Feed' })).json().show as {
    id: number;
    artistId: number;
    cityId: number;
  };
  await crowd(follower.user.id, show.artistId, show.cityId);
  start();
  for (const who of [plain, follower]) {
    for (const url of [
      '/api/shows?limit=50',
      `/api/shows?limit=50&before=${show.id + PEOPLE * 30}`,
      '/api/feed/following',
      `/api/feed/following?limit=20&before=${show.id + PEOPLE * 30}`,
    ]) {
      const res = await who.get(url);
      expect(res.statusCode, url).toBe(200);
    }
    expect((await who.query('shows.feed', { limit: 50 })).statusCode).toBe(200);
  }
  stop();
}

describe('feed plans', () => {
  it(`reads the feed entries by index range, never the shows left out (${dialect})`, async () => {
    await readFeeds();
    const statements = plans.distinctSelects(captured, (q) => q.includes('"in_feed" = 1'));
    // Everyone's page (first and after a cursor), the followees' heads, their ranges.
    expect(statements.length).toBeGreaterThanOrEqual(4);
    const problems: string[] = [];
    if (dialect === 'sqlite') {
      for (const query of statements) {
        const steps = plans.sqlitePlan(t, query);
        const plan = steps.map((p) => p.detail);
        const showReads = plan.filter((d) => /^(SCAN|SEARCH) shows\b/.test(d));
        const ranged =
          showReads.length > 0 &&
          showReads.every((d) => /USING (COVERING )?INDEX shows_(user_)?feed_idx\b/.test(d));
        const sorted = steps.some((p) => p.top && p.detail.includes('TEMP B-TREE'));
        const scans = plan.filter((d) => /^SCAN (users|follows)\b/.test(d));
        if (!ranged || sorted || scans.length > 0)
          problems.push(`${query.sql}\n  ${plan.join('\n  ')}`);
      }
    } else {
      await t.db.transaction().execute(async (trx) => {
        await plans.planAsIfLarge(trx, ['seqscan', 'bitmapscan']);
        for (const query of statements) {
          const all = await plans.pgPlanNodes(trx, query);
          const showReads = all.filter((n) => n['Relation Name'] === 'shows');
          const ranged =
            showReads.length > 0 && showReads.every((n) => FEED_INDEXES.has(n['Index Name'] ?? ''));
          // A sort above a read of shows would read the whole range before the LIMIT.
          const sorted = all.some(
            (n) =>
              n['Node Type'] === 'Sort' &&
              plans.planNodes(n).some((m) => m['Relation Name'] === 'shows'),
          );
          const scans = all.filter(
            (n) =>
              HOT.test(n['Relation Name'] ?? '') &&
              (n['Node Type'] === 'Seq Scan' ||
                (n['Index Name'] &&
                  !n['Index Cond'] &&
                  !FEED_INDEXES.has(n['Index Name']) &&
                  n['Index Name'] !== 'users_private_idx')),
          );
          if (!ranged || sorted || scans.length > 0)
            problems.push(
              `${query.sql}\n  ${(await plans.pgExplain(trx, query, 'TEXT')).join('\n  ')}`,
            );
        }
      });
    }
    expect(problems, `feed plans:\n\n${problems.join('\n\n')}`).toEqual([]);
  });
});
