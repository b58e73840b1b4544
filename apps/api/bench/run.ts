// pnpm bench:one-url [--sizes 10000,1000000] [--duration 5] [--connections 32]
//                    [--postgres URL] [--read-cache off] [--workers N]
//                    [--data-dir DIR --sizes N]
// One signed-in user, one URL, no writes: the read cache's best case, kept as
// a labelled extra after the crowd (bench/crowd.ts, the headline of `pnpm
// bench`, runs this on its own database with --data-dir).
// For each data size: seed a fresh database with `seed:demo` (a SQLite file, or
// with --postgres a new PostgreSQL database created through that server URL and
// dropped after), or with --data-dir use the SQLite database already there
// (seeded with the one size --sizes names, kept after), start the production
// server (WORKERS=N processes with --workers) and a bare "floor" server in
// their own processes, then measure each endpoint with autocannon from this
// process. Prints a markdown table: requests/s, p50/p99 latency, and throughput
// as a fraction of the floor (measured before and after the endpoints; the
// higher of the two is used, so a busy moment cannot flatter the ratios).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { killServers, startServer } from '../test/support/server-process';
import { checkWriters, demoShape, seedDemo, signIn, startFloor } from './lib';
import { createPgDatabase, dropPgDatabase } from './pg';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,1000000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    postgres: { type: 'string' },
    // 'off' measures every read against the database (SQLite keeps read answers until a write).
    'read-cache': { type: 'string', default: 'on' },
    workers: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const engine = values.postgres ? 'PostgreSQL' : 'SQLite';
const givenDir = values['data-dir'];
if (givenDir && (values.postgres || values.sizes.includes(','))) {
  throw new Error('--data-dir is a SQLite database of one size: give --sizes N, no --postgres');
}
const workers = values.workers ?? process.env.WORKERS;
process.on('exit', killServers);

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
// Other work on the machine skews every figure: the table says how busy it was.
const loadBefore = loadavg()[0]!;
for (const size of values.sizes.split(',').map(Number)) {
  const dataDir = givenDir ?? mkdtempSync(join(tmpdir(), `gigrank-bench-${size}-`));
  const databaseUrl = values.postgres
    ? await createPgDatabase(values.postgres, `gigrank_bench_${size}`)
    : '';
  const users = givenDir ? demoShape(size).users : seedDemo(size, dataDir, databaseUrl);

  // As `pnpm start` runs it, logging every request as in production (to a
  // file: through a pipe to this busy process, a full pipe stops the server).
  const { url: base } = await startServer(
    dataDir,
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      READ_CACHE: values['read-cache']!,
      ...(values.workers === undefined ? {} : { WORKERS: values.workers }),
    },
    join(dataDir, `server-${size}.log`),
  );
  const floor = await startFloor(dataDir, databaseUrl);

  // A typical user (median of the Zipf tail) and a popular artist.
  const me = Math.round(users / 2);
  const cookie = await signIn(base, me);
  const headers = { cookie };

  const floorBefore = await measure(`${floor}/floor/${me}`, {});

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
  if (add.errors) console.error(`add show: ${add.errors} errors or non-2xx`);

  // The writes must have kept counters and ranks right.
  await checkWriters(
    base,
    writers.map((cookie, i) => ({ id: me + 1 + i, cookie })),
    databaseUrl || join(dataDir, 'gigrank.db'),
  );

  const floorAfter = await measure(`${floor}/floor/${me}`, {});
  rows.unshift({
    size,
    name: `floor: bare route, one row by primary key (${values.postgres ? 'pg' : 'better-sqlite3'})`,
    kind: 'floor',
    ...(floorAfter.rps > floorBefore.rps ? floorAfter : floorBefore),
  });

  killServers();
  if (!givenDir) rmSync(dataDir, { recursive: true, force: true });
  if (values.postgres) await dropPgDatabase(values.postgres, `gigrank_bench_${size}`);
}

console.log(
  `\n**One URL (an extra, not the headline): one signed-in user, one URL, no writes: the cache's best case.**${givenDir ? " On the crowd's database, after its writes." : ''}`,
);
console.log(
  `\n${engine}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; ${values.connections} connections, ${values.duration} s per endpoint, read cache ${values.postgres ? 'n/a' : values['read-cache']}; server processes: ${workers === undefined ? 'server default (WORKERS unset)' : workers}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after.`,
);

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
console.log(
  `\n| Endpoint | Shows | req/s | p50 ms | p99 ms | of floor |\n|---|---:|---:|---:|---:|---:|`,
);
rows.sort((a, b) => a.size - b.size);
for (const r of rows) {
  const floor = rows.find((f) => f.size === r.size && f.kind === 'floor')!;
  console.log(
    `| ${r.name} | ${r.size.toLocaleString('en-US')} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.kind === 'floor' ? '100%' : `${((r.rps / floor.rps) * 100).toFixed(0)}%`} |`,
  );
}
