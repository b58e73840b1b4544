/**
 * Instances started at the same moment on one empty database (issue 16):
 * both come up, the schema is migrated and the catalogue seeded once
 * between them (packages/db migrate.ts prepareOnce), and each serves what
 * the other wrote.
 */
import { createTestDatabase, type TestDatabase } from '@gigrank/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerDir } from './helpers';
import { startServer, stopProcess } from './server-process';

const dataDir = useServerDir('gigrank-instances-');
let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.destroy();
});

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

      const reg = await fetch(`${a.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'twin_ann',
          password: 'a-long-password',
          displayName: 'Ann',
        }),
      });
      expect(reg.status).toBeLessThan(300);
      const login = await fetch(`${b.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'twin_ann', password: 'a-long-password' }),
      });
      expect(login.status).toBe(200);
      expect(await stopProcess(a.proc)).toBe(0);
      expect(await stopProcess(b.proc)).toBe(0);
    }, 120_000);
  },
);
