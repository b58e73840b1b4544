/**
 * The read cache's change log in Redis (adapters/redis-change-log.ts), which
 * keeps every instance's cache right on PostgreSQL: handles A and B stand for
 * two instances. A write published through one expires exactly its answers
 * on the other before the write's promise resolves; a read that starts after
 * a write is never served the older answer, even while a round trip that
 * left before the write is on the wire; a Redis that restarted empty drops
 * every cache; an unreachable Redis means reads computed, never stale; and
 * writes an instance could not log expire everything once Redis is back.
 * (The *-freshness.test.ts suites run every kind of write through two apps on
 * this log.)
 */
import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { HandleCache } from '@gigrank/db';
import { afterAll, describe, expect, it } from 'vitest';
import { redisHandleCache } from '../../src/adapters/redis-change-log';
import { closedPort, dropRedisPrefix, TEST_REDIS_URL } from '../support/redis-env';

const PREFIX = `gigrank-test-${randomUUID()}:`;
const quiet = () => {};
const toClose: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of toClose) await close();
  await dropRedisPrefix(PREFIX);
});

function handle(options: { url?: string; prefix?: string } = {}): HandleCache {
  const h = redisHandleCache({
    redis: options.url ?? TEST_REDIS_URL,
    prefix: options.prefix ?? PREFIX,
    log: quiet,
  });
  toClose.push(() => h.close!());
  return h;
}

/** Reads `key` (built from `deps`) through h's cache; the answer is what `source` holds now. */
function reader(h: HandleCache, source: Map<string, number>) {
  return (key: string, deps: string[]) =>
    h.cache.get({ key, deps }, async () => source.get(key) ?? 0);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the change log in Redis', () => {
  it('expires on the other instance exactly what a write changed', async () => {
    const prefix = `${PREFIX}exact:`;
    const [a, b] = [handle({ prefix }), handle({ prefix })];
    const db = new Map<string, number>();
    const read = reader(b, db);
    expect(await read('feed', ['show:1'])).toBe(0);
    expect(await read('profile', ['user:2'])).toBe(0);
    db.set('feed', 1);
    db.set('profile', 1); // changed behind the log's back: must stay cached
    await a.publish(['show:1']);
    expect(await read('feed', ['show:1'])).toBe(1);
    expect(await read('profile', ['user:2'])).toBe(0);
    // Its own writes expire at once and are not applied twice.
    const before = b.cache.computed;
    db.set('profile', 2);
    await b.publish(['user:2']);
    expect(await read('profile', ['user:2'])).toBe(2);
    expect(await read('profile', ['user:2'])).toBe(2);
    expect(b.cache.computed).toBe(before + 1);
  });

  it('tells listeners what other instances changed', async () => {
    const prefix = `${PREFIX}listen:`;
    const [a, b] = [handle({ prefix }), handle({ prefix })];
    await reader(b, new Map())('x', []); // b starts reading the log
    const heard: string[] = [];
    b.onRemoteChanges((entities) => heard.push(...entities));
    await a.publish(['notifications:4']);
    await b.publish(['notifications:5']);
    b.poll();
    await sleep(100);
    expect(heard).toEqual(['notifications:4']);
  });

  it('never serves a read that starts after a write the answer from before it, with round trips in flight', async () => {
    const prefix = `${PREFIX}race:`;
    const [a, b] = [handle({ prefix }), handle({ prefix })];
    const db = new Map([['count', 0]]);
    const read = reader(b, db);
    await read('count', ['show:9']);
    for (let i = 1; i <= 60; i++) {
      // Reads on B put round trips on the wire before the write...
      const early = [read('count', ['show:9']), read('count', ['show:9'])];
      db.set('count', i);
      await a.publish(['show:9']);
      // ...and a read after the write must not ride on them.
      expect(await read('count', ['show:9'])).toBe(i);
      await Promise.all(early);
    }
  });

  it('drops every answer when Redis lost the log (restarted empty)', async () => {
    const prefix = `${PREFIX}restart:`;
    const [a, b] = [handle({ prefix }), handle({ prefix })];
    const db = new Map([['page', 1]]);
    const read = reader(b, db);
    await a.publish(['show:1']);
    expect(await read('page', ['show:2'])).toBe(1);
    db.set('page', 2);
    await dropRedisPrefix(prefix); // what a restart of a Redis that keeps nothing does
    await a.publish(['show:3']); // numbers start again: B sees the jump
    expect(await read('page', ['show:2'])).toBe(2);
  });

  it('computes every read, quickly, when Redis cannot be reached', async () => {
    const h = handle({ url: `redis://127.0.0.1:${await closedPort()}` });
    const db = new Map([['n', 1]]);
    const read = reader(h, db);
    const started = Date.now();
    expect(await read('n', [])).toBe(1);
    db.set('n', 2);
    expect(await read('n', [])).toBe(2);
    await h.publish(['show:1']); // committed writes still answer
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('expires everything everywhere once Redis is back after an instance could not log a write', async () => {
    const prefix = `${PREFIX}lost:`;
    const proxy = await redisProxy();
    const a = handle({ url: `redis://127.0.0.1:${proxy.port}`, prefix });
    const b = handle({ prefix });
    const db = new Map([['card', 1]]);
    const read = reader(b, db);
    await a.publish(['show:0']); // a is connected
    expect(await read('card', ['show:5'])).toBe(1);
    proxy.cut();
    await sleep(50);
    db.set('card', 2);
    await a.publish(['show:5']); // cannot reach Redis: remembered
    proxy.restore();
    // a reconnects on its own and tells everyone to drop everything.
    const deadline = Date.now() + 5_000;
    while ((await read('card', ['show:5'])) !== 2 && Date.now() < deadline) await sleep(50);
    expect(await read('card', ['show:5'])).toBe(2);
    await proxy.close();
  });
});

/** A TCP proxy to the test Redis that can cut every connection and refuse new ones for a while. */
async function redisProxy(): Promise<{
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}> {
  const target = new URL(TEST_REDIS_URL);
  const sockets = new Set<Socket>();
  let open = true;
  const server: Server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = connect(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
