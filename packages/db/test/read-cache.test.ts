import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { MAX_CACHED_ITEMS, ReadCache, cachedRead, isSharedAnswer } from '../src/read-cache';

describe('ReadCache', () => {
  it('keeps an answer until the mark moves, sharing concurrent misses', async () => {
    let mark = 1;
    let computed = 0;
    const cache = new ReadCache(() => String(mark));
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual([1, 1]);
    expect(await cache.get('k', compute)).toBe(1);
    mark = 2;
    expect(await cache.get('k', compute)).toBe(2);
    expect(await cache.get('other', compute)).toBe(3);
  });

  it('marks the answers it hands out as shared (their JSON may be kept), and only those', async () => {
    const cache = new ReadCache(() => 'same');
    const answer = await cache.get('k', async () => ({ list: [1] }));
    expect(isSharedAnswer(answer)).toBe(true);
    expect(isSharedAnswer({ list: [1] })).toBe(false);
    expect(isSharedAnswer(answer.list)).toBe(false);
    expect(isSharedAnswer(null)).toBe(false);
    const long = await cache.get('long', async () => Array.from({ length: MAX_CACHED_ITEMS + 1 }));
    expect(isSharedAnswer(long)).toBe(false); // not kept, so not shared
  });

  it('forgets failures and lists too long to keep, and drops the least recent key', async () => {
    const cache = new ReadCache(() => 'same', 2);
    await expect(cache.get('fails', () => Promise.reject(new Error('boom')))).rejects.toThrow();
    expect(await cache.get('fails', async () => 'ok')).toBe('ok');

    let long = 0;
    const longList = async () => {
      long += 1;
      return Array.from({ length: MAX_CACHED_ITEMS + 1 }, (_, i) => i);
    };
    await cache.get('long', longList);
    await cache.get('long', longList);
    expect(long).toBe(2);

    let a = 0;
    await cache.get('a', async () => ++a);
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c'); // 'a' is the least recent of three: dropped
    await cache.get('a', async () => ++a);
    expect(a).toBe(2);
    expect(cache.size).toBe(2);
  });
});

describe('cachedRead on a database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const usernames = () =>
    cachedRead(t.db, 'usernames', async () =>
      (await t.db.selectFrom('users').select('username').orderBy('id').execute()).map(
        (u) => u.username,
      ),
    );
  const addUser = (db: typeof t.db, name: string) =>
    db
      .insertInto('users')
      .values({
        username: name,
        username_key: name,
        display_name: name,
        password_hash: 'x',
        created_at: new Date().toISOString(),
      })
      .execute();

  it('sees every write: its own, in a transaction, and another connection’s', async () => {
    expect(await usernames()).toEqual([]);
    await addUser(t.db, 'ann');
    expect(await usernames()).toEqual(['ann']);
    await t.db.transaction().execute((trx) => addUser(trx, 'bob'));
    expect(await usernames()).toEqual(['ann', 'bob']);
    if (t.dialect === 'sqlite') {
      const other = new SQLite(t.sqliteFile!);
      other
        .prepare(
          "insert into users (username, username_key, display_name, password_hash, created_at) values ('cat', 'cat', 'cat', 'x', '2026-01-01')",
        )
        .run();
      other.close();
    }
    expect(await usernames()).toEqual(
      t.dialect === 'sqlite' ? ['ann', 'bob', 'cat'] : ['ann', 'bob'],
    );
  });

  it('is kept on SQLite across reads and session writes, and computed every time on PostgreSQL', async () => {
    let runs = 0;
    const counted = () => cachedRead(t.db, 'counted', async () => ++runs);
    await counted();
    const user = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('sessions')
      .values({
        user_id: user.id,
        token_hash: 'h',
        created_at: '2026-01-01',
        last_seen_at: '2026-01-01',
        expires_at: '2027-01-01',
      })
      .execute();
    await t.db.updateTable('sessions').set({ last_seen_at: '2026-01-02' }).execute();
    await counted();
    expect(runs).toBe(t.dialect === 'sqlite' ? 1 : 2);
  });
});
