// Two instances against one: the server started twice on the same
// PostgreSQL database and the same Redis (a deployment of several
// instances behind a load balancer, here on one machine), and the mixed
// crowd of bench/crowd.ts read at saturation (each connection asks again
// once answered) with writers beside it, first with every request on one
// instance, then split evenly over both. The rows alternate, one then two,
// for --rounds rounds, so that what the machine does meanwhile falls on
// both. The load generator and PostgreSQL share the machine's cores with
// the instances; each row says how much of a core the generator took.
//
//   pnpm -C apps/api bench:instances --postgres postgres://postgres@127.0.0.1:5432/postgres \
//     --seeded-pg gigrank_bench_1m --redis redis://127.0.0.1:6379
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { killServers, startServer } from '../test/support/server-process';
import { rowLoad } from './cpu';
import { crowdScreens, screenRead } from './crowd-screens';
import { crowdWrites, writesAnswered, type Written } from './crowd-writes';
import {
  cleanUpOnExit,
  closedLoop,
  crowdArgs,
  demoShape,
  loadNow,
  measure,
  seedDemo,
  signInCrowd,
  startFloor,
} from './lib';
import { createPgDatabase, dropPgDatabase } from './pg';

const { values, shows, duration, connections } = crowdArgs({
  writes: { type: 'string', default: '20' },
  rounds: { type: 'string', default: '2' },
  // DATABASE_POOL_SIZE of each instance (the server's default when not given).
  pool: { type: 'string' },
});
if (!values.postgres || !values.redis) {
  throw new Error('two instances share PostgreSQL and Redis: give --postgres URL and --redis URL');
}
const pgServer = values.postgres;
const writeRate = Number(values.writes);
const pgName = `gigrank_instances_${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-instances-'));
const loadBefore = loadNow();

const cleanUp = cleanUpOnExit(async () => {
  killServers();
  await dropPgDatabase(pgServer, pgName);
  rmSync(dataDir, { recursive: true, force: true });
});

const databaseUrl = await createPgDatabase(pgServer, pgName, values['seeded-pg']);
const users = values['seeded-pg'] ? demoShape(shows).users : seedDemo(shows, dataDir, databaseUrl);
// Both instances keep their files in one folder, as they would in one bucket.
const env = {
  LOG_LEVEL: 'info',
  DATABASE_URL: databaseUrl,
  REDIS_URL: values.redis,
  REDIS_PREFIX: `${pgName}:`,
  // One process an instance unless --workers says otherwise: two instances are two processes.
  WORKERS: values.workers ?? '1',
  ...(values.pool === undefined ? {} : { DATABASE_POOL_SIZE: values.pool }),
};
const LOGS = ['first.log', 'second.log'] as const;
const instances = [
  await startServer(dataDir, env, join(dataDir, LOGS[0])),
  await startServer(dataDir, env, join(dataDir, LOGS[1])),
];
const floor = await startFloor(dataDir, databaseUrl);
const [first] = instances;

// The crowd signs in on the first instance; its sessions hold on both.
const { pickUser, people, cookies, anyCookie, selfOf } = await signInCrowd(
  first!.url,
  users,
  Number(values.people),
);
const { anyScreen, anyArtistName } = await crowdScreens(first!.url, cookies[0]!, pickUser);
const writersOn = await Promise.all(
  instances.map(({ url }) =>
    crowdWrites({
      base: url,
      duration,
      pacedConnections: 64,
      shows,
      users,
      anyCookie,
      selfOf,
      anyUser: pickUser,
      anyArtistName,
    }),
  ),
);

/** The crowd's reads in a closed loop on `url` over `count` connections. */
const readers = (url: string, count: number) =>
  closedLoop({
    url,
    connections: count,
    duration,
    next: () => {
      const cookie = anyCookie();
      return screenRead(anyScreen(), cookie, selfOf.get(cookie)!);
    },
  });

const withLoad = rowLoad(
  instances.map(({ proc }) => proc.pid!),
  pgServer,
  pgName,
);

/** One row: the reads and the writes split evenly over the first `used` instances. */
async function row(used: number) {
  const on = instances.slice(0, used);
  const result = await withLoad(
    async () => {
      const [reads, written] = await Promise.all([
        Promise.all(on.map(({ url }) => readers(url, Math.round(connections / used)))),
        Promise.all(on.map((_, i) => writersOn[i]!.writers(writeRate / used))),
      ]);
      return { reads, written };
    },
    (r) =>
      r.reads.reduce((sum, m) => sum + m.requests, 0) +
      r.written.reduce((sum, w) => sum + writesAnswered(w), 0),
  );
  const reads = result.reads.reduce((sum, m) => sum + m.rps, 0);
  // A read of someone's page may rightly answer 4xx (a private account, no rated artist yet).
  const errors =
    result.reads.reduce((sum, m) => sum + m.failed, 0) +
    result.written.reduce((sum, w) => sum + writeErrors(w), 0);
  if (errors > 0) process.exitCode = 1;
  return {
    used,
    reads,
    p99: Math.max(...result.reads.map((m) => m.p99)),
    writes: result.written.reduce((sum, w) => sum + writesAnswered(w), 0) / duration,
    errors,
    load: result.load,
  };
}

const writeErrors = (w: Written | null) =>
  w ? w.adds.errors + w.photoAdds.errors + w.others.errors : 0;

const floorRun = await measure({
  url: `${floor}/floor/${[...people][0]}`,
  connections,
  duration: 5,
});
// A row on both first, not reported: the copied database's pages into memory, the caches filled.
await row(2);
const rows: Awaited<ReturnType<typeof row>>[] = [];
for (let round = 0; round < Number(values.rounds); round++) rows.push(await row(1), await row(2));
const refused = instances.flatMap((_, i) => failedRequests(join(dataDir, LOGS[i]!)));
await cleanUp();

const ms = (n: number | null) => (n === null ? '-' : n.toFixed(2));
console.log(
  `\nPostgreSQL + Redis, ${shows.toLocaleString('en')} shows, ${cpus().length} cores, ` +
    `${env.WORKERS} process(es) per instance, a pool of ${values.pool ?? 'the default'} connections to PostgreSQL per process, ${connections} reading connections split over ` +
    `the instances used, writers at ${writeRate} writes/s split alike, ${duration} s a row; ` +
    `floor ${Math.round(floorRun.rps).toLocaleString('en')} req/s; load average ` +
    `${loadBefore.toFixed(1)} before the run.\n`,
);
console.log(
  '| Row | instances | reads/s | % of floor | read p99 ms (worse instance) | writes/s answered | errors | CPU per answer, servers + PostgreSQL | generator CPU | load |',
);
console.log('| --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
rows.forEach((r, i) =>
  console.log(
    `| ${i + 1} | ${r.used} | ${Math.round(r.reads).toLocaleString('en')} | ` +
      `${((100 * r.reads) / floorRun.rps).toFixed(1)}% | ${r.p99} | ${r.writes.toFixed(1)} | ` +
      `${r.errors} | ${ms(r.load.serverMs)} + ${ms(r.load.pgMs)} ms | ` +
      `${Math.round(100 * r.load.cpuShare)}% | ${r.load.before.toFixed(1)} → ${r.load.after.toFixed(1)} |`,
  ),
);
for (let i = 0; i + 1 < rows.length; i += 2) {
  console.log(
    `round ${i / 2 + 1}: two instances give ${(rows[i + 1]!.reads / rows[i]!.reads).toFixed(2)}x one's reads`,
  );
}
if (process.exitCode === 1) {
  console.error('**a row had errors**: its figures do not count');
  for (const line of refused.slice(0, 10)) console.error(line);
}

/** The requests an instance's log (one JSON line a request) says failed: method, URL and status. */
function failedRequests(logFile: string): string[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.includes('"statusCode"')) return [];
      const entry = JSON.parse(line) as { method?: string; url?: string; statusCode?: number };
      return (entry.statusCode ?? 0) >= 400
        ? [`${entry.statusCode} ${entry.method} ${entry.url}`]
        : [];
    });
}
