/**
 * Instances started at the same moment on one empty database (issue 16):
 * both come up, the schema is migrated and the catalogue seeded once
 * between them (packages/db migrate.ts prepareOnce), and each serves what
 * the other wrote.
 */
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@gigrank/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerDir } from './helpers';
import { startServer, stopProcess } from './server-process';
import { openUnreadStream } from './unread-stream';

const dataDir = useServerDir('gigrank-instances-');
let database: TestDatabase | undefined;
let shared: TestDatabase | undefined;
afterAll(async () => {
  await database?.destroy();
  await shared?.destroy();
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('gigrank_session='))!
    .split(';')[0]!;

describe.runIf(process.env.GIGRANK_TEST_DIALECT === 'postgres')(
  'instances started together',
  () => {
    it('migrate and seed once on an empty PostgreSQL database, and both serve', async () => {
      database = await createTestDatabase({ dialect: 'postgres', migrate: false });
      const env = { DATABASE_URL: database.url, WORKERS: '1' };
      const [a, b] = await Promise.all([
        startServer(dataDir, env, undefined),
        startServer(dataDir, env, undefined),
      ]);
      const artists = await database.db
        .selectFrom('artists')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const keys = await database.db
        .selectFrom('artists')
        .select((eb) => eb.fn.count<number>('name_key').distinct().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(artists.n)).toBeGreaterThan(1000);
      expect(Number(artists.n)).toBe(Number(keys.n));

      const reg = await fetch(
        `${a.url}/api/auth/register`,
        json({ username: 'twin_ann', password: 'a-long-password', displayName: 'Ann' }),
      );
      expect(reg.status).toBeLessThan(300);
      const login = await fetch(
        `${b.url}/api/auth/login`,
        json({ username: 'twin_ann', password: 'a-long-password' }),
      );
      expect(login.status).toBe(200);
      expect(await stopProcess(a.proc)).toBe(0);
      expect(await stopProcess(b.proc)).toBe(0);
    }, 120_000);
  },
);

describe.runIf(process.env.GIGRANK_TEST_DIALECT === 'postgres')('instances sharing Redis', () => {
  it('share live notifications and budgets: a follow through A moves the count on B within 1 s; failed logins alternating A and B meet one limit', async () => {
    shared = await createTestDatabase({ dialect: 'postgres', cities: 'sample' });
    const env = {
      DATABASE_URL: shared.url,
      WORKERS: '1',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `gigrank-test-${randomUUID()}:`,
      RATE_LIMIT_LOGIN_MAX: '4',
    };
    const [a, b] = await Promise.all([startServer(dataDir, env), startServer(dataDir, env)]);
    const ann = await fetch(
      `${a.url}/api/auth/register`,
      json({ username: 'redis_ann', password: 'a-long-password', displayName: 'Ann' }),
    );
    const bob = await fetch(
      `${a.url}/api/auth/register`,
      json({ username: 'redis_bob', password: 'a-long-password', displayName: 'Bob' }),
    );
    const annId = ((await ann.json()) as { user: { id: number } }).user.id;
    const bobId = ((await bob.json()) as { user: { id: number } }).user.id;

    // Ann's page is connected to B; Bob follows her through A.
    const stream = await openUnreadStream(b.url, cookieOf(ann));
    expect(stream.text()).toMatch(/data: \{"count":0/);
    const followed = Date.now();
    const follow = await fetch(`${a.url}/api/users/${bobId}/following/${annId}`, {
      method: 'POST',
      headers: { cookie: cookieOf(bob) },
    });
    expect(follow.status).toBeLessThan(300);
    await stream.until(/data: \{"count":1/, 1_000);
    expect(Date.now() - followed).toBeLessThan(1_000);
    stream.close();

    // Wrong passwords, alternately through A and B: one budget of 4.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(
        `${(i % 2 ? b : a).url}/api/auth/login`,
        json({ username: 'redis_ann', password: `wrong-password-${i}` }),
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(await stopProcess(a.proc)).toBe(0);
    expect(await stopProcess(b.proc)).toBe(0);
  }, 120_000);
});
