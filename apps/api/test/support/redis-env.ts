/**
 * The Redis tests share (REDIS_URL, default the local one), and an env that
 * gives an app its own key prefix there: on PostgreSQL, apps built with it
 * keep their read cache right through the change log in Redis
 * (adapters/redis-change-log.ts), as instances in production do.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { testDialect } from '@gigrank/db/testing';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** REDIS_URL and a fresh REDIS_PREFIX on PostgreSQL; nothing on SQLite (its file keeps the log). */
export function sharedCacheEnv(): Record<string, string> {
  if (testDialect() !== 'postgres') return {};
  return { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `gigrank-test-${randomUUID()}:` };
}

/** The env of API processes (one worker each) sharing one PostgreSQL database and one Redis, under `prefix` there. */
export const instancesEnv = (databaseUrl: string, prefix: string) => ({
  DATABASE_URL: databaseUrl,
  WORKERS: '1',
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: prefix,
});

/** Deletes every key under `prefix` (what a test's apps left in Redis). */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A local port nothing listens on (an unreachable Redis). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}
