import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../src/create-db';
import { migrateToLatest } from '../src/migrate';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import {
  ALL,
  MAX_CACHED_ITEMS,
  ReadCache,
  cachedRead,
  isSharedAnswer,
  readCacheOf,
  type CachedRead,
} from '../src/read-cache';

const on = <T>(key: string, ...deps: string[]): CachedRead<T> => ({ key, deps });

describe('ReadCache', () => {
  it('keeps an answer until an entity it is built from changes, sharing concurrent misses', async () => {
    let computed = 0;
    const cache = new ReadCache();
    const compute = async () => ++computed;
    const a = on<number>('a', 'show:1', 'allShows');
    expect(await Promise.all([cache.get(a, compute), cache.get(a, compute)])).toEqual([1, 1]);
    cache.changed(['show:2', 'userShows:9']); // unrelated: kept
    expect(await cache.get(a, compute)).toBe(1);
    cache.changed(['show:1']);
    expect(await cache.get(a, compute)).toBe(2);
    expect(await cache.get(a, compute)).toBe(2);
    expect(cache.computed).toBe(2);
  });

  it('expires an answer whose entity changed while it was being computed', async () => {
    const cache = new ReadCache();
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const first = cache.get(on<string>('k', 'user:1'), async () => {
      await slow;
      return 'old';
    });
    cache.changed(['user:1']); // lands after the computation read its rows
    release();
    expect(await first).toBe('old');
    expect(await cache.get(on<string>('k', 'user:1'), async () => 'new')).toBe('new');
  });

  it('reads entities off the answer (the shows a list holds)', async () => {
    const cache = new ReadCache();
    let runs = 0;
    const list: CachedRead<{ id: number }[]> = {
      key: 'feed',
      deps: ['allShows'],
      depsOf: (shows) => shows.map((s) => `show:${s.id}`),
    };
    const compute = async () => (++runs, [{ id: 7 }, { id: 8 }]);
    await cache.get(list, compute);
    cache.changed(['show:9']);
    await cache.get(list, compute);
    expect(runs).toBe(1);
    cache.changed(['show:8']);
    await cache.get(list, compute);
    expect(runs).toBe(2);
  });

  it('drops everything on a change to ALL', async () => {
    const cache = new ReadCache();
    let runs = 0;
    await cache.get(on('k', 'user:1'), async () => ++runs);
    cache.changed([ALL]);
    await cache.get(on('k', 'user:1'), async () => ++runs);
    expect(runs).toBe(2);
  });

  it('marks the answers it hands out, their lists and their items as shared (their JSON may be kept), and only those', async () => {
    const cache = new ReadCache();
    const answer = await cache.get(
      on<{ list: { id: number }[]; more: { n: number } }>('k'),
      async () => ({
        list: [{ id: 1 }],
        more: { n: 1 },
      }),
    );
    expect(isSharedAnswer(answer)).toBe(true);
    expect(isSharedAnswer(answer.list)).toBe(true);
    expect(isSharedAnswer(answer.list[0])).toBe(true);
    expect(isSharedAnswer(answer.more)).toBe(false); // not a list: not read on its own
    expect(isSharedAnswer({ list: [1] })).toBe(false);
    expect(isSharedAnswer(null)).toBe(false);
    const long = await cache.get(on<unknown[]>('long'), async () =>
      Array.from({ length: MAX_CACHED_ITEMS + 1 }),
    );
    expect(isSharedAnswer(long)).toBe(false); // not kept, so not shared
  });

  it('forgets failures and lists too long to keep, and drops the least recent past its weight', async () => {
    // Weight: one per answer plus one per list item.
    const cache = new ReadCache(undefined, 6);
    await expect(cache.get(on('fails'), () => Promise.reject(new Error('boom')))).rejects.toThrow();
    expect(await cache.get(on('fails'), async () => 'ok')).toBe('ok');

    let long = 0;
    const longList = async () => {
      long += 1;
      return Array.from({ length: MAX_CACHED_ITEMS + 1 }, (_, i) => i);
    };
    await cache.get(on('long'), longList);
    await cache.get(on('long'), longList);
    expect(long).toBe(2);

    let a = 0;
    await cache.get(on('a'), async () => [++a, 0]); // weight 3
    await cache.get(on('b'), async () => 'b'); // 1
    await cache.get(on('c'), async () => ['c', 'c']); // 3: 'fails' and then 'a' go
    await cache.get(on('a'), async () => [++a, 0]);
    expect(a).toBe(2);
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

  it('is kept on SQLite until a declared change, and computed every time on PostgreSQL', async () => {
    let runs = 0;
    const counted = () => cachedRead(t.db, on('counted', 'user:1'), async () => ++runs);
    await counted();
    await counted();
    expect(runs).toBe(t.dialect === 'sqlite' ? 1 : 2);
    await readCacheOf(t.db)?.publish(['user:2']);
    await counted();
    expect(runs).toBe(t.dialect === 'sqlite' ? 1 : 3);
    await readCacheOf(t.db)?.publish(['user:1']);
    await counted();
    expect(runs).toBe(t.dialect === 'sqlite' ? 2 : 4);
  });
});

describe.runIf(process.env.GIGRANK_TEST_DIALECT !== 'postgres')(
  'the change log between processes',
  () => {
    let dir: string;
    let a: Database;
    let b: Database;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'gigrank-change-log-'));
      const file = join(dir, 'g.db');
      a = createDb(file);
      await migrateToLatest(a.db);
      b = createDb(file); // another process's connection: its own cache
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("expires in one process exactly what another process's write changed", async () => {
      let runs = 0;
      const read = (key: string, dep: string) =>
        cachedRead(b.db, on(key, dep), async () => `${key}${++runs}`);
      expect(await read('x', 'show:1')).toBe('x1');
      expect(await read('y', 'show:2')).toBe('y2');
      await readCacheOf(a.db)!.publish(['show:1']);
      expect(await read('x', 'show:1')).toBe('x3'); // expired at once, in the other process
      expect(await read('y', 'show:2')).toBe('y2'); // unrelated: kept
      expect(readCacheOf(b.db)!.cache.computed).toBe(3);
    });

    it('tells listeners what other processes changed (live notifications), not its own', async () => {
      const heard: string[] = [];
      const stop = readCacheOf(b.db)!.onRemoteChanges((e) => heard.push(...e));
      await readCacheOf(a.db)!.publish(['notifications:4']);
      await readCacheOf(b.db)!.publish(['notifications:5']);
      readCacheOf(b.db)!.poll();
      stop();
      expect(heard).toEqual(['notifications:4']);
    });

    it('never writes its rows into another request’s open transaction (whose rollback would lose them)', async () => {
      let runs = 0;
      const read = () => cachedRead(b.db, on('w', 'show:7'), async () => ++runs);
      await read();
      let release!: () => void;
      const paused = new Promise<void>((r) => (release = r));
      // Another request's transaction on a's connection, open across an await, then rolled back.
      const rolledBack = a.db
        .transaction()
        .execute(async (trx) => {
          await trx.selectFrom('users').select('id').execute();
          await paused;
          throw new Error('rolled back');
        })
        .catch(() => 'rolled back');
      const published = readCacheOf(a.db)!.publish(['show:7']);
      release();
      expect(await rolledBack).toBe('rolled back');
      await published;
      await read();
      expect(runs).toBe(2);
    });

    it('drops its whole cache when rows it never read were trimmed', async () => {
      let runs = 0;
      const read = () => cachedRead(b.db, on('z', 'show:3'), async () => ++runs);
      await read();
      // Another process appends and trims past what b has read.
      await readCacheOf(a.db)!.publish(['show:99']);
      a.sqlite!.prepare('DELETE FROM cache_changes').run();
      await readCacheOf(a.db)!.publish(['show:100']);
      await read();
      expect(runs).toBe(2);
    });
  },
);
