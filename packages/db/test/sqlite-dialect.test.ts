/**
 * Write transactions on SQLite begin immediate and, while another process
 * holds the write lock, wait on a timer with the event loop free
 * (sqlite-dialect.ts), instead of failing (deferred begin) or sleeping
 * inside SQLite with every other request stopped (busy timeout).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../src/create-db';
import { migrateToLatest } from '../src/migrate';

describe.runIf(process.env.GIGRANK_TEST_DIALECT !== 'postgres')('write transactions', () => {
  let dir: string;
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gigrank-dialect-'));
    a = createDb(join(dir, 'g.db'), { readCache: false });
    await migrateToLatest(a.db);
    b = createDb(join(dir, 'g.db'), { readCache: false }); // another process's connection
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const addUser = (db: Database['db'], name: string) =>
    db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').execute(); // a read first
      await trx
        .insertInto('users')
        .values({
          username: name,
          username_key: name,
          display_name: name,
          password_hash: 'x',
          created_at: new Date().toISOString(),
        })
        .execute();
    });

  it('wait for another connection’s write lock with the event loop free, then commit', async () => {
    a.sqlite!.prepare('begin immediate').run();
    a.sqlite!.prepare("update users set display_name = 'x' where id = -1").run();
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 2);
    const started = Date.now();
    let committed = false;
    const waiting = addUser(b.db, 'waiter').then(() => (committed = true));
    try {
      await new Promise((resolve) => setTimeout(resolve, 60));
      // On a busy machine the 2 ms timer fires late: its ticks are waited for, b still waiting.
      for (const until = Date.now() + 5000; ticks <= 5 && Date.now() < until;)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(ticks).toBeGreaterThan(5); // the loop ran while b waited
      expect(committed).toBe(false);
    } finally {
      a.sqlite!.prepare('commit').run();
      await waiting;
      clearInterval(timer);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    const names = await a.db.selectFrom('users').select('username').execute();
    expect(names.map((n) => n.username)).toContain('waiter');
  });

  it('never fail side by side from two connections', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => addUser(i % 2 ? a.db : b.db, `both_${i}`)),
    );
    const n = await a.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', 'like', 'both_%')
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(40);
  });
});
