/**
 * Instances started at the same moment on one empty database:
 * both come up, the schema is migrated and the catalogue seeded once
 * between them (packages/db migrate.ts prepareOnce), and each serves what
 * the other wrote.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@gigrank/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { S3FileStore } from '../../src/adapters/s3-file-store';
import { sweepFiles } from '../../src/modules/housekeeping/housekeeping.service';
import { imageBytes, multipart, useServerDir } from '../support/helpers';
import { dropRedisPrefix, instancesEnv } from '../support/redis-env';
import { startS3Server, type S3Server } from '../support/s3-server';
import { startServer, stopProcess, type ServerProcess } from '../support/server-process';
import { openUnreadStream } from '../support/unread-stream';

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
/** The answer to GET `url`, asked again until it is a 200 or `ms` have passed. */
async function servedWithin(url: string, ms: number): Promise<Response> {
  for (let waited = 0; ; waited += 100) {
    const res = await fetch(url);
    if (res.status === 200 || waited >= ms) return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 100));
  }
}

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
      ...instancesEnv(shared.url, `gigrank-test-${randomUUID()}:`),
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

describe.runIf(process.env.GIGRANK_TEST_DIALECT === 'postgres')(
  'instances sharing a bucket',
  () => {
    let s3: S3Server | undefined;
    let db: TestDatabase | undefined;
    const redisPrefix = `gigrank-test-${randomUUID()}:`;
    afterAll(async () => {
      await db?.destroy();
      await s3?.close();
      await dropRedisPrefix(redisPrefix);
    });
    const PREFIX = 'instances/';
    const photoKeys = (names: string[]) =>
      new Set(names.map((n) => n.slice(`${PREFIX}photos/`.length).replace(/(_thumb)?\.jpg$/, '')));

    /** Two instances on one PostgreSQL database, one Redis and one bucket, each with its own disk. */
    async function startPair(): Promise<[ServerProcess, ServerProcess]> {
      s3 = await startS3Server();
      db = await createTestDatabase({ dialect: 'postgres', cities: 'sample' });
      const env = { ...instancesEnv(db.url, redisPrefix), ...s3.env(PREFIX) };
      return Promise.all([
        startServer(join(dataDir, 'bucket-a'), env),
        startServer(join(dataDir, 'bucket-b'), env),
      ]);
    }

    const register = async (url: string, username: string) =>
      cookieOf(
        await fetch(
          `${url}/api/auth/register`,
          json({ username, password: 'a-long-password', displayName: username }),
        ),
      );

    const showForm = async (artist: string, i: number, png: Buffer) =>
      multipart({ artist, city: 'Lisbon', date: '2026-01-01', score: i % 101 }, [
        { field: 'photos', name: 'p.png', type: 'image/png', data: png },
      ]);

    it('a photo uploaded through A is served by B, and leaves the bucket when B deletes the show; killing A mid-upload loses nothing acknowledged', async () => {
      const [a, b] = await startPair();
      const png = await imageBytes('png', { width: 640, height: 480 });
      const ann = await register(a.url, 'bucket_ann');

      // Through A, served by B from the bucket (B has no copy on its disk).
      const { payload, headers } = await showForm('Bucket Band', 1, png);
      const created = await fetch(`${a.url}/api/shows`, {
        method: 'POST',
        headers: { ...headers, cookie: ann },
        body: payload,
      });
      expect(created.status).toBe(201);
      const { show } = (await created.json()) as {
        show: { id: number; photos: { url: string; thumbnailUrl: string }[] };
      };
      const urls = [show.photos[0]!.url, show.photos[0]!.thumbnailUrl];
      for (const url of urls) {
        // A makes the sizes after its answer: B serves them once they are in the bucket.
        const res = await servedWithin(`${b.url}${url}`, 15_000);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
      }
      const names = urls.map((u) => `${PREFIX}photos/${u.split('/').pop()}`);
      expect(await s3!.keys(`${PREFIX}photos/`)).toEqual(expect.arrayContaining(names));
      const deleted = await fetch(`${b.url}/api/shows/${show.id}`, {
        method: 'DELETE',
        headers: { cookie: ann },
      });
      expect(deleted.status).toBe(204);
      const left = await s3!.keys(`${PREFIX}photos/`);
      for (const name of names) expect(left).not.toContain(name);
      for (const url of urls) {
        expect((await fetch(`${a.url}${url}`)).status).toBe(404);
        expect((await fetch(`${b.url}${url}`)).status).toBe(404);
      }

      // A is killed while it takes shows with photos (two writers) and while a
      // slow client is still streaming one more.
      const bob = await register(a.url, 'bucket_bob');
      const slowpoke = await register(a.url, 'bucket_slow');
      const acked = new Set<number>();
      let stop = false;
      const writer = async (cookie: string, offset: number) => {
        for (let i = offset; !stop; i += 2) {
          try {
            const form = await showForm(`Kill Band ${i % 5}`, i, png);
            const res = await fetch(`${a.url}/api/shows`, {
              method: 'POST',
              headers: { ...form.headers, cookie },
              body: form.payload,
            });
            if (res.status !== 201) continue;
            acked.add(((await res.json()) as { show: { id: number } }).show.id);
          } catch {
            // A died under this request: it was not acknowledged.
            return;
          }
        }
      };
      // A photo of noise (it does not compress): about 360 kB, a few seconds to drip.
      const { default: sharp } = await import('sharp');
      const noise = await sharp(randomBytes(400 * 300 * 3), {
        raw: { width: 400, height: 300, channels: 3 },
      })
        .png()
        .toBuffer();
      const slow = await showForm('Slow Band', 0, noise);
      let slowSent = () => 0;
      const slowDone = new Promise<string>((resolve) => {
        const req = httpRequest(`${a.url}/api/shows`, {
          method: 'POST',
          headers: {
            ...slow.headers,
            cookie: slowpoke,
            'content-length': String(slow.payload.length),
          },
        });
        req.on('response', (res) => resolve(`answered ${res.statusCode}`));
        req.on('error', (error) => resolve(`cut off: ${error.message}`));
        // Most of the body at once, then a kilobyte every 20 ms.
        let sent = Math.floor(slow.payload.length * 0.6);
        slowSent = () => sent;
        req.write(slow.payload.subarray(0, sent));
        const drip = setInterval(() => {
          if (req.destroyed) return clearInterval(drip);
          const next = Math.min(sent + 1024, slow.payload.length - 1);
          if (next > sent) req.write(slow.payload.subarray(sent, next));
          sent = next;
        }, 20);
        req.on('close', () => clearInterval(drip));
      });
      const writers = [writer(ann, 0), writer(bob, 1)];
      while (acked.size < 4) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.random() * 300));
      await stopProcess(a.proc, 'SIGKILL');
      // The slow body was still arriving (not merely waiting for its last byte).
      expect(slowSent()).toBeLessThan(slow.payload.length - 1);
      stop = true;
      await Promise.all(writers);
      expect(await slowDone).toMatch(/^cut off/);

      // A died holding photo jobs: once their leases run out (made to here), B makes them.
      await db!.db
        .updateTable('photo_jobs')
        .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
        .where('lease_until', 'is not', null)
        .execute();
      for (let waited = 0; waited < 30_000; waited += 200) {
        const left = await db!.db.selectFrom('photo_jobs').select('photo_id').execute();
        if (left.length === 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(await db!.db.selectFrom('photo_jobs').select('photo_id').execute()).toEqual([]);

      // Every show A acknowledged is there, with its files, served by B.
      const rows = await db!.db
        .selectFrom('shows')
        .innerJoin('users', 'users.id', 'shows.user_id')
        .leftJoin('show_photos', 'show_photos.show_id', 'shows.id')
        .select(['shows.id', 'users.username', 'show_photos.file_key'])
        .execute();
      const keyOf = new Map(rows.map((r) => [r.id, r.file_key]));
      for (const id of acked) {
        const key = keyOf.get(id);
        expect(key, `acknowledged show ${id}`).toBeTruthy();
        for (const name of [`${key}.jpg`, `${key}_thumb.jpg`]) {
          expect((await fetch(`${b.url}/uploads/photos/${name}`)).status, name).toBe(200);
        }
      }
      // The slow upload left no row; no row is without its files.
      expect(rows.filter((r) => r.username === 'bucket_slow')).toEqual([]);
      expect(rows.every((r) => r.file_key)).toBe(true);
      const stored = photoKeys(await s3!.keys(`${PREFIX}photos/`));
      for (const row of rows)
        expect(stored.has(row.file_key!), `files of show ${row.id}`).toBe(true);

      // Whatever the kill left between a PUT and its commit (and one such
      // file for certain) goes with the first sweep a minute later.
      const orphan = `${'f'.repeat(32)}.jpg`;
      await s3!.put(`${PREFIX}photos/${orphan}`, Buffer.from('left by a crash'));
      const files = new S3FileStore(s3!.config(PREFIX));
      try {
        expect((await sweepFiles(db!.db, files, Date.now() - 1000)).removed).toBe(0);
        await sweepFiles(db!.db, files, Date.now() + 2 * 60_000);
      } finally {
        await files.close();
      }
      const referenced = new Set(rows.map((r) => r.file_key!));
      const after = await s3!.keys(`${PREFIX}photos/`);
      expect(after).not.toContain(`${PREFIX}photos/${orphan}`);
      expect(photoKeys(after)).toEqual(referenced);
      expect(after).toHaveLength(2 * referenced.size);
      expect(await stopProcess(b.proc)).toBe(0);
    }, 180_000);
  },
);
