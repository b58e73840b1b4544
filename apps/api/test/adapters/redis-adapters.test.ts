/**
 * The Redis forms of the rate-limit store and the event bus,
 * against the Redis at REDIS_URL (default redis://127.0.0.1:6379): the same
 * verdicts as the memory store, one budget across instances, events across
 * instances, and requests let through when Redis is gone or silent. Every
 * key and channel is under a prefix of its own, removed at the end.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../../src/adapters/memory-rate-limit-store';
import { RedisEventBus } from '../../src/adapters/redis-event-bus';
import { RedisRateLimitStore } from '../../src/adapters/redis-rate-limit-store';
import type { RateLimitStore, RateLimitVerdict } from '../../src/ports/rate-limit-store';
import { closedPort, TEST_REDIS_URL } from '../support/redis-env';

const REDIS_URL = TEST_REDIS_URL;
const PREFIX = `gigrank-test-${randomUUID()}:`;

async function reachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await reachable();
if (!hasRedis) {
  console.warn(
    `redis-adapters.test.ts skipped: no Redis at ${REDIS_URL} (start one, or set REDIS_URL)`,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quiet = () => {};

/** Things to close after the file, in order. */
const toClose: Array<() => Promise<unknown> | void> = [];

afterAll(async () => {
  if (!hasRedis) return;
  const admin = new Redis(REDIS_URL);
  const keys = await admin.keys(`${PREFIX}*`);
  if (keys.length > 0) await admin.del(...keys);
  expect(await admin.keys(`${PREFIX}*`)).toEqual([]);
  await admin.quit();
  for (const close of toClose) await close();
});

function redisStore(options: { now?: () => number; prefix?: string } = {}) {
  const store = new RedisRateLimitStore({
    redis: REDIS_URL,
    prefix: options.prefix ?? `${PREFIX}rl:`,
    now: options.now,
    log: quiet,
  });
  toClose.push(() => store.close());
  return store;
}

/** A server that accepts connections and never answers (a stuck Redis). */
async function silentServer(): Promise<{ port: number; server: Server; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, server, sockets };
}

