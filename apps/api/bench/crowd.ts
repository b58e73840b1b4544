// pnpm bench:crowd [--shows 1000000] [--duration 10] [--connections 32] [--people 64]
//                  [--writes 0,20,100] [--paced 10] [--paced-whole 1]
//                  [--paced-connections 64] [--workers N] [--one-url] [--seeded-db FILE]
//                  [--postgres URL [--seeded-pg DBNAME]] [--redis URL] [--add-writers 16]
//                  [--endpoints NAME,...] [--server-dir DIR]
// A crowd, not one URL: seeds `seed:demo` (SQLite, or with --postgres a
// database of its own on that server, created and dropped by the run; with
// --seeded-pg a copy of a database seeded before), starts the production server (with
// WORKERS=N server processes if --workers is given) and the floor, signs in
// `people` demo users picked Zipf-wise. Readers' every request picks its
// screen (in the proportions below), its person, and the user, artist or
// search prefix it reads, beside writers at each rate of --writes (likes,
// follows, mark-read, comments, add show with and without a photo).
//
// For each write rate, two rows: paced, the readers offered a fixed
// --paced % of the floor measured first, spread evenly in time (the
// headline, checked against the targets below), and saturation, a closed
// loop of --connections readers. Writers are always paced. Then each read
// endpoint alone with random parameters, closed loop and paced, plus the
// whole ranking of a user (no paging) paced at --paced-whole % of the floor.
// Then add show alone: --add-writers signed-in people adding shows in a closed
// loop, after which their counters and ranks (and their artists') are
// checked against a recount.
// `--writes ''` leaves the crowd rows out, `--add-writers 0` the add show
// rows, and `--endpoints` keeps the endpoints whose names start with one of
// its names ('ranked,artist page'). `--server-dir` runs the server of
// another checkout's apps/api (dependencies installed, its own seeded
// --seeded-db) under this bench: two commits compared on one machine in one
// sitting, as CPU per answer before and after a change is measured.
// Every row states the load average before and after it. With --one-url
// (`pnpm bench`), the one-URL tables of bench/run.ts follow on the same
// database. Rate limits are off (the whole crowd comes from one address).
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killServers, startServer, stopProcess } from '../test/support/server-process';
import { rowLoad } from './cpu';
import { crowdScreens, screenRead, type Screen } from './crowd-screens';
import { printCrowdTables, type AddRow, type CrowdRow, type EndpointRow } from './crowd-tables';
import { crowdWrites, writesAnswered } from './crowd-writes';
import {
  checkWriters,
  closedLoop,
  cleanUpOnExit,
  crowdArgs,
  loadNow,
  measure,
  demoShape,
  seedDemo,
  signIn,
  signInCrowd,
  startFloor,
  type Writer,
} from './lib';
import { paced, type PacedRequest } from './paced';
import { createPgDatabase, dropPgDatabase } from './pg';

const { values, shows, duration, connections } = crowdArgs({
  writes: { type: 'string', default: '0,20,100' },
  paced: { type: 'string', default: '10' },
  'paced-whole': { type: 'string', default: '1' },
  'paced-connections': { type: 'string', default: '64' },
  'one-url': { type: 'boolean', default: false },
  // A copy of a database seeded before with the same --shows (saves the
  // minutes of seeding when measuring again; the copy is what is written to).
  'seeded-db': { type: 'string' },
  'add-writers': { type: 'string', default: '16' },
  endpoints: { type: 'string' },
  'server-dir': { type: 'string' },
});
process.on('exit', killServers);
if (values['seeded-pg'] && !values.postgres) throw new Error('--seeded-pg needs --postgres URL');
if (values['seeded-db'] && values.postgres) throw new Error('--seeded-db is a SQLite file');
if (values['one-url'] && values.postgres) {
  throw new Error('--one-url runs on the SQLite database: use pnpm bench:one-url --postgres URL');
}
const engine = values.postgres ? 'PostgreSQL' : 'SQLite';

const pacedShare = Number(values.paced) / 100;
const wholeShare = Number(values['paced-whole']) / 100;
const pacedConnections = Number(values['paced-connections']);
const writeRates = values.writes === '' ? [] : values.writes.split(',').map(Number);
const endpointNames = values.endpoints?.split(',');
// The server processes: what --workers passes, else what this environment
// hands down, else the server's own default.
const workers = values.workers ?? process.env.WORKERS;
const workersLine =
  workers === undefined
    ? `server processes: server default (WORKERS unset; in production one per core, ${availableParallelism()} here)`
    : `server processes: ${workers} (WORKERS=${workers}${values.workers === undefined ? ', from the environment' : ''})`;
