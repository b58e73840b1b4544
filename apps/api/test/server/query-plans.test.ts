/**
 * No full scan on a request path: every SQL statement the app runs while
 * serving a representative set of requests is EXPLAINed, and a plan that
 * scans shows, users, follows or notifications without an index fails.
 * The scenario is the same on both engines; only the "explain and judge"
 * step differs: EXPLAIN QUERY PLAN on SQLite, EXPLAIN (FORMAT JSON) with
 * sequential scans switched off on PostgreSQL.
 */
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../support/helpers';
import { useStatementCapture } from '../support/statement-capture';
import { festivalFields, showAt } from '../support/venues';

/** user_artist_stats: a row per user and artist they logged, read by taste match and For You. */
const HOT_TABLES = /^(shows|users|follows|notifications|user_artist_stats|user_search_terms)$/;
/**
 * Partial indexes read whole on purpose: users_private_idx (migration 0007)
 * holds only private accounts, so PostgreSQL's hashed anti-join of the
 * visibility rule costs their number, never the users table's.
 */
const PARTIAL_BY_DESIGN = new Set(['users_private_idx']);
// The app's own handle, with a log hook: every statement it runs while capturing.
const { t, dialect, captured, start, stop } = useStatementCapture();

/** The requests whose SQL is checked: writes, reads and the social paths. */
async function runScenario() {
  const a = await t.newUser({ displayName: 'Plan A' });
  const b = await t.newUser({ displayName: 'Plan B' });
  start();
  const show = (
    await a.postShow({
      artist: 'Adele',
      city: 'Lisbon',
      date: '2026-01-01',
      score: 80,
      venue: 'Plan Hall',
      'guestAppearances[0]': 'Drake',
    })
  ).json().show;
  await b.post(`/api/venues/${show.venueId}/access-notes`, { feature: 'stepFree', note: 'Ramp' });
  await b.post(`/api/users/${b.user.id}/following/${a.user.id}`);
  await b.post(`/api/shows/${show.id}/like`);
  await b.post(`/api/shows/${show.id}/comments`, { body: 'hi' });
  await b.post(`/api/users/${b.user.id}/want-to-see`, { artistName: 'Adele' });
  // A plan tells b (a follower who wants to see the artist).
  const planDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  expect(
    (await a.post('/api/plans', { artist: 'Adele', city: 'Lisbon', date: planDate })).statusCode,
  ).toBe(201);
  await b.postShow({ artist: 'Adele', city: 'Lisbon', date: '2026-01-01', score: 70 });
  for (const url of [
    '/api/shows?limit=50',
    `/api/shows/${show.id}`,
    '/api/leaderboard',
    '/api/artist-leaderboard',
    `/api/users/${a.user.id}`,
    `/api/users/${a.user.id}/ranked-shows`,
    `/api/users/${a.user.id}/ranked-shows?limit=50&offset=50`,
    `/api/users/${a.user.id}/best-rated-artist`,
    `/api/users/${a.user.id}/most-visited-city`,
    `/api/users/${a.user.id}/most-seen-artist`,
    `/api/users/${a.user.id}/diary`,
    `/api/users/${a.user.id}/diary?year=2025`,
    `/api/users/${a.user.id}/artist-insights`,
    `/api/users/${a.user.id}/city-insights`,
    `/api/users/${a.user.id}/followers`,
    `/api/users/${a.user.id}/followers?limit=50&offset=50`,
    `/api/users/${a.user.id}/artist-insights?limit=10&offset=10`,
    `/api/users/${a.user.id}/following`,
    `/api/users/${b.user.id}/following/${a.user.id}`,
    `/api/users/${a.user.id}/notifications`,
    `/api/users/${a.user.id}/notifications/unread-count`,
    `/api/users/${a.user.id}/want-to-see`,
    '/api/artists/Adele',
    `/api/artists/Adele?before=${show.id + 1}`,
    '/api/artists/Adele?filter=guest',
    `/api/artists/Adele?filter=photos&before=${show.id + 1}`,
    '/api/artist-stats?q=ade',
    '/api/artist-stats',
    '/api/cities?q=lis',
    `/api/users?q=${a.user.username.slice(0, 4)}`,
    `/api/users/${b.user.id}/recommendations`,
    '/api/venues?q=plan&city=Lisbon',
    '/api/venues?q=pl',
    '/api/venues?q=hall&city=Lisbon&cityCountry=PT',
    `/api/venues/${show.venueId}`,
    `/api/venues/${show.venueId}?before=${show.id}`,
    `/api/users/${a.user.id}/venue-insights`,
    `/api/users/${a.user.id}/most-visited-venue`,
    // The Following feed (b follows a), a gig page, plans.
    '/api/feed/following',
    `/api/feed/following?limit=5&before=${show.id + 1}`,
    `/api/gigs/${show.artistId}/${show.cityId}/${show.date}`,
    `/api/users/${a.user.id}/plans`,
    `/api/users/${a.user.id}/plans?artist=adele`,
    `/api/shows/${show.id}/comparisons`,
  ]) {
    const viewer = url.includes(`/${b.user.id}/`) || url.startsWith('/api/feed/') ? b : a;
    expect((await viewer.get(url)).statusCode, url).toBeLessThan(500);
  }
  // Taste match: B's counters by key range, A's by key, for A's profile.
  await b.addShow({ artist: 'Adele', city: 'Lisbon', date: '2026-01-02', score: 70 });
  expect((await b.get(`/api/users/${a.user.id}/taste-match`)).json()).toMatchObject({
    percent: 90,
  });
  // A re-score moves the show in its owner's ranking.
  const rescored = await a.put(`/api/shows/${show.id}/score`, { score: 12 });
  expect(rescored.statusCode).toBe(200);
  // "Which was better?" between two shows of that score: the tie order is renumbered.
  const tied = await a.addShow({ artist: 'Muse', city: 'Lisbon', date: '2026-02-01', score: 12 });
  const placed = await a.put(`/api/shows/${show.id}/place`, { aboveId: null, belowId: tied.id });
  expect(placed.statusCode, placed.body).toBe(200);
  await a.del(`/api/shows/${show.id}`);
  await privatePlaces(a, b);
  stop();
}

