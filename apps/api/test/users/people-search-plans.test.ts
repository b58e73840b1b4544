/**
 * People search reads index ranges only, on both engines: every statement a
 * search runs (the viewer's follows with a probe of each one's terms, pages
 * of user_search_terms by word and term, the block rule of the seam) is
 * EXPLAINed: no scan of users, follows or the terms, and the terms are read
 * by a range on `term`. As query-plans.test.ts: EXPLAIN QUERY PLAN on SQLite,
 * EXPLAIN (FORMAT JSON) with sequential scans switched off on PostgreSQL.
 */
import { sql, type CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { userSearchTerms } from '@gigrank/db';
import {
  distinctSelects,
  pgExplain,
  pgPlanNodes,
  planAsIfLarge,
  sqlitePlan,
  useStatementCapture,
} from '../support/statement-capture';

const { t, dialect, captured, start, stop } = useStatementCapture();

/** How many people the planners see: enough that reading every account costs more than a range. */
const CROWD = 3000;

/**
 * A crowd of accounts with their terms (a quarter of them named Zoe), a few
 * hundred of them followed, then fresh statistics: the planners choose as
 * they would on a real table, not on a handful of rows.
 */
async function crowd(followerId: number) {
  const now = new Date().toISOString();
  const firsts = ['Zoe', 'Pedro', 'Ana', 'Lena'];
  for (let start = 0; start < CROWD; start += 500) {
    const rows = Array.from({ length: 500 }, (_, i) => {
      const n = start + i;
      const displayName = `${firsts[n % 4]} Crowd${n}`;
      return {
        username: `crowd_${n}`,
        username_key: `crowd_${n}`,
        display_name: displayName,
        display_name_key: displayName.toLowerCase(),
        password_hash: 'x',
        created_at: now,
      };
    });
    const ids = await t.db.insertInto('users').values(rows).returning('id').execute();
    await t.db
      .insertInto('user_search_terms')
      .values(
        rows.flatMap((row, i) =>
          userSearchTerms(row.username_key, row.display_name_key).map((term) => ({
            user_id: ids[i]!.id,
            ...term,
          })),
        ),
      )
      .execute();
    if (start === 0) {
      await t.db
        .insertInto('follows')
        .values(
          ids
            .slice(0, 300)
            .map(({ id }) => ({ follower_id: followerId, followee_id: id, created_at: now })),
        )
        .execute();
    }
  }
  await sql`analyze`.execute(t.db);
}

/** Searches by a plain viewer, one who follows people, and one in a block; one reads past a page. */
async function runSearches() {
  const zoe = await t.newUser({ displayName: 'Zoë Bauer' });
  await t.newUser({ displayName: 'Pedro Silva' });
  await t.newUser({ displayName: 'Ana Zoe Lima' });
  await t.newUser({ displayName: 'pl0 pl1 pl2 pl3 pl4 pl5 pl6 pl7' });
  await t.newUser({ displayName: 'Zed pl9' });
  const plain = await t.newUser();
  const follower = await t.newUser();
  const blocker = await t.newUser();
  await follower.post(`/api/users/${follower.user.id}/following/${zoe.user.id}`);
  await blocker.post(`/api/users/${blocker.user.id}/blocks/${plain.user.id}`);
  await crowd(follower.user.id);
  start();
  for (const who of [plain, follower, blocker]) {
    for (const url of ['/api/users?q=zoe', '/api/users?q=silva&limit=8', '/api/users']) {
      expect((await who.get(url)).statusCode, url).toBe(200);
    }
    // Seven of one person's words fill the first page: the next page starts after it.
    const paged = await who.get('/api/users?q=pl&limit=2');
    expect(paged.json()).toHaveLength(2);
    expect((await who.query('users.list', { q: 'Zoë', limit: 8 })).statusCode).toBe(200);
  }
  stop();
}

/** The distinct captured statements that read the search terms. */
const termStatements = () => distinctSelects(captured, (q) => q.includes('user_search_terms'));

const TERM_RANGE_SQLITE =
  /^SEARCH t (EXISTS )?USING (COVERING )?INDEX \w+ \((word=\? AND )?(user_id=\? AND )?(term>\? AND term<\?|\(term,user_id\)>\(\?,\?\) AND term<\?|term>\?)\)$/;

/** A page of terms (not the followed people's probe): its LIMIT must stop the range early. */
const isTermPage = (query: CompiledQuery) => query.sql.includes('"t"."word" = ?');

/** An Index Cond on the terms that is a range: word or account first, then the term's bounds. */
const TERM_RANGE_PG = /^\(\((word = |user_id = ).*\(term >= /;

describe('people search plans', () => {
  it(`reads the terms by index range, never a scan (${dialect})`, async () => {
    await runSearches();
    const statements = termStatements();
    // The followed people's probe, the first page of each word kind, and a page after a cursor.
    expect(statements.length).toBeGreaterThanOrEqual(4);
    const problems: string[] = [];
    if (dialect === 'sqlite') {
      for (const query of statements) {
        const steps = sqlitePlan(t, query);
        const plan = steps.map((p) => p.detail);
        const scans = plan.filter((d) => /^SCAN (users|follows|t|user_search_terms)\b/.test(d));
        const termReads = plan.filter((d) => /^SEARCH t /.test(d));
        const ranged = termReads.length > 0 && termReads.every((d) => TERM_RANGE_SQLITE.test(d));
        // A sort of the statement's own rows would read the whole range before the LIMIT.
        const sorted = steps.some((p) => p.top && p.detail.includes('TEMP B-TREE'));
        if (isTermPage(query) && sorted)
          problems.push(`sorted: ${query.sql}\n  ${plan.join('\n  ')}`);
        if (scans.length > 0 || !ranged) problems.push(`${query.sql}\n  ${plan.join('\n  ')}`);
      }
    } else {
      await t.db.transaction().execute(async (trx) => {
        // On test-sized tables hashing or merging a whole table is the cheapest
        // plan; with those switched off the planner shows the nested loops of
        // index probes and ranges it takes once the tables are large.
        await planAsIfLarge(trx);
        const planOf = (query: CompiledQuery) => pgPlanNodes(trx, query);
        const report = async (what: string, query: CompiledQuery) =>
          problems.push(
            `${what}: ${query.sql}\n  ${(await pgExplain(trx, query, 'TEXT')).join('\n  ')}`,
          );
        for (const query of statements) {
          const all = await planOf(query);
          const scans = all.filter(
            (n) =>
              n['Node Type'] === 'Seq Scan' ||
              (n['Index Name'] && !n['Index Cond'] && n['Index Name'] !== 'users_private_idx'),
          );
          const termReads = all.filter((n) => n['Relation Name'] === 'user_search_terms');
          // A range: the term's bounds, after the word (word_idx) or the account (the key).
          const ranged =
            termReads.length > 0 &&
            termReads.every((n) => TERM_RANGE_PG.test(n['Index Cond'] ?? ''));
          if (scans.length > 0 || !ranged) await report('scan', query);
        }
        // A page of terms has a plan that needs no sort: its LIMIT stops the range early.
        await sql`SET LOCAL enable_sort = off`.execute(trx);
        for (const query of statements.filter(isTermPage)) {
          if ((await planOf(query)).some((n) => n['Node Type'] === 'Sort'))
            await report('sorted', query);
        }
      });
    }
    expect(problems, `people search plans:\n\n${problems.join('\n\n')}`).toEqual([]);
  });
});
