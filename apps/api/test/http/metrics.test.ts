/**
 * The Prometheus metrics, through the real app: every answer's time under
 * its route's pattern or its tRPC procedure (never the raw URL), the read
 * cache's answers served against computed, a refused budget, and Node's own
 * (event-loop lag), served on a port of their own and nowhere on the API's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMetricsServer } from '../../src/http/metrics';
import { createTestApp, useTestApp } from '../support/helpers';

const t = useTestApp();
let server: Server | undefined;
afterAll(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function scrape(): Promise<string> {
  server ??= await startMetricsServer(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one series in a scrape, 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics', () => {
  it('time each route by its pattern, count cache answers, and carry Node’s own', async () => {
    const fan = await t.newUser();
    const before = await scrape();
    const healthz =
      'gigrank_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}';
    const byId =
      'gigrank_http_request_duration_seconds_count{method="GET",route="/api/users/:id",status="200"}';
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/healthz' });
    await fan.get(`/api/users/${fan.user.id}`);
    await fan.get(`/api/users/${fan.user.id}`);
    await fan.query('auth.me');
    const after = await scrape();
    expect(value(after, healthz) - value(before, healthz)).toBe(3);
    expect(value(after, byId) - value(before, byId)).toBe(2);
    expect(after).toContain('route="trpc auth.me"');
    // A query naming a parameter twice is refused (400) and still timed, by its route.
    const twice = await fan.get('/api/shows?limit=1&limit=2');
    expect(twice.statusCode).toBe(400);
    expect(await scrape()).toContain('route="/api/shows",status="400"');
    // No series names a user's id.
    expect(after).not.toContain(`/api/users/${fan.user.id}"`);
    const hits = 'gigrank_cache_reads_total{result="hit"}';
    expect(value(after, hits)).toBeGreaterThan(value(before, hits));
    expect(after).toContain('gigrank_nodejs_eventloop_lag_seconds');
    // The photos waiting for their sizes, read off the table.
    const waitingNow = Number(
      (
        await t.db
          .selectFrom('photo_jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(value(after, 'gigrank_photo_jobs_waiting')).toBe(waitingNow);
  });

  it('count the requests a budget refused, and are not served on the API', async () => {
    const limited = await createTestApp({ RATE_LIMIT_READ_MAX: '2' });
    try {
      const before = await scrape();
      let refused = 0;
      for (let i = 0; i < 6; i++) {
        const res = await limited.app.inject({ method: 'GET', url: '/api/leaderboard' });
        if (res.statusCode === 429) refused++;
      }
      expect(refused).toBeGreaterThan(0);
      const after = await scrape();
      const series = after
        .split('\n')
        .filter((l) => l.startsWith('gigrank_rate_limit_refusals_total{'));
      const total = (text: string) =>
        text
          .split('\n')
          .filter((l) => l.startsWith('gigrank_rate_limit_refusals_total{'))
          .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
      expect(series.length).toBeGreaterThan(0);
      expect(total(after) - total(before)).toBe(refused);
      expect((await limited.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
