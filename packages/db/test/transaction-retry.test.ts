import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/schema';
import { createTestDatabase, testDialect, type TestDatabase } from '../src/testing';
import { retryConflicts, TRANSACTION_ATTEMPTS } from '../src/transaction-retry';

const noPause = async () => undefined;
const aborted = (code: string) => Object.assign(new Error(`aborted (${code})`), { code });

describe('a transaction aborted over a conflict runs again', () => {
  it('runs again after a deadlock or a serialization failure, and answers the later run', async () => {
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      const answer = await retryConflicts(async () => {
        runs += 1;
        if (runs === 1) throw aborted(code);
        return 'done';
      }, noPause);
      expect([code, answer, runs]).toEqual([code, 'done', 2]);
    }
  });

  it('gives up after its attempts, and never runs again over any other error', async () => {
    let runs = 0;
    await expect(
      retryConflicts(async () => {
        runs += 1;
        throw aborted('40P01');
      }, noPause),
    ).rejects.toThrow('aborted (40P01)');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);

    runs = 0;
    await expect(
      retryConflicts(async () => {
        runs += 1;
        throw aborted('23505'); // a unique violation: the same run would fail the same way
      }, noPause),
    ).rejects.toThrow('aborted (23505)');
    expect(runs).toBe(1);
  });
});

/** A promise and the function that resolves it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.skipIf(testDialect() !== 'postgres')('two writers in opposite lock orders', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
    await sql`CREATE TABLE retry_probe (id integer PRIMARY KEY, writes integer NOT NULL)`.execute(
      t.db,
    );
    await sql`INSERT INTO retry_probe VALUES (1, 0), (2, 0)`.execute(t.db);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const write = (trx: Transaction<DB>, id: number) =>
    sql`UPDATE retry_probe SET writes = writes + 1 WHERE id = ${id}`.execute(trx);

  it('both commit: PostgreSQL aborts one of them as a deadlock, and it runs again', async () => {
    const runs: [number, number] = [0, 0];
    const holds = [gate(), gate()] as const;
    // Writer w takes row w + 1, waits until the other holds the other row, then asks for it.
    const writer = (w: 0 | 1) =>
      t.db.transaction().execute(async (trx) => {
        runs[w] += 1;
        await write(trx, w + 1);
        holds[w].open();
        await holds[w === 0 ? 1 : 0].opened;
        await write(trx, w === 0 ? 2 : 1);
      });
    const [a, b] = [writer(0), writer(1)];
    await Promise.all([a, b]);

    expect(runs[0] + runs[1]).toBe(3);
    const rows = await sql<{
      id: number;
      writes: number;
    }>`SELECT id, writes FROM retry_probe ORDER BY id`.execute(t.db);
    expect(rows.rows).toEqual([
      { id: 1, writes: 2 },
      { id: 2, writes: 2 },
    ]);
  });
});
