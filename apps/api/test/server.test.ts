import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialect } from '@gigrank/db/testing';
import { killServers, startServer } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-server-'));

afterAll(() => {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
});

const startServerHere = () => startServer(dataDir);

const stop = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    proc.once('exit', (code) => resolve(code));
    proc.kill('SIGTERM');
  });

// The server's default database is the SQLite file in DATA_DIR; run once, in the SQLite project.
describe.runIf(testDialect() === 'sqlite')('server.ts with the default SQLite file', () => {
  it('seeds once, keeps a registered user across a restart and shuts down cleanly', async () => {
    const first = await startServerHere();
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

    const second = await startServerHere();
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
