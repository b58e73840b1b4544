import { describe, expect, it } from 'vitest';
import { testDialect } from '@gigrank/db/testing';
import { useServerDir } from '../support/helpers';
import { registerOn, startServer, stopProcess } from '../support/server-process';

const dataDir = useServerDir('gigrank-server-');

const startServerHere = () => startServer(dataDir);

// The server's default database is the SQLite file in DATA_DIR; run once, in the SQLite project.
describe.runIf(testDialect() === 'sqlite')('server.ts with the default SQLite file', () => {
  it('seeds once, keeps a registered user across a restart and shuts down cleanly', async () => {
    const first = await startServerHere();
    expect(first.log()).toContain('catalogue seeded');
    const reg = await registerOn(first.url, {
      username: 'restart_fan',
      displayName: 'Restart Fan',
    });
    expect(reg.status).toBe(201);
    expect(await stopProcess(first.proc)).toBe(0);

    const second = await startServerHere();
    expect(second.log()).not.toContain('catalogue seeded');
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'restart_fan', password: 'secret-123' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { displayName: string } }).user.displayName).toBe(
      'Restart Fan',
    );
    expect(await stopProcess(second.proc)).toBe(0);
  }, 120_000);
});
