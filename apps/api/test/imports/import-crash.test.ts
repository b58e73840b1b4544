/**
 * An import cut off by a crash ("batches that survive a crash"):
 * the server on SQLite is killed with SIGKILL while it commits a 1,500-row
 * import (paused while the test reads its progress, so the kill always lands
 * mid-import). After the restart the shows that are there are exactly the batches
 * the import recorded as done (none half-written), and asking for the commit
 * again finishes it with every row created once.
 */
import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import { testDialect } from '@gigrank/db/testing';
import { multipart, useServerDir } from '../support/helpers';
import { registerOn, startServer, stopProcess } from '../support/server-process';

const dataDir = useServerDir('gigrank-import-crash-');
const ROWS = 1500;

const csv = [
  'date,artist,city,score',
  ...Array.from(
    { length: ROWS },
    (_, i) =>
      `${new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)},Crash Band ${i % 300},Porto,${i % 3 === 0 ? '' : i % 101}`,
  ),
].join('\n');

describe.runIf(testDialect() === 'sqlite')('an import killed mid-commit', () => {
  it('keeps whole batches only, and finishes on the next commit without repeats', async () => {
    let server = await startServer(dataDir);
    const user = await registerOn(server.url, { username: 'crash_importer', displayName: 'CI' });
    const { cookie } = user;
    const form = await multipart({ source: 'csv' }, [
      { field: 'file', name: 'h.csv', type: 'text/csv', data: Buffer.from(csv) },
    ]);
    const previewed = await fetch(`${server.url}/api/users/${user.id}/imports`, {
      method: 'POST',
      headers: { cookie, ...form.headers },
      body: form.payload,
    });
    expect(previewed.status).toBe(200);
    const { importId, preview } = (await previewed.json()) as {
      importId: string;
      preview: { create: unknown[] };
    };
    expect(preview.create).toHaveLength(ROWS);

    const commitUrl = () => `${server.url}/api/users/${user.id}/imports/${importId}/commit`;
    void fetch(commitUrl(), { method: 'POST', headers: { cookie } }).catch(() => undefined);
    // Killed once some batches are in, well before the end. The server is
    // paused (SIGSTOP) while the test reads the import's progress from the
    // file, so it cannot finish between the read and the kill however slow
    // the machine is; it runs on (SIGCONT) for a moment between reads.
    const watch = new SQLite(join(dataDir, 'gigrank.db'), { readonly: true });
    const doneNow = watch.prepare('SELECT done FROM imports WHERE id = ?').pluck();
    for (;;) {
      server.proc.kill('SIGSTOP');
      if ((doneNow.get(importId) as number) > 0) break;
      server.proc.kill('SIGCONT');
      await new Promise((r) => setTimeout(r, 2));
    }
    watch.close();
    await stopProcess(server.proc, 'SIGKILL');

    const db = new SQLite(join(dataDir, 'gigrank.db'), { readonly: true });
    const record = db
      .prepare('SELECT done, created, status FROM imports WHERE id = ?')
      .get(importId) as {
      done: number;
      created: number;
      status: string;
    };
    const shows = db.prepare('SELECT count(*) AS n FROM shows WHERE user_id = ?').get(user.id) as {
      n: number;
    };
    db.close();
    expect(record.done).toBeGreaterThan(0);
    expect(record.done).toBeLessThan(ROWS);
    expect(record.status).toBe('importing');
    // Whole batches: the shows there are exactly the rows recorded as created.
    expect(shows.n).toBe(record.created);

    server = await startServer(dataDir);
    const finished = await fetch(commitUrl(), { method: 'POST', headers: { cookie } });
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ created: ROWS, skipped: 0, refused: 0 });
    const after = new SQLite(join(dataDir, 'gigrank.db'), { readonly: true });
    const counts = after
      .prepare(
        `SELECT count(*) AS n, count(DISTINCT artist_id || '/' || date) AS distinctGigs,
                (SELECT shows_count FROM users WHERE id = ?) AS counter
         FROM shows WHERE user_id = ?`,
      )
      .get(user.id, user.id) as { n: number; distinctGigs: number; counter: number };
    after.close();
    expect(counts).toEqual({ n: ROWS, distinctGigs: ROWS, counter: ROWS });
    await stopProcess(server.proc);
  }, 120_000);
});
