import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialect } from '@gigrank/db/testing';

const serverTs = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-server-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const p of running) p.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `server.ts` as `pnpm start` does and resolves with its URL and log. */
function startServer(): Promise<{ url: string; proc: ChildProcess; log: () => string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', serverTs], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(proc);
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, proc, log: () => out });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}

const stop = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    proc.once('exit', (code) => resolve(code));
    proc.kill('SIGTERM');
  });

// The server's default database is the SQLite file in DATA_DIR; run once, in the SQLite project.
describe.runIf(testDialect() === 'sqlite')('server.ts with the default SQLite file', () => {
  it('seeds once, keeps a registered user across a restart and shuts down cleanly', async () => {
    const first = await startServer();
    expect(first.log()).toContain('catalogue seeded');
    const reg = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'restart_fan',
        displayName: 'Restart Fan',
        password: 'secret123',
      }),
    });
    expect(reg.status).toBe(201);
    expect(await stop(first.proc)).toBe(0);

    const second = await startServer();
    expect(second.log()).not.toContain('catalogue seeded');
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'restart_fan', password: 'secret123' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { displayName: string } }).user.displayName).toBe(
      'Restart Fan',
    );
    expect(await stop(second.proc)).toBe(0);
  }, 120_000);
});