/**
 * Venues and festivals as private accounts allow: a private account's show,
 * set and access note, read by its approved follower (whose figures add its
 * statistics), by someone else and by itself; the note changed, reported and
 * deleted; the account going private and public (its places' counters move).
 */
async function privatePlaces(a: TestUser, b: TestUser) {
  const c = await t.newUser({ displayName: 'Plan C' });
  const shown = await showAt(c, 'Plan Hall', { artist: 'Muse', date: '2026-01-03', score: 60 });
  const festival = (
    await c.post('/api/festivals', {
      ...festivalFields('Plan Fest', 'Lisbon', '2026-01-01', '2026-01-03'),
      venue: 'Plan Hall',
    })
  ).json() as { id: number };
  const set = await c.addShow({
    artist: 'Muse',
    city: 'Lisbon',
    date: '2026-01-02',
    score: 50,
    festivalId: festival.id,
  });
  const note = `/api/venues/${shown.venueId}/access-notes/quietSpace`;
  await c.post(`/api/venues/${shown.venueId}/access-notes`, { feature: 'quietSpace', note: 'Up' });
  await c.patch(`/api/users/${c.user.id}/profile`, { isPrivate: true });
  await b.post(`/api/users/${b.user.id}/following/${c.user.id}`);
  await c.post(`/api/users/${c.user.id}/follow-requests/${b.user.id}/approve`);
  for (const viewer of [b, a, c]) {
    for (const url of [
      `/api/venues/${shown.venueId}`,
      '/api/venues?q=plan&city=Lisbon',
      `/api/festivals/${festival.id}`,
      '/api/festivals?q=plan',
      `/api/festivals/${festival.id}/my-sets`,
      `/api/festivals/${festival.id}/my-sets?after=${set.id}`,
    ]) {
      expect((await viewer.get(url)).statusCode, url).toBeLessThan(500);
    }
  }
  await c.put(note, { note: 'Upstairs' });
  await b.post(`${note}/report`, { reason: 'spam' });
  await c.del(note);
  await c.patch(`/api/users/${c.user.id}/profile`, { isPrivate: false });
}

interface Verdict {
  /** Distinct statements EXPLAINed. */
  explained: number;
  /** One entry per offending statement: the SQL and its plan. */
  problems: string[];
}

/** SQLite: EXPLAIN QUERY PLAN; a plain `SCAN <hot table>` fails unless bounded. */
function judgeSqlite(queries: CompiledQuery[]): Verdict {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const query of queries) {
    if (!/^\s*(select|update|delete|insert)/i.test(query.sql) || seen.has(query.sql)) continue;
    seen.add(query.sql);
    const plan = t.database
      .sqlite!.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .all(...(query.parameters as unknown[])) as { detail: string }[];
    // A scan that follows the ORDER BY (no temp B-tree) and stops at a LIMIT reads
    // only the rows it returns (the feed walks shows by id); any other scan of a
    // big table reads all of it.
    const bounded =
      /\border by\b/i.test(query.sql) &&
      /\blimit\b/i.test(query.sql) &&
      !plan.some((p) => p.detail.includes('TEMP B-TREE'));
    const scans = plan.filter(({ detail }) => {
      const scan = /^SCAN (\w+)(?: AS \w+)?$/.exec(detail);
      return scan && HOT_TABLES.test(scan[1]!) && !bounded;
    });
    if (scans.length > 0)
      problems.push(
        `${scans.map((s) => s.detail).join(', ')}\n  SQL: ${query.sql}\n  plan:\n` +
          plan.map((p) => `    ${p.detail}`).join('\n'),
      );
  }
  return { explained: seen.size, problems };
}