const loadBefore = loadNow();

const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-crowd-'));
// PostgreSQL: this run's own database, dropped when it ends (or fails).
const pgName = `gigrank_crowd_${process.pid}`;
const pgServer = values.postgres;
const databaseUrl = pgServer ? await createPgDatabase(pgServer, pgName, values['seeded-pg']) : '';
const cleanUp = cleanUpOnExit(async () => {
  killServers();
  if (pgServer) await dropPgDatabase(pgServer, pgName);
  rmSync(dataDir, { recursive: true, force: true });
});
const users =
  values['seeded-db'] || values['seeded-pg']
    ? (values['seeded-db'] && copyFileSync(values['seeded-db'], join(dataDir, 'gigrank.db')),
      demoShape(shows).users)
    : seedDemo(shows, dataDir, databaseUrl);
// Its log (a line per request) goes to a file, as in production: through a
// pipe to this busy process, a full pipe would stop the server.
const server = await startServer(
  dataDir,
  {
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    ...(values.redis ? { REDIS_URL: values.redis, REDIS_PREFIX: `${pgName}:` } : {}),
    ...(values.workers === undefined ? {} : { WORKERS: values.workers }),
  },
  join(dataDir, 'server.log'),
  values['server-dir'],
);
const base = server.url;
const floor = await startFloor(dataDir, databaseUrl);

// The crowd: `people` signed-in users, the active ones more often (Zipf).
const { pickUser, people, cookies, anyCookie, selfOf } = await signInCrowd(
  base,
  users,
  Number(values.people),
);

const anyUser = () => pickUser();
const { anyScreen, endpoints, wholeAsked, anyArtistName } = await crowdScreens(
  base,
  cookies[0]!,
  anyUser,
);

/** One read: its screen, parameters and person. */
function readOf(pick: () => Screen): PacedRequest {
  const cookie = anyCookie();
  return screenRead(pick(), cookie, selfOf.get(cookie)!);
}

/** Readers in a closed loop: `connections` of them, each asking again once answered. */
const closedReaders = (pick: () => Screen) =>
  closedLoop({ url: base, connections, duration, next: () => readOf(pick) });

/** Readers offered `rate` reads a second, evenly spaced (open loop). */
const pacedReaders = (pick: () => Screen, rate: number) =>
  paced({ url: base, rate, duration, connections: pacedConnections, next: () => readOf(pick) });

const { boundary, showBody, writers } = await crowdWrites({
  base,
  duration,
  pacedConnections,
  shows,
  users,
  anyCookie,
  selfOf,
  anyUser,
  anyArtistName,
});
const withLoad = rowLoad(server.proc.pid!, pgServer, pgName);

const floorOf = () =>
  measure({
    url: `${floor}/floor/${[...people][0]}`,
    connections,
    duration: Math.min(duration, 5),
  });
const floorBefore = await floorOf();
const offered = Math.round(floorBefore.rps * pacedShare);
const offeredWhole = Math.max(1, Math.round(floorBefore.rps * wholeShare));

const crowdRows: CrowdRow[] = [];
for (const rate of writeRates) {
  const saturation = await withLoad(
    async () => {
      const [reads, written] = await Promise.all([closedReaders(anyScreen), writers(rate)]);
      return { reads, written };
    },
    (r) => r.reads.requests + writesAnswered(r.written),
  );
  const pacedRow = await withLoad(
    async () => {
      const [reads, written] = await Promise.all([pacedReaders(anyScreen, offered), writers(rate)]);
      return { reads, written };
    },
    (r) => r.reads.answered + writesAnswered(r.written),
  );
  crowdRows.push({ rate, saturation, paced: pacedRow });
}

