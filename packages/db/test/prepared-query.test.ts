import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { preparedQuery } from '../src/prepared-query';
import type { DB } from '../src/schema';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

const byRankRange = (db: Kysely<DB>, from: number, to: number) =>
  db
    .selectFrom('artists')
    .select(['name', 'global_rank'])
    .where('global_rank', '>=', from)
    .where('global_rank', '<=', to)
    .where('monthly_streams', '>', 0) // a constant parameter, kept as it is
    .orderBy('global_rank')
    .limit(3);

class RollBack extends Error {}

describe('preparedQuery', () => {
  it('answers as the query built each time, for every set of values', async () => {
    const prepared = preparedQuery(byRankRange);
    for (const [from, to] of [
      [1, 10],
      [5, 6],
      [2990, 3005],
      [40, 30],
    ] as const) {
      expect(await prepared.execute(t.db, from, to)).toEqual(
        await byRankRange(t.db, from, to).execute(),
      );
    }
    expect((await prepared.executeTakeFirst(t.db, 1, 1))?.name).toBe('Bruno Mars');
    expect(await prepared.executeTakeFirst(t.db, 40, 30)).toBeUndefined();
  });

  it('passes one value to every parameter that uses it', async () => {
    const prepared = preparedQuery((db: Kysely<DB>, rank: number) =>
      db
        .selectFrom('artists')
        .select('global_rank')
        .where('global_rank', '>=', rank)
        .where('global_rank', '<=', rank),
    );
    expect(await prepared.execute(t.db, 7)).toEqual([{ global_rank: 7 }]);
    expect(await prepared.execute(t.db, 8)).toEqual([{ global_rank: 8 }]);
  });

  it('refuses a builder that does not pass a value as a parameter', async () => {
    const ignores = preparedQuery((db: Kysely<DB>, _rank: number) =>
      db.selectFrom('artists').select('name').where('global_rank', '=', 1),
    );
    await expect(ignores.execute(t.db, 1)).rejects.toThrow(/value 0 is not passed/);
    const inlines = preparedQuery((db: Kysely<DB>, name: string) =>
      db.selectFrom('artists').select('name').where('name', '=', sql.lit(name)),
    );
    await expect(inlines.execute(t.db, 'x')).rejects.toThrow(/value 0 is not passed/);
  });

  it('sees a transaction’s own writes when run inside it', async () => {
    const prepared = preparedQuery((db: Kysely<DB>, key: string) =>
      db.selectFrom('artists').select('name').where('name_key', '=', key),
    );
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('artists')
          .values({
            name: 'Prepared Band',
            name_key: 'prepared band',
            monthly_streams: 1,
            global_rank: 9999,
            formatted_streams: '<1M',
            created_at: new Date().toISOString(),
          })
          .execute();
        expect(await prepared.execute(trx, 'prepared band')).toEqual([{ name: 'Prepared Band' }]);
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
    expect(await prepared.execute(t.db, 'prepared band')).toEqual([]);
  });
});

describe('rows read from SQLite', () => {
  it('are the objects better-sqlite3 builds, duplicate names and RETURNING included', async () => {
    if (t.dialect !== 'sqlite') return;
    const query = `select a.name, a.global_rank as rank, b.name, null as empty, 1.5 as half
      from artists a join artists b on b.global_rank = a.global_rank + 1
      where a.global_rank <= 3 order by a.global_rank`;
    const { rows } = await sql.raw(query).execute(t.db);
    expect(rows).toEqual(t.sqlite!.prepare(query).all());
    const second = await t.db
      .selectFrom('artists')
      .select('name')
      .where('global_rank', '=', 2)
      .executeTakeFirstOrThrow();
    // The later 'name' (the artist ranked 2nd) wins, as in better-sqlite3's objects.
    expect(rows[0]).toEqual({ name: second.name, rank: 1, empty: null, half: 1.5 });

    const streamed = [];
    for await (const row of t.db
      .selectFrom('artists')
      .select(['name', 'global_rank'])
      .where('global_rank', '<=', 2)
      .orderBy('global_rank')
      .stream()) {
      streamed.push(row);
    }
    expect(streamed.map((r) => r.global_rank)).toEqual([1, 2]);

    const inserted = await t.db
      .insertInto('artists')
      .values({
        name: 'Returning Band',
        name_key: 'returning band',
        monthly_streams: 1,
        global_rank: 9999,
        formatted_streams: '<1M',
        created_at: new Date().toISOString(),
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ id: expect.any(Number), name: 'Returning Band' });
  });
});
