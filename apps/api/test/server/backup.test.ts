import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '@gigrank/db/testing';
import { daysAgo, imageBytes, multipart, useServerDir } from '../support/helpers';
import { startS3Server, type S3Server } from '../support/s3-server';
import { productionEnv, registerOn, startServer } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const work = useServerDir('gigrank-backup-');

const baseEnv = (dataDir: string) => ({ ...process.env, ...productionEnv(dataDir) });

const start = (dataDir: string, env: Record<string, string> = {}) => startServer(dataDir, env);

function run(
  script: string,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; out: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    env: { ...baseEnv(dataDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => proc.on('exit', (code) => resolve({ code, out })));
}

async function register(url: string, username: string): Promise<string> {
  return (await registerOn(url, { username, displayName: 'Backup Fan' })).cookie;
}

async function addShow(url: string, cookie: string, i: number) {
  const { payload, headers } = await multipart(
    { artist: `Band ${i % 7}`, city: 'Lisbon', date: daysAgo(3), score: i % 101 },
    [{ field: 'photos', name: 'p.png', type: 'image/png', data: await imageBytes() }],
  );
  const res = await fetch(`${url}/api/shows`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: payload,
  });
  return res.status;
}

describe.runIf(testDialect() === 'sqlite')('pnpm backup / pnpm restore', () => {
  const liveDir = join(work, 'live');
  let server: ServerProcess;
  let cookie: string;
  // A first start migrates and seeds the catalogue (20-30 s on a loaded two-core machine):
  // set up apart, so the test's own budget is the backup, the restore and a restart.
  beforeAll(async () => {
    server = await start(liveDir);
    cookie = await register(server.url, 'backup_fan');
    for (let i = 0; i < 5; i++) await addShow(server.url, cookie, i);
  }, 90_000);

  it('round-trips a consistent copy taken under write load', async () => {
    // Writes (adds and deletes) keep going while the backup runs.
    let stop = false;
    let written = 0;
    const load = (async () => {
      for (let i = 5; !stop; i++) {
        if ((await addShow(server.url, cookie, i)) === 201) written += 1;
        if (i % 3 === 0) {
          const shows = (await (
            await fetch(`${server.url}/api/shows?limit=5`, { headers: { cookie } })
          ).json()) as { id: number }[];
          if (shows[0])
            await fetch(`${server.url}/api/shows/${shows[0].id}`, {
              method: 'DELETE',
              headers: { cookie },
            });
        }
      }
    })();
    const backupDir = join(work, 'backup');
    const backup = await run('src/scripts/backup.ts', [backupDir], liveDir);
    stop = true;
    await load;
    expect(backup.code, backup.out).toBe(0);
    expect(written).toBeGreaterThan(0);
    server.proc.kill('SIGTERM');

    const restoredDir = join(work, 'restored');
    const restore = await run('src/scripts/restore.ts', [backupDir], restoredDir);
    expect(restore.code, restore.out).toBe(0);

    const db = new SQLite(join(restoredDir, 'gigrank.db'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const keys = db.prepare('SELECT file_key FROM show_photos').pluck().all() as string[];
    const shows = db.prepare('SELECT COUNT(*) FROM shows').pluck().get() as number;
    db.close();
    expect(keys.length).toBeGreaterThanOrEqual(5);
    expect(shows).toBe(keys.length);
    for (const key of keys) {
      expect(existsSync(join(restoredDir, 'uploads', 'photos', `${key}.jpg`))).toBe(true);
      expect(existsSync(join(restoredDir, 'uploads', 'photos', `${key}_thumb.jpg`))).toBe(true);
    }

    const restored = await start(restoredDir);
    const login = await fetch(`${restored.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'backup_fan', password: 'secret-123' }),
    });
    expect(login.status).toBe(200);
    restored.proc.kill('SIGTERM');
  }, 120_000);
});

describe.runIf(testDialect() === 'sqlite')('pnpm backup / pnpm restore with STORAGE=s3', () => {
  const liveDir = join(work, 's3-live');
  let s3: S3Server;
  let live: Record<string, string>;
  let server: ServerProcess;
  let cookie: string;
  // The first start's migration and catalogue seed, apart from the test's budget (as above).
  beforeAll(async () => {
    s3 = await startS3Server();
    live = s3.env('live/');
    server = await start(liveDir, live);
    cookie = await register(server.url, 'bucket_fan');
  }, 90_000);
  afterAll(() => s3?.close());

  it('copies the objects the database references out of the bucket, and puts them back', async () => {
    for (let i = 0; i < 4; i++) expect(await addShow(server.url, cookie, i)).toBe(201);
    const shows = (await (
      await fetch(`${server.url}/api/shows?limit=10`, { headers: { cookie } })
    ).json()) as { id: number }[];
    // Deleted before the backup: its objects are in trash/ and not in the copy.
    await fetch(`${server.url}/api/shows/${shows[0]!.id}`, {
      method: 'DELETE',
      headers: { cookie },
    });

    const backupDir = join(work, 's3-backup');
    const backup = await run('src/scripts/backup.ts', [backupDir], liveDir, live);
    expect(backup.code, backup.out).toBe(0);
    server.proc.kill('SIGTERM');
    const keysOf = (dir: string) => {
      const db = new SQLite(join(dir, 'gigrank.db'), { readonly: true });
      const keys = db.prepare('SELECT file_key FROM show_photos').pluck().all() as string[];
      db.close();
      return keys;
    };
    const keys = keysOf(backupDir);
    expect(keys).toHaveLength(3);
    for (const key of keys) {
      expect(existsSync(join(backupDir, 'uploads', 'photos', `${key}.jpg`))).toBe(true);
      expect(existsSync(join(backupDir, 'uploads', 'photos', `${key}_thumb.jpg`))).toBe(true);
    }

    // Into another bucket prefix (another app): the restored server serves every photo.
    const restoredDir = join(work, 's3-restored');
    const restoredEnv = s3.env('restored/');
    const restore = await run('src/scripts/restore.ts', [backupDir], restoredDir, restoredEnv);
    expect(restore.code, restore.out).toBe(0);
    expect(await s3.keys('restored/photos/')).toEqual(
      keys
        .flatMap((k) => [`${k}.jpg`, `${k}_thumb.jpg`, `${k}.webp`, `${k}_thumb.webp`])
        .map((name) => `restored/photos/${name}`)
        .sort(),
    );
    const restored = await start(restoredDir, restoredEnv);
    for (const key of keys) {
      const res = await fetch(`${restored.url}/uploads/photos/${key}_thumb.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
    restored.proc.kill('SIGTERM');
  }, 120_000);
});
