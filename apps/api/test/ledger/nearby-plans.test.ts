/**
 * The places near a position read index ranges only, on both engines: the
 * cities by a range of cities_position_idx on latitude (never a scan of the
 * catalogue), the venues of the cities found by venues_city_key_idx, and a
 * night's gigs by shows_date_city_idx (date and city). As
 * query-plans.test.ts: EXPLAIN QUERY PLAN on SQLite, EXPLAIN (FORMAT JSON)
 * with the whole-table plans switched off on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../support/helpers';
import * as plans from '../support/statement-capture';

const capture = plans.useStatementCapture();
const { t, dialect } = capture;

/** Each table the lookup reads, and the index it must read it by. */
const EXPECTED: Record<string, { sqlite: RegExp; pgIndex: RegExp }> = {
  cities: {
    sqlite: /^SEARCH cities USING INDEX cities_position_idx \(latitude>\? AND latitude<\?\)$/,
    pgIndex: /^cities_position_idx$/,
  },
  venues: {
    sqlite: /^SEARCH venues USING INDEX venues_city_key_idx \(city_id=\?\)$/,
    pgIndex: /^venues_city_key_idx$/,
  },
  shows: {
    sqlite: /^SEARCH shows USING INDEX shows_date_city_idx \(date=\? AND city_id=\?\)$/,
    pgIndex: /^shows_date_city_idx$/,
  },
};

describe('places near a position', () => {
  it(`are read by index ranges, never a scan (${dialect})`, async () => {
    const fan = await t.newUser();
    await fan.addShow({ artist: uniqueName('Plan Band'), city: 'Lisbon', venue: 'Coliseu' });
    capture.start();
    const res = await fan.get('/api/places/nearby?lat=38.7139&lng=-9.1394&date=2025-10-10');
    expect(res.statusCode, res.body).toBe(200);
    capture.stop();
    const statements = plans.distinctSelects(capture.captured, (q) =>
      /from "(cities|venues|shows)"/.test(q),
    );
    const problems: string[] = [];
    for (const table of Object.keys(EXPECTED)) {
      const query = statements.find((q) => q.sql.includes(`from "${table}"`));
      if (!query) {
        problems.push(`no statement read ${table}`);
        continue;
      }
      if (dialect === 'sqlite') {
        const plan = plans.sqlitePlan(t, query).map((p) => p.detail);
        const on = plan.filter((d) => new RegExp(`^(SEARCH|SCAN) ${table}\\b`).test(d));
        if (on.length === 0 || on.some((d) => !EXPECTED[table]!.sqlite.test(d))) {
          problems.push(`${query.sql}\n  ${plan.join('\n  ')}`);
        }
      } else {
        await t.db.transaction().execute(async (trx) => {
          await plans.planAsIfLarge(trx);
          const nodes = await plans.pgPlanNodes(trx, query);
          const on = nodes.filter((n) => n['Relation Name'] === table);
          if (
            on.length === 0 ||
            nodes.some((n) => n['Node Type'] === 'Seq Scan') ||
            on.some((n) => !EXPECTED[table]!.pgIndex.test(n['Index Name'] ?? ''))
          ) {
            const text = await plans.pgExplain(trx, query, 'TEXT');
            problems.push(`${query.sql}\n  ${text.join('\n  ')}`);
          }
        });
      }
    }
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});