/** Statements EXPLAIN cannot take: transaction control, session settings, advisory locks. */
const PG_NOT_EXPLAINABLE =
  /^\s*(begin|start transaction|commit|end|rollback|savepoint|release|set|reset|show)\b|\bpg_(try_)?advisory_/i;
const PG_EXPLAINABLE = /^\s*(select|insert|update|delete|with|values)\b/i;

interface PgPlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PgPlanNode[];
}

/**
 * The full scans of a hot table in a plan: every Seq Scan, and an index scan
 * with no Index Cond, which reads the whole index (the planner's way around a
 * Seq Scan once those are switched off). An Index Scan a LIMIT stops early is
 * fine: only a Limit, or the outer side of a Nested Loop under one, passes
 * rows up without reading them all first. A Bitmap Index Scan always reads
 * its whole range; it names no table, so the Bitmap Heap Scan above it does.
 */
function fullScans(node: PgPlanNode, bounded = false, heap = ''): string[] {
  const type = node['Node Type'];
  const relation = node['Relation Name'] ?? heap;
  const here: string[] = [];
  if (HOT_TABLES.test(relation)) {
    if (type === 'Seq Scan') here.push(`Seq Scan on ${relation}`);
    else if (
      node['Index Name'] &&
      !PARTIAL_BY_DESIGN.has(node['Index Name']) &&
      !node['Index Cond'] &&
      (type === 'Bitmap Index Scan' || !bounded)
    )
      here.push(`${type} on ${relation} reads all of ${node['Index Name']}`);
  }
  const children = (node.Plans ?? []).flatMap((child) =>
    fullScans(
      child,
      type === 'Limit' ||
        (bounded && type === 'Nested Loop' && child['Parent Relationship'] === 'Outer'),
      type === 'Bitmap Heap Scan' || type === 'BitmapAnd' || type === 'BitmapOr' ? relation : '',
    ),
  );
  return [...here, ...children];
}

/**
 * PostgreSQL: EXPLAIN (FORMAT JSON) with the captured parameters, inside one
 * transaction with `enable_seqscan = off` (on tiny test tables the planner
 * would otherwise always prefer a sequential scan). A Seq Scan of a hot table
 * that survives that setting means no index can serve the query; see
 * fullScans for the whole-index scans it may pick instead.
 */
async function judgePostgres(queries: CompiledQuery[]): Promise<Verdict> {
  const unexpected = [
    ...new Set(
      queries
        .map((q) => q.sql)
        .filter((s) => !PG_NOT_EXPLAINABLE.test(s) && !PG_EXPLAINABLE.test(s)),
    ),
  ];
  expect(unexpected, 'statements neither explained nor explicitly skipped').toEqual([]);
  const distinct = new Map<string, CompiledQuery>();
  for (const query of queries)
    if (PG_EXPLAINABLE.test(query.sql) && !PG_NOT_EXPLAINABLE.test(query.sql))
      if (!distinct.has(query.sql)) distinct.set(query.sql, query);

  const problems: string[] = [];
  await t.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL jit = off`.execute(trx);
    for (const query of distinct.values()) {
      const explain = (format: string) =>
        trx.executeQuery<{ 'QUERY PLAN': unknown }>(
          CompiledQuery.raw(`EXPLAIN (FORMAT ${format}) ${query.sql}`, [...query.parameters]),
        );
      const [{ Plan }] = (await explain('JSON')).rows[0]!['QUERY PLAN'] as [{ Plan: PgPlanNode }];
      const scans = fullScans(Plan);
      if (scans.length === 0) continue;
      const text = (await explain('TEXT')).rows.map((r) => `    ${String(r['QUERY PLAN'])}`);
      problems.push(`${scans.join(', ')}\n  SQL: ${query.sql}\n  plan:\n${text.join('\n')}`);
    }
  });
  return { explained: distinct.size, problems };
}

describe('query plans', () => {
  it(`every request-path query uses an index on the big tables (${dialect})`, async () => {
    await runScenario();
    const { explained, problems } =
      dialect === 'sqlite' ? judgeSqlite(captured) : await judgePostgres(captured);
    expect(explained).toBeGreaterThan(40);
    expect(problems.length, `full scans of a big table:\n\n${problems.join('\n\n')}`).toBe(0);
  });
});
