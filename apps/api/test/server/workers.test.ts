/**
 * `pnpm start` in production runs one server process per core (WORKERS),
 * sharing the port and the SQLite file. Budgets are one per client across
 * them (the first process keeps them), and a write made through one process
 * is in the next read through any other (the change log, change-log.ts).
 */
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useServerDir } from '../support/helpers';
import { closedPort } from '../support/redis-env';
import { startServer, stopProcess } from '../support/server-process';

const dataDir = useServerDir('gigrank-workers-');

/** One request on a connection of its own, so the cluster may hand it to any process. */
function send(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<{ status: number; body: string; cookie?: string }> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            body: text,
            cookie: res.headers['set-cookie']
              ?.find((c) => c.startsWith('gigrank_session='))
              ?.split(';')[0],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe.runIf(process.env.GIGRANK_TEST_DIALECT !== 'postgres')('several server processes', () => {
  // Starts two server processes: longer than the default 20 s on a busy machine.
  it('serve one port and one budget per client, see each other’s writes at once, and write side by side', async () => {
    const metricsPort = await closedPort();
    const server = await startServer(dataDir, {
      WORKERS: '2',
      RATE_LIMIT_LOGIN_MAX: '4',
      METRICS_PORT: String(metricsPort),
    });
    // The second process is forked once the first listens (server.ts): wait
    // until both say so before counting them.
    const since = Date.now();
    while ((server.log().match(/Server listening at/g) ?? []).length < 2) {
      if (Date.now() - since > 60_000) throw new Error(`one process of two:\n${server.log()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const children = execFileSync(
      'pgrep',
      ['-P', String(server.proc.pid), '-f', 'server[.][jt]s'],
      {
        encoding: 'utf8',
      },
    )
      .trim()
      .split('\n');
    expect(children).toHaveLength(2);

    const base = server.url;
    const reg = await send(base, 'POST', '/api/auth/register', {
      username: 'worker_ann',
      password: 'a-long-password',
      displayName: 'Ann',
    });
    expect(reg.status, reg.body).toBeLessThan(300);
    const ann = reg.cookie!;
    const annId = JSON.parse(reg.body).user.id as number;

    // Four wrong passwords over fresh connections (both processes), then refused:
    // one budget, not four per process.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await send(base, 'POST', '/api/auth/login', {
        username: 'worker_ann',
        password: `wrong-password-${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);

    // Reads warm both processes' caches; a write through either is in the
    // next read through every one.
    const ranked = async () =>
      JSON.parse(
        (await send(base, 'GET', `/api/users/${annId}/ranked-shows?limit=50`, undefined, ann)).body,
      ) as unknown[];
    for (let i = 0; i < 6; i++) expect(await ranked()).toHaveLength(0);
    for (let n = 1; n <= 3; n++) {
      const add = await send(
        base,
        'POST',
        '/api/shows',
        { artist: 'Radiohead', city: 'Lisbon', date: `2025-0${n}-01`, score: 50 + n },
        ann,
      );
      expect(add.status, add.body).toBe(201);
      for (let i = 0; i < 6; i++) expect(await ranked()).toHaveLength(n);
    }
    // Writes from both processes at once queue on SQLite's write lock
    // (transactions begin immediate): none fails, ranks stay 1..n.
    const adds = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        send(
          base,
          'POST',
          '/api/shows',
          { artist: `Band ${i}`, city: 'Porto', date: '2024-05-05', score: i * 4 },
          ann,
        ),
      ),
    );
    expect(adds.filter((r) => r.status !== 201).map((r) => r.body)).toEqual([]);
    const all = JSON.parse(
      (await send(base, 'GET', `/api/users/${annId}/ranked-shows`, undefined, ann)).body,
    ) as { rank: number }[];
    expect(all.map((s) => s.rank)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    // The first process serves the metrics of both, added up: every show logged, whichever
    // process answered it.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const logged = metrics
      .split('\n')
      .find((l) =>
        l.startsWith(
          'gigrank_http_request_duration_seconds_count{method="POST",route="/api/shows",status="201"}',
        ),
      );
    expect(logged?.split(' ').at(-1)).toBe('27');
    expect(await stopProcess(server.proc)).toBe(0);
  }, 120_000);
});
