/**
 * City search reads index ranges only, on both engines: every statement a
 * search runs (the terms' range joined to their cities; for a short, common
 * prefix, the cities walked by population with a probe of each one's terms)
 * is EXPLAINed: city_search_terms is read by a range on `term`, never
 * scanned, and cities only by an index. As query-plans.test.ts: EXPLAIN
 * QUERY PLAN on SQLite, EXPLAIN (FORMAT JSON) with sequential scans switched
 * off on PostgreSQL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertCity } from '@gigrank/db';
import * as plans from '../support/statement-capture';

const capture = plans.useStatementCapture();
const { t, dialect } = capture;

/** More cities of one prefix than a search examines, so the population walk runs too. */
const CROWD = 600;

async function runSearches() {
  const searcher = await t.newUser();
  for (let i = 0; i < CROWD; i++) {
    await insertCity(t.db, {
      name: `Zzyzx Crowd ${i}`,
      nameKey: `zzyzx crowd ${i}`,
      country: 'US',
    });
  }
  await sql`analyze`.execute(t.db);
  capture.start();
  for (const q of [
    'Petersburg',
    'Gothenburg',
    'goth',
    'St. Peters',
    'zzyzx',
    'crowd 1',
    'Lisbon, PT',
  ]) {
    const res = await searcher.get(`/api/cities?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, q).toBe(200);
  }
  expect((await searcher.query('cities.search', { q: 'Gothenburg' })).statusCode).toBe(200);
  capture.stop();
}

const termStatements = () =>
  plans.distinctSelects(capture.captured, (q) => q.includes('city_search_terms'));

/** The terms read by a range of their primary key or of (city_id, term): never all of them. */
const TERM_RANGE_SQLITE =
  /^SEARCH t (EXISTS )?USING (COVERING )?INDEX (sqlite_autoindex_city_search_terms_1|city_search_terms_city_idx) \((city_id=\? AND )?term>\? AND term<\?\)$/;

describe('city search plans', () => {
  it(`reads the terms by index range, never a scan (${dialect})`, async () => {
    await runSearches();
    const statements = termStatements();
    // The terms' range, and the population walk with its probe (with and without a country).
    expect(statements.length).toBeGreaterThanOrEqual(3);
    expect(statements.some((q) => /order by "population" desc/.test(q.sql))).toBe(true);
    const problems: string[] = [];
    if (dialect === 'sqlite') {
      for (const query of statements) {
        const plan = plans.sqlitePlan(t, query).map((p) => p.detail);
        const terms = plan.filter((d) => /\bt\b/.test(d) && /^(SEARCH|SCAN) t\b/.test(d));
        const bad =
          terms.length === 0 ||
          terms.some((d) => !TERM_RANGE_SQLITE.test(d)) ||
          plan.some((d) => /^SCAN cities$/.test(d));
        if (bad) problems.push(`${query.sql}\n  ${plan.join('\n  ')}`);
      }
    } else {
      await t.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        for (const query of statements) {
          const nodes = await plans.pgPlanNodes(trx, query);
          const onTerms = nodes.filter(
            (n) =>
              n['Relation Name'] === 'city_search_terms' ||
              n['Index Name']?.startsWith('city_search_terms'),
          );
          const bad =
            onTerms.length === 0 ||
            nodes.some((n) => n['Node Type'] === 'Seq Scan') ||
            onTerms.some((n) => n['Index Name'] && !/term >=/.test(n['Index Cond'] ?? ''));
          if (bad) {
            const text = await plans.pgExplain(trx, query, 'TEXT');
            problems.push(`${query.sql}\n  ${text.join('\n  ')}`);
          }
        }
      });
    }
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});
