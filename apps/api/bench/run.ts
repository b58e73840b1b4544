// pnpm bench [--sizes 10000,1000000] [--duration 5] [--connections 32]
// For each data size: seed a fresh SQLite database with `seed:demo`, start the
// production server and a bare "floor" server in their own processes, then
// measure each endpoint with autocannon from this process. Prints a markdown
// table: requests/s, p50/p99 latency, and throughput as a fraction of the floor.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,1000000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
  },
});
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<string> {
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (c: Buffer) => {
      out += c.toString();
      const m = ready.exec(out);
      if (m) resolve(m[1]!);
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)));
  });
}

/** Signs a demo user in and returns the session cookie. */
async function signIn(base: string, user: number): Promise<string> {
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

interface Row {
  size: number;
  name: string;
  kind: 'floor' | 'single' | 'list' | 'write';
  rps: number;
  p50: number;
  p99: number;
}

async function measure(
  url: string,
  opts: Partial<autocannon.Options>,
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    ...opts,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const rows: Row[] = [];
for (const size of values.sizes.split(',').map(Number)) {
  const dataDir = mkdtempSync(join(tmpdir(), `gigrank-bench-${size}-`));
  const users = Math.max(100, Math.round(size / 10));
  const follows = Math.round(size * 0.3);
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
      String(size),
      '--follows',
      String(follows),
    ],
    {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  if (seeded.status !== 0) throw new Error(seeded.stderr);
  console.error(`seeded ${size} shows in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'info',
    RATE_LIMIT_LOGIN_MAX: '0',
    RATE_LIMIT_REGISTER_MAX: '0',
    RATE_LIMIT_WRITE_MAX: '0',
  };
  const base = await startProcess(
    ['src/server.ts'],
    env,
    /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
  );
  const floor = await startProcess(
    ['bench/floor.ts'],
    { FLOOR_DB: join(dataDir, 'gigrank.db') },
    /FLOOR (http:\/\/127\.0\.0\.1:\d+)/,
  );

  // A typical user (median of the Zipf tail) and a popular artist.
  const me = Math.round(users / 2);
  const cookie = await signIn(base, me);
  const headers = { cookie };

  const floorResult = await measure(`${floor}/floor/${me}`, {});
  rows.push({
    size,
    name: 'floor: bare route, one row by primary key',
    kind: 'floor',
    ...floorResult,
  });

  const reads: [string, Row['kind'], string][] = [
    ['feed /api/shows?limit=50', 'list', '/api/shows?limit=50'],
    ['user leaderboard', 'list', '/api/leaderboard'],
    ['artist leaderboard', 'list', '/api/artist-leaderboard'],
    ['ranked shows', 'list', `/api/users/${me}/ranked-shows`],
    ['profile /api/users/{id}', 'single', `/api/users/${me}`],
    ['best-rated artist', 'single', `/api/users/${me}/best-rated-artist`],
    ['most-visited city', 'single', `/api/users/${me}/most-visited-city`],
    ['artist insights', 'list', `/api/users/${me}/artist-insights`],
    ['city insights', 'list', `/api/users/${me}/city-insights`],
    ['artist page', 'list', '/api/artists/Drake'],
    ['artist search (query)', 'list', '/api/artist-stats?q=the'],
    ['artist search (top list)', 'list', '/api/artist-stats'],
    ['unread count', 'single', `/api/users/${me}/notifications/unread-count`],
    ['follow status', 'single', `/api/users/${me}/following/1`],
    ['one artist stats', 'single', '/api/artist-stats/Drake'],
  ];
  for (const [name, kind, path] of reads) {
    const r = await measure(`${base}${path}`, { headers });
    if (r.errors && !path.includes('/following/')) console.error(`${name}: ${r.errors} non-2xx`);
    rows.push({ size, name, kind, ...r });
  }

  // Add show: each connection is a different signed-in user (32 people adding
  // at once, not one person adding 1,000 shows a second), with varied scores
  // and dates so new shows land anywhere in their owner's ranking.
  const connections = Number(values.connections);
  const writers: string[] = [];
  for (let i = 0; i < connections; i++) writers.push(await signIn(base, me + 1 + i));
  const boundary = 'benchboundary';
  const field = (k: string, v: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  let sent = 0;
  const showBody = () => {
    sent += 1;
    const day = 1 + (sent % 28);
    return (
      [
        field('artist', sent % 3 === 0 ? 'Bench Band' : 'Drake'),
        field('city', 'Lisbon'),
        field(
          'date',
          `2025-${String(1 + (sent % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        ),
        field('score', String((sent * 37) % 101)),
      ].join('') + `--${boundary}--\r\n`
    );
  };
  let nextWriter = 0;
  const add = await measure(`${base}/api/shows`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    setupClient: (client) => {
      client.setHeaders({
        cookie: writers[nextWriter++ % writers.length]!,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
    },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: showBody() }),
      },
    ],
  });
  rows.push({ size, name: 'add show (multipart, no photo)', kind: 'write', ...add });

  for (const c of children.splice(0)) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
console.log(
  `\n| Endpoint | Shows | req/s | p50 ms | p99 ms | of floor |\n|---|---:|---:|---:|---:|---:|`,
);
for (const r of rows) {
  const floor = rows.find((f) => f.size === r.size && f.kind === 'floor')!;
  console.log(
    `| ${r.name} | ${r.size.toLocaleString('en-US')} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.kind === 'floor' ? '100%' : `${((r.rps / floor.rps) * 100).toFixed(0)}%`} |`,
  );
}
