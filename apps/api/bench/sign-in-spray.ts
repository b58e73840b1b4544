/**
 * Password spraying from one address, as the audit tried it: 16 connections
 * sending tRPC batches of 40 `auth.login` calls with random usernames, while
 * a real user signs in from another address once a second. Prints how many
 * password checks the attacker got (401s) and how long the real sign-ins
 * took, with the sign-in limits at their defaults and turned off.
 *
 *   pnpm exec tsx bench/sign-in-spray.ts [--seconds 7]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { killServers, startServer } from '../test/support/server-process';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '7' } } });
const SECONDS = Number(values.seconds);
const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-spray-'));
const BATCH = 35; // the path names every call: Fastify's maxParamLength is 500

async function run(loginMax: string) {
  const { url: base } = await startServer(dataDir, {
    RATE_LIMIT_LOGIN_MAX: loginMax,
    // The attacker's address is the proxy's right-most X-Forwarded-For entry.
    TRUST_PROXY: '1',
  });
  const username = `realfan${loginMax || 'd'}`;
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, displayName: 'Real Fan', password: 'real-pass-4242' }),
  });
  let n = 0;
  const body = () =>
    JSON.stringify(
      Object.fromEntries(
        Array.from({ length: BATCH }, (_, i) => [
          String(i),
          { username: `spray${n++}x`, password: 'Summer2026!' },
        ]),
      ),
    );
  const checked = { unauthorized: 0, refused: 0 };
  const signIns: number[] = [];
  let running = true;
  const real = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
        body: JSON.stringify({ username, password: 'real-pass-4242' }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`real sign-in ${res.status}`);
      signIns.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  const attack = await autocannon({
    url: `${base}/trpc/${Array(BATCH).fill('auth.login').join(',')}?batch=1`,
    connections: 16,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
    requests: [
      {
        method: 'POST',
        body: body(),
        onResponse(_status: number, responseBody: string) {
          const items = JSON.parse(responseBody) as { error?: { data?: { code?: string } } }[];
          for (const item of items) {
            if (item.error?.data?.code === 'UNAUTHORIZED') checked.unauthorized++;
            else if (item.error?.data?.code === 'TOO_MANY_REQUESTS') checked.refused++;
          }
        },
      },
    ],
  });
  running = false;
  await real;
  killServers();
  signIns.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      signInLimits: loginMax === '0' ? 'off' : 'defaults',
      attackerRequests: attack.requests.total,
      passwordChecks: checked.unauthorized,
      refusedCalls: checked.refused,
      realSignIns: signIns.length,
      realSignInMs: {
        median: +signIns[Math.floor(signIns.length / 2)]!.toFixed(0),
        max: +signIns.at(-1)!.toFixed(0),
      },
    }),
  );
}

try {
  console.log(JSON.stringify({ seconds: SECONDS, batch: BATCH, loadavg: loadavg() }));
  await run('');
  await run('0');
} finally {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
}