describe.skipIf(!hasRedis)('RedisRateLimitStore', () => {
  it('gives the memory store verdicts, call for call, on one clock', async () => {
    let now = 1_700_000_000_000;
    const clock = () => now;
    const memory = new MemoryRateLimitStore({ now: clock });
    const redis = redisStore({ now: clock });
    const both = async (key: string, cost: number, max: number, windowMs: number) => {
      const [a, b] = await Promise.all([
        memory.consume(key, cost, max, windowMs),
        redis.consume(key, cost, max, windowMs),
      ]);
      expect(b, `${key} cost ${cost} max ${max} window ${windowMs} at ${now}`).toEqual(a);
      return b;
    };

    // Scripted: a burst of max, a refusal, the wait it names, then one more.
    for (let i = 0; i < 5; i++) expect((await both('s', 1, 5, 200)).allowed).toBe(true);
    expect(await both('s', 1, 5, 200)).toEqual({ allowed: false, retryAfterMs: 40, fullInMs: 200 });
    now += 39;
    expect(await both('s', 1, 5, 200)).toEqual({ allowed: false, retryAfterMs: 1, fullInMs: 161 });
    now += 1;
    expect((await both('s', 1, 5, 200)).allowed).toBe(true);
    expect((await both('s', 1, 5, 200)).allowed).toBe(false);
    // Uneven units (200 / 3 ms each), costs above one, a cost above max.
    for (let i = 0; i < 3; i++) await both('thirds', 1, 3, 200);
    now += 10;
    await both('thirds', 1, 3, 200);
    await both('thirds', 2, 3, 200);
    await both('thirds', 4, 3, 200);
    now += 200;
    await both('thirds', 3, 3, 200);

    // Then a long random sequence: keys, costs, budgets and clock steps.
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n;
    };
    const budgets = [
      [5, 200],
      [3, 200],
      [7, 1_000],
      [10, 60_000],
    ] as const;
    let refused = 0;
    for (let i = 0; i < 400; i++) {
      const b = random(budgets.length);
      const [max, windowMs] = budgets[b]!;
      const verdict = await both(`r${b}-${random(3)}`, 1 + random(3), max, windowMs);
      if (!verdict.allowed) refused++;
      now += random(4) === 0 ? random(300) : random(20);
    }
    // The sequence exercised both answers.
    expect(refused).toBeGreaterThan(50);
    expect(refused).toBeLessThan(350);
  });

  it('on its own clock (Redis TIME): a burst, a refusal with the wait, a refill after it', async () => {
    // Four units a window of 2 s: a unit comes back every 500 ms, far more than five calls
    // take on a busy machine (at 200 ms, a refill came between them under load).
    const WINDOW = 2000;
    const store = redisStore();
    const memory = new MemoryRateLimitStore();
    const key = `burst-${randomUUID()}`;
    const verdicts: RateLimitVerdict[] = [];
    const memoryVerdicts: RateLimitVerdict[] = [];
    for (let i = 0; i < 4; i++) {
      verdicts.push(await store.consume(key, 1, 4, WINDOW));
      memoryVerdicts.push(await memory.consume(key, 1, 4, WINDOW));
    }
    const refused = await store.consume(key, 1, 4, WINDOW);
    const memoryRefused = await memory.consume(key, 1, 4, WINDOW);
    expect(verdicts.every((v) => v.allowed)).toBe(true);
    expect(memoryVerdicts.every((v) => v.allowed)).toBe(true);
    expect(refused.allowed).toBe(false);
    expect(memoryRefused.allowed).toBe(false);
    // One unit every 500 ms: the wait is at most that, and near the memory store's.
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(500);
    expect(Math.abs(refused.retryAfterMs - memoryRefused.retryAfterMs)).toBeLessThan(250);
    await sleep(refused.retryAfterMs + 5);
    expect((await store.consume(key, 1, 4, WINDOW)).allowed).toBe(true);
    // A full window later the whole burst is back.
    await sleep(WINDOW + 10);
    for (let i = 0; i < 4; i++) expect((await store.consume(key, 1, 4, WINDOW)).allowed).toBe(true);
    expect((await store.consume(key, 1, 4, WINDOW)).allowed).toBe(false);
  });

  it('keeps one budget for two instances (two connections)', async () => {
    const a = redisStore();
    const b = redisStore();
    const key = `shared-${randomUUID()}`;
    for (let i = 0; i < 3; i++) expect((await a.consume(key, 1, 5, 60_000)).allowed).toBe(true);
    for (let i = 0; i < 2; i++) expect((await b.consume(key, 1, 5, 60_000)).allowed).toBe(true);
    const fromB = await b.consume(key, 1, 5, 60_000);
    const fromA = await a.consume(key, 1, 5, 60_000);
    expect(fromB.allowed).toBe(false);
    expect(fromA.allowed).toBe(false);
    expect(fromA.retryAfterMs).toBeGreaterThan(11_000);
    expect(fromA.retryAfterMs).toBeLessThanOrEqual(12_000);
    // Concurrent calls from both: exactly max get through (the script is atomic).
    const racing = `race-${randomUUID()}`;
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).consume(racing, 1, 10, 60_000)),
    );
    expect(all.filter((v) => v.allowed)).toHaveLength(10);
  });

  it('lets its keys expire once the budget is full again', async () => {
    const admin = new Redis(REDIS_URL);
    toClose.push(() => admin.quit());
    const prefix = `${PREFIX}ttl:`;
    const store = redisStore({ prefix });
    await store.consume('idle', 2, 4, 200);
    // Two units of 50 ms owed: full again within 100 ms.
    const ttl = await admin.pttl(`${prefix}idle`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(100);
    await sleep(ttl + 20);
    expect(await admin.exists(`${prefix}idle`)).toBe(0);
  });

  it('answers max 0 (no limit) without a round trip', async () => {
    const client = new Redis(REDIS_URL, { lazyConnect: true });
    const store = new RedisRateLimitStore({ redis: client, prefix: `${PREFIX}rl:`, log: quiet });
    for (let i = 0; i < 100; i++) {
      expect(await store.consume('off', 1, 0, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    }
    // The connection was never even opened.
    expect(client.status).toBe('wait');
    client.disconnect();
  });

  it('lets requests through quickly when Redis is unreachable, and says so once', async () => {
    const logged: string[] = [];
    const store = new RedisRateLimitStore({
      redis: `redis://127.0.0.1:${await closedPort()}`,
      prefix: `${PREFIX}rl:`,
      timeoutMs: 200,
      log: (message) => logged.push(message),
    });
    toClose.push(() => store.close());
    const started = Date.now();
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => store.consume('down', 1, 1, 60_000)),
    );
    for (let i = 0; i < 5; i++) verdicts.push(await store.consume('down', 1, 1, 60_000));
    expect(verdicts.every((v) => v.allowed && v.retryAfterMs === 0)).toBe(true);
    // Six rounds, each bounded by the 200 ms timeout.
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/Redis unavailable/);
  });

  it('lets requests through after the timeout when Redis accepts but never answers', async () => {
    const silent = await silentServer();
    const logged: string[] = [];
    const store = new RedisRateLimitStore({
      redis: `redis://127.0.0.1:${silent.port}`,
      prefix: `${PREFIX}rl:`,
      timeoutMs: 150,
      log: (message) => logged.push(message),
    });
    toClose.push(async () => {
      store.close().catch(quiet);
      for (const socket of silent.sockets) socket.destroy();
      await new Promise((r) => silent.server.close(r));
    });
    const started = Date.now();
    const verdict = await store.consume('stuck', 1, 1, 60_000);
    const took = Date.now() - started;
    expect(verdict).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(1_000);
    expect(logged).toHaveLength(1);
  });
});

