// What the benchmarks share: seeding a demo database, signing a demo user in,
// the floor server, one autocannon run, and the line that says which machine
// and how busy it was.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startProcess } from '../test/server-process';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** The demo graph of `shows` shows: users = shows / 10 (at least 100), follows = shows x 0.3. */
export function demoShape(shows: number) {
  return {
    users: Math.max(100, Math.round(shows / 10)),
    follows: Math.round(shows * 0.3),
  };
}

/** Seeds `seed:demo` into `dataDir` (or the PostgreSQL `databaseUrl`); returns its users. */
export function seedDemo(shows: number, dataDir: string, databaseUrl = ''): number {
  const { users, follows } = demoShape(shows);
  const started = Date.now();
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/scripts/seed-demo.ts',
      '--users',
      String(users),
      '--shows',
      String(shows),
      '--follows',
      String(follows),
    ],
    {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    },
  );
  if (seeded.status !== 0) throw new Error(seeded.stderr);
  console.error(`seeded ${shows} shows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return users;
}

/** Signs a demo user in and returns the session cookie. */
export async function signIn(base: string, user: number): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `demo_${user}`, password: 'demo-password' }),
  });
  if (!login.ok) throw new Error(`sign-in of demo_${user}: ${login.status}`);
  return login.headers
    .getSetCookie()
    .find((c) => c.startsWith('gigrank_session='))!
    .split(';')[0]!;
}

/** The floor: a bare Fastify route reading one row by primary key, in its own process. */
export async function startFloor(dataDir: string, databaseUrl = ''): Promise<string> {
  const { url } = await startProcess(
    ['bench/floor.ts'],
    databaseUrl ? { FLOOR_PG: databaseUrl } : { FLOOR_DB: join(dataDir, 'gigrank.db') },
    /FLOOR (http:\/\/127\.0\.0\.1:\d+)/,
  );
  return url;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/** One autocannon run, summed up. */
export async function measure(options: autocannon.Options): Promise<Measured> {
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

/** The machine, the date and how busy it was: every table says so. */
export function machineLine(engine: string, loadBefore: number): string {
  return `${engine}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`;
}

/** Ranks 1..n drawn Zipf-wise (rank 1 most often), as the demo data is skewed. */
export function zipfPicker(n: number, s = 1.0): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 1; k <= n; k++) {
    sum += 1 / k ** s;
    cumulative[k - 1] = sum;
  }
  return () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}
