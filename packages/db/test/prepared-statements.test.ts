/**
 * PostgreSQL: every statement with parameters is prepared once per
 * connection and then only bound and run (create-db.ts, PreparingClient),
 * and a statement prepared before a migration changed its table's columns
 * is prepared afresh instead of failing for good.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../src';
import { createTestDatabase, testDialect, type TestDatabase } from '../src/testing';

describe.runIf(testDialect() === 'postgres')('prepared statements', () => {
  let t: TestDatabase;
  let one: Database;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
    // One connection, so every statement below meets the same session.
    one = createDb(t.url, { poolSize: 1 });
    await sql`create table probe (id int primary key)`.execute(t.db);
    await sql`insert into probe values (1), (2)`.execute(t.db);
  });
  afterAll(async () => {
    await one?.close();
    await t?.destroy();
  });

  const db = () => one.db as unknown as Kysely<{ probe: { id: number; note?: string | null } }>;
  const read = (id: number) => db().selectFrom('probe').selectAll().where('id', '=', id).execute();
  const preparedCount = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
        where statement = 'select * from "probe" where "id" = $1'`.execute(one.db)
    ).rows[0]!.n;

  it('prepares a statement with parameters once per connection', async () => {
    expect(await read(1)).toEqual([{ id: 1 }]);
    expect(await read(2)).toEqual([{ id: 2 }]);
    expect(await read(1)).toEqual([{ id: 1 }]);
    expect(await preparedCount()).toBe(1);
  });

  it('prepares afresh once a migration changed the columns it reads', async () => {
    expect(await read(1)).toEqual([{ id: 1 }]);
    await sql`alter table probe add column note text`.execute(t.db);
    // Outside a transaction: run again at once, with the new column.
    expect(await read(1)).toEqual([{ id: 1, note: null }]);
    await sql`alter table probe add column extra int`.execute(t.db);
    // Inside one the statement fails (the transaction is lost), and the next is prepared afresh.
    await expect(
      db()
        .transaction()
        .execute(async (trx) => trx.selectFrom('probe').selectAll().where('id', '=', 2).execute()),
    ).rejects.toThrow(/cached plan/);
    expect(
      await db()
        .transaction()
        .execute((trx) => trx.selectFrom('probe').selectAll().where('id', '=', 2).execute()),
    ).toEqual([{ id: 2, note: null, extra: null }]);
  });
});