const endpointRows: EndpointRow[] = [];
const measuredEndpoints = endpoints.filter(
  (screen) => !endpointNames || endpointNames.some((name) => screen.name.startsWith(name)),
);
for (const screen of measuredEndpoints) {
  const closed = await withLoad(
    () => closedReaders(() => screen),
    (r) => r.requests,
  );
  const pacedRow = await withLoad(
    () => pacedReaders(() => screen, screen.whole ? offeredWhole : offered),
    (r) => r.answered,
  );
  endpointRows.push({ screen, closed, paced: pacedRow });
}
// Add show alone, twice: --add-writers people adding shows of Zipf-picked
// artists in a closed loop (each connection its own signed-in person), no
// photo; then their counters and ranks, and their artists', against a
// recount. First the crowd's first people (Zipf-wise: the busiest accounts,
// whose every new show moves down the many ranked below it), then as many
// typical accounts (the median of the demo's Zipf tail, a few shows each).
async function addShowRow(who: string, writers: Writer[]): Promise<AddRow> {
  let next = 0;
  const result = await withLoad(
    () =>
      measure({
        url: `${base}/api/shows`,
        connections: writers.length,
        duration,
        method: 'POST',
        setupClient: (client) => {
          client.setHeaders({
            cookie: writers[next++ % writers.length]!.cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          });
        },
        requests: [{ setupRequest: (request) => ({ ...request, body: showBody(false) }) }],
      }),
    (r) => r.requests,
  );
  let check = 'right';
  let shows: number[] = [];
  try {
    shows = await checkWriters(base, writers, databaseUrl || join(dataDir, 'gigrank.db'));
  } catch (error) {
    check = `**wrong**: ${(error as Error).message}`;
    process.exitCode = 1;
  }
  return { who, writers, result, check, shows };
}
const addWriterCount = Number(values['add-writers']);
const busiest = [...people]
  .slice(0, addWriterCount)
  .map((id) => ({ id, cookie: cookies[[...people].indexOf(id)]! }));
const typical: Writer[] = [];
for (let id = Math.round(users / 2); typical.length < addWriterCount; id++) {
  if (!people.has(id)) typical.push({ id, cookie: await signIn(base, id) });
}
// --add-writers 0 leaves these rows out.
const addRows =
  addWriterCount === 0
    ? []
    : [
        await addShowRow('the crowd’s first people (busiest accounts)', busiest),
        await addShowRow('typical accounts (median of the demo’s users)', typical),
      ];

const floorAfter = await floorOf();
const floorRps = Math.max(floorBefore.rps, floorAfter.rps);

// How many shows the whole ranking's answers held: each asked user's show
// count (their ranking is the list their owner sees), weighted by how often
// they were asked.
const counts = new Map<number, number>();
const asked = [...wholeAsked.keys()];
for (let i = 0; i < asked.length; i += 16) {
  await Promise.all(
    asked.slice(i, i + 16).map(async (id) => {
      const res = await fetch(`${base}/api/users/${id}`, { headers: { cookie: cookies[0]! } });
      if (res.ok) counts.set(id, ((await res.json()) as { showsCount: number }).showsCount);
    }),
  );
}
let wholeRequests = 0;
let wholeShows = 0;
let wholeMax = 0;
for (const [id, times] of wholeAsked) {
  const n = counts.get(id);
  if (n === undefined) continue;
  wholeRequests += times;
  wholeShows += n * times;
  wholeMax = Math.max(wholeMax, n);
}
const errors = printCrowdTables({
  engine,
  loadBefore,
  users,
  shows,
  peopleCount: people.size,
  workersLine,
  pgServer,
  redis: values.redis,
  duration,
  connections,
  pacedConnections,
  pacedPercent: values.paced,
  wholePercent: values['paced-whole'],
  floorBefore,
  floorAfter,
  floorRps,
  offered,
  offeredWhole,
  crowdRows,
  endpointRows,
  addRows,
  addWriterCount,
  wholeRequests,
  wholeShows,
  wholeMax,
  wholeUsers: counts.size,
});
if (errors > 0) {
  // Documented answers (a 404 a screen expects) are not errors: these are.
  console.error(`\n**${errors} requests failed or got an answer not their endpoint's own**`);
  process.exitCode = 1;
}

// The one-URL tables (`pnpm bench`): run.ts on this database, after the
// crowd's writes, once this server and floor have stopped.
if (values['one-url']) {
  await stopProcess(server.proc);
  killServers();
  const args = [
    '--import',
    'tsx',
    fileURLToPath(new URL('run.ts', import.meta.url)),
    '--data-dir',
    dataDir,
    '--sizes',
    String(shows),
    '--duration',
    String(Math.min(duration, 5)),
    '--connections',
    String(connections),
    ...(values.workers === undefined ? [] : ['--workers', values.workers]),
  ];
  const code = await new Promise<number | null>((resolve) =>
    spawn(process.execPath, args, {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: 'inherit',
    }).once('exit', resolve),
  );
  if (code !== 0) process.exitCode = 1;
}

await cleanUp();