describe.skipIf(!hasRedis)('RedisEventBus', () => {
  function bus() {
    const b = new RedisEventBus({ redis: REDIS_URL, prefix: PREFIX, log: quiet });
    toClose.push(() => b.close());
    return b;
  }

  /** Counts the changes `userId` is told of on `b` until the returned stop is called. */
  function listen(b: RedisEventBus, userId: number) {
    const abort = new AbortController();
    const seen = { count: 0, first: undefined as Promise<void> | undefined };
    let told!: () => void;
    seen.first = new Promise<void>((r) => (told = r));
    void (async () => {
      for await (const _ of b.changes(userId, abort.signal)) {
        seen.count++;
        told();
      }
    })();
    return { seen, stop: () => abort.abort() };
  }

  it('tells listeners on another instance, and on the publishing one, of the right user only', async () => {
    const a = bus();
    const b = bus();
    await Promise.all([a.ready(), b.ready()]);
    const onB = listen(b, 1);
    const otherOnB = listen(b, 2);
    const onA = listen(a, 1);
    const started = Date.now();
    a.publish([1, 1, 3]);
    await Promise.race([
      Promise.all([onB.seen.first, onA.seen.first]),
      sleep(1_000).then(() => {
        throw new Error('no change received within 1 s');
      }),
    ]);
    expect(Date.now() - started).toBeLessThan(1_000);
    // A little longer, for anything else that might arrive.
    await sleep(150);
    expect(onB.seen.count).toBe(1);
    expect(onA.seen.count).toBe(1);
    expect(otherOnB.seen.count).toBe(0);
    for (const l of [onB, otherOnB, onA]) l.stop();
  });

  it('ignores messages that are not lists of user ids', async () => {
    const a = bus();
    await a.ready();
    const admin = new Redis(REDIS_URL);
    toClose.push(() => admin.quit());
    const l = listen(a, 7);
    await admin.publish(`${PREFIX}events`, 'not json');
    await admin.publish(`${PREFIX}events`, '{"7":true}');
    await admin.publish(`${PREFIX}events`, '["7", 7.5]');
    await admin.publish(`${PREFIX}events`, '[7]');
    await l.seen.first;
    await sleep(100);
    expect(l.seen.count).toBe(1);
    l.stop();
  });

  it('still tells its own listeners when Redis cannot take the message', async () => {
    const logged: string[] = [];
    const down = new RedisEventBus({
      redis: `redis://127.0.0.1:${await closedPort()}`,
      prefix: PREFIX,
      log: (message) => logged.push(message),
    });
    toClose.push(() => down.close());
    const l = listen(down, 5);
    down.publish([5]);
    await Promise.race([
      l.seen.first,
      sleep(3_000).then(() => {
        throw new Error('not told locally');
      }),
    ]);
    expect(l.seen.count).toBe(1);
    expect(logged).toHaveLength(1);
    l.stop();
  });
});

// The store satisfies the port (a compile-time check).
const _port: (s: RedisRateLimitStore) => RateLimitStore = (s) => s;
void _port;
