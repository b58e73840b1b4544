/**
 * One client loops a heavy user's whole ranking (16 connections) while
 * another signed-in client polls its unread count one request at a time:
 * the poller's latency and the looper's answers, with the read budget on
 * (default, RATE_LIMIT_READ_MAX=1200) and off (0), on a production server
 * (SQLite) started as `pnpm start` runs.
 *
 *   pnpm exec tsx bench/read-budget.ts [--shows 3000] [--seconds 8]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { killServers, startServer } from '../test/support/server-process';
import { pollUnreadCount, register } from './lib';

const { values } = parseArgs({
  options: {
    shows: { type: 'string', default: '3000' },
    seconds: { type: 'string', default: '8' },
  },
});
const SHOWS = Number(values.shows);
const SECONDS = Number(values.seconds);
const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-read-budget-'));

async function seed(base: string) {
  const heavy = await register(base, 'heavyfan');
  const batch = 30; // the path names every call: Fastify's maxParamLength is 500
  for (let done = 0; done < SHOWS; done += batch) {
    const inputs = Object.fromEntries(
      Array.from({ length: batch }, (_, i) => [
        String(i),
        {
          artist: `Band ${(done + i) % 700}`,
          city: ['Lisbon', 'Porto', 'Madrid', 'Paris'][(done + i) % 4],
          date: new Date(Date.UTC(2015, 0, 1) + (done + i) * 86_400_000).toISOString().slice(0, 10),
          score: (done + i) % 101,
          venue: 'Somewhere',
          notes: 'A night to remember, '.repeat(8),
        },
      ]),
    );
    const url = `${base}/trpc/${Array(batch).fill('shows.create').join(',')}?batch=1`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: heavy.cookie },
      body: JSON.stringify(inputs),
    });
    if (!res.ok) throw new Error(`seed ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
  return heavy;
}

async function run(readMax: string, heavyId: number | null) {
  const { url: base } = await startServer(dataDir, {
    RATE_LIMIT_READ_MAX: readMax,
    RATE_LIMIT_WRITE_MAX: '0',
  });
  const id = heavyId ?? (await seed(base)).id;
  const looper = await register(base, `looper${readMax}`);
  const poller = await register(base, `poller${readMax}`);
  const whole = `${base}/api/users/${id}/ranked-shows`;
  const one = await fetch(whole, { headers: { cookie: poller.cookie } });
  const bytes = (await one.arrayBuffer()).byteLength;

  const looping = autocannon({
    url: whole,
    connections: 16,
    duration: SECONDS,
    headers: { cookie: looper.cookie },
  });
  const latencies = await pollUnreadCount(base, poller, looping);
  const loop = await looping;
  killServers();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  console.log(
    JSON.stringify({
      readBudget: readMax === '0' ? 'off' : `${readMax || 'default'} units/min`,
      wholeRankingBytes: bytes,
      looper: {
        requests: loop.requests.total,
        ok: loop['2xx'],
        refused429: loop['4xx'],
        rps: Math.round(loop.requests.average),
      },
      poller: {
        requests: latencies.length,
        p50ms: +at(0.5).toFixed(1),
        p99ms: +at(0.99).toFixed(1),
        maxms: +latencies.at(-1)!.toFixed(1),
      },
    }),
  );
  return id;
}

try {
  console.log(JSON.stringify({ shows: SHOWS, seconds: SECONDS, loadavg: loadavg() }));
  const id = await run('', null);
  await run('0', id);
  console.log(JSON.stringify({ loadavgAfter: loadavg() }));
} finally {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
}
