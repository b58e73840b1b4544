// pnpm bench:crowd [--shows 1000000] [--duration 10] [--connections 32] [--people 64]
//                  [--writes 0,20,100] [--paced 10] [--paced-whole 1]
//                  [--paced-connections 64] [--workers N] [--one-url] [--seeded-db FILE]
//                  [--postgres URL [--seeded-pg DBNAME]] [--redis URL] [--add-writers 16]
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
// Every row states the load average before and after it. With --one-url
// (`pnpm bench`), the one-URL tables of bench/run.ts follow on the same
// database. Rate limits are off (the whole crowd comes from one address).
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { killServers, startServer, stopProcess } from '../test/server-process';
import { pgBackendsCpuMs, pgCpuSince, processTreeCpuMs } from './cpu';
import {
  checkWriters,
  loadNow,
  machineLine,
  measure,
  demoShape,
  seedDemo,
  signIn,
  startFloor,
  zipfPicker,
  type Measured,
  type Writer,
} from './lib';
import { paced, type Paced, type PacedRequest } from './paced';
import { createPgDatabase, dropPgDatabase } from './pg';

const { values } = parseArgs({
  options: {
    shows: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    people: { type: 'string', default: '64' },
    writes: { type: 'string', default: '0,20,100' },
    paced: { type: 'string', default: '10' },
    'paced-whole': { type: 'string', default: '1' },
    'paced-connections': { type: 'string', default: '64' },
    workers: { type: 'string' },
    'one-url': { type: 'boolean', default: false },
    // A copy of a database seeded before with the same --shows (saves the
    // minutes of seeding when measuring again; the copy is what is written to).
    'seeded-db': { type: 'string' },
    // A PostgreSQL server URL (postgres://user@host:port/db): the run creates
    // a database of its own there and drops it at the end.
    postgres: { type: 'string' },
    // A database on that server seeded before with the same --shows, copied
    // (CREATE DATABASE ... TEMPLATE) instead of seeding.
    'seeded-pg': { type: 'string' },
    // REDIS_URL for the server (with a prefix of this run's own).
    redis: { type: 'string' },
    'add-writers': { type: 'string', default: '16' },
  },
});
process.on('exit', killServers);
if (values['seeded-pg'] && !values.postgres) throw new Error('--seeded-pg needs --postgres URL');
if (values['seeded-db'] && values.postgres) throw new Error('--seeded-db is a SQLite file');
if (values['one-url'] && values.postgres) {
  throw new Error('--one-url runs on the SQLite database: use pnpm bench:one-url --postgres URL');
}
const engine = values.postgres ? 'PostgreSQL' : 'SQLite';

const shows = Number(values.shows);
const duration = Number(values.duration);
const connections = Number(values.connections);
const pacedShare = Number(values.paced) / 100;
const wholeShare = Number(values['paced-whole']) / 100;
const pacedConnections = Number(values['paced-connections']);
const writeRates = values.writes.split(',').map(Number);
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
let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  killServers();
  if (pgServer) await dropPgDatabase(pgServer, pgName);
  rmSync(dataDir, { recursive: true, force: true });
}
for (const event of ['SIGINT', 'SIGTERM', 'uncaughtException', 'unhandledRejection'] as const) {
  process.once(event, (error: unknown) => {
    if (error instanceof Error) console.error(error);
    void cleanUp().finally(() => process.exit(1));
  });
}
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
);
const base = server.url;
const floor = await startFloor(dataDir, databaseUrl);

// The crowd: `people` signed-in users, the active ones more often (Zipf).
const pickUser = zipfPicker(users, 0.8);
const people = new Set<number>();
while (people.size < Math.min(Number(values.people), users)) people.add(pickUser());
const cookies: string[] = [];
for (const id of people) cookies.push(await signIn(base, id));
const anyCookie = () => cookies[Math.floor(Math.random() * cookies.length)]!;
const selfOf = new Map<string, number>([...people].map((id, i) => [cookies[i]!, id]));

// Artists people read about: the catalogue's best known, Zipf-wise.
const artistNames: string[] = [];
for (const letter of 'abcdefghijklmnoprstw') {
  const res = await fetch(`${base}/api/artist-stats?q=${letter}`, {
    headers: { cookie: cookies[0]! },
  });
  for (const { artist_name: name } of (await res.json()) as { artist_name: string }[]) {
    if (!artistNames.includes(name)) artistNames.push(name);
  }
}
if (artistNames.length === 0) throw new Error('no artists found to read about');
const pickArtist = zipfPicker(artistNames.length, 1.0);
const anyArtist = () => encodeURIComponent(artistNames[pickArtist() - 1]!);
const anyPrefix = () => {
  const name = artistNames[pickArtist() - 1]!.toLowerCase();
  return encodeURIComponent(name.slice(0, 2 + Math.floor(Math.random() * 3)));
};
const anyUser = () => pickUser();

// Festivals and venues people read about: every festival search
// finds, and the venues of recent shows, Zipf-wise in the order found.
const festivalIds: number[] = [];
const venueIds: number[] = [];
for (const letter of 'abcdefghijklmnoprstuvwxyz') {
  const res = await fetch(`${base}/api/festivals?q=${letter}`, {
    headers: { cookie: cookies[0]! },
  });
  for (const f of (await res.json()) as { id: number; venue: { id: number } | null }[]) {
    if (!festivalIds.includes(f.id)) festivalIds.push(f.id);
    if (f.venue && !venueIds.includes(f.venue.id)) venueIds.push(f.venue.id);
  }
}
for (let before: number | null = null, i = 0; i < 20; i++) {
  const res = await fetch(`${base}/api/shows?limit=50${before ? `&before=${before}` : ''}`, {
    headers: { cookie: cookies[0]! },
  });
  const shows = (await res.json()) as { id: number; venueId: number | null }[];
  for (const s of shows) if (s.venueId && !venueIds.includes(s.venueId)) venueIds.push(s.venueId);
  before = shows.at(-1)?.id ?? null;
  if (before === null) break;
}
// Gigs people open: those of the Everyone feed's recent shows.
const gigPaths: string[] = [];
{
  const res = await fetch(`${base}/api/shows?limit=50`, { headers: { cookie: cookies[0]! } });
  for (const s of (await res.json()) as { artistId: number; cityId: number; date: string }[]) {
    gigPaths.push(`/api/gigs/${s.artistId}/${s.cityId}/${s.date}`);
  }
}
const anyGig = () =>
  gigPaths[Math.floor(Math.random() * gigPaths.length)] ?? '/api/gigs/1/1/2025-01-01';
const pickFestival = zipfPicker(Math.max(festivalIds.length, 1), 0.8);
const pickVenue = zipfPicker(Math.max(venueIds.length, 1), 1.0);
const anyFestival = () => festivalIds[pickFestival() - 1] ?? 1;
const anyVenue = () => venueIds[pickVenue() - 1] ?? 1;

interface Screen {
  name: string;
  share: number;
  path: (me: number) => string;
  /** Paced at --paced-whole % of the floor, not --paced (a whole list). */
  whole?: boolean;
}

/** Each screen's reads, with the share of requests it gets in the crowd. */
const SCREENS: Screen[] = [
  { name: 'feed', share: 12, path: () => '/api/shows?limit=50' },
  // The viewer's own Following feed (cached per viewer, its gigs named by show writes) and gig pages.
  { name: 'following feed', share: 6, path: () => '/api/feed/following' },
  { name: 'gig page', share: 2, path: () => anyGig() },
  { name: 'profile', share: 12, path: () => `/api/users/${anyUser()}` },
  {
    name: 'ranked shows (page of 50)',
    share: 10,
    path: () => `/api/users/${anyUser()}/ranked-shows?limit=50`,
  },
  { name: 'artist page', share: 12, path: () => `/api/artists/${anyArtist()}` },
  {
    name: 'artist insights',
    share: 6,
    path: () => `/api/users/${anyUser()}/artist-insights?limit=50`,
  },
  { name: 'city insights', share: 4, path: () => `/api/users/${anyUser()}/city-insights?limit=50` },
  { name: 'best-rated artist', share: 4, path: () => `/api/users/${anyUser()}/best-rated-artist` },
  { name: 'unread count', share: 16, path: (me) => `/api/users/${me}/notifications/unread-count` },
  { name: 'user leaderboard', share: 6, path: () => '/api/leaderboard' },
  { name: 'artist leaderboard', share: 4, path: () => '/api/artist-leaderboard' },
  { name: 'artist search', share: 6, path: () => `/api/artist-stats?q=${anyPrefix()}` },
  { name: 'festival page', share: 3, path: () => `/api/festivals/${anyFestival()}` },
  { name: 'venue page', share: 3, path: () => `/api/venues/${anyVenue()}` },
];
const totalShare = SCREENS.reduce((a, s) => a + s.share, 0);
function anyScreen() {
  let x = Math.random() * totalShare;
  for (const s of SCREENS) if ((x -= s.share) < 0) return s;
  return SCREENS[0]!;
}

// The whole ranking (the spec's path, no paging) is no screen of the crowd;
// it is measured alone, and the users it was asked for are kept to say how
// many shows its answers held.
const wholeAsked = new Map<number, number>();
const WHOLE: Screen = {
  name: 'whole ranking /api/users/{id}/ranked-shows (no paging)',
  share: 0,
  whole: true,
  path: () => {
    const id = anyUser();
    wholeAsked.set(id, (wholeAsked.get(id) ?? 0) + 1);
    return `/api/users/${id}/ranked-shows`;
  },
};
const ENDPOINTS = [...SCREENS, WHOLE];

/** One read: its screen, parameters and person. */
function readOf(pick: () => Screen): PacedRequest {
  const cookie = anyCookie();
  return { method: 'GET', path: pick().path(selfOf.get(cookie)!), headers: { cookie } };
}

/** Readers in a closed loop: `connections` of them, each asking again once answered. */
const closedReaders = (pick: () => Screen) =>
  measure({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const { path, headers } = readOf(pick);
          return { ...request, method: 'GET', path, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });

/** Readers offered `rate` reads a second, evenly spaced (open loop). */
const pacedReaders = (pick: () => Screen, rate: number) =>
  paced({ url: base, rate, duration, connections: pacedConnections, next: () => readOf(pick) });

// Writes: multipart show bodies (a small photo in half of them), likes,
// follows, mark-read and comments, each by someone of the crowd.
const boundary = 'crowdboundary';
const photo = await sharp({
  create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 120 } },
})
  .jpeg()
  .toBuffer();
let sent = 0;
function showBody(withPhoto: boolean): Buffer {
  sent += 1;
  const field = (k: string, v: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  const fields =
    field('artist', artistNames[pickArtist() - 1]!) +
    field('city', 'Lisbon') +
    field(
      'date',
      `2025-${String(1 + (sent % 12)).padStart(2, '0')}-${String(1 + (sent % 28)).padStart(2, '0')}`,
    ) +
    field('score', String((sent * 37) % 101));
  const parts = [Buffer.from(fields)];
  if (withPhoto) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="photos"; filename="p.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}
const anyShow = () => 1 + Math.floor(Math.random() * shows);

const otherThan = (me: number) => {
  const id = anyUser();
  return id === me ? (id % users) + 1 : id;
};

/** The writes other than add show, in turn. */
function otherWrite(): PacedRequest {
  const cookie = anyCookie();
  const me = selfOf.get(cookie)!;
  switch (sent++ % 4) {
    case 0:
      return { method: 'POST', path: `/api/shows/${anyShow()}/like`, headers: { cookie } };
    case 1:
      return {
        method: 'POST',
        path: `/api/users/${me}/following/${otherThan(me)}`,
        headers: { cookie },
      };
    case 2:
      return {
        method: 'POST',
        path: `/api/users/${me}/notifications/mark-read`,
        headers: { cookie },
      };
    default:
      // A JSON content type only with a body (Fastify refuses an empty one).
      return {
        method: 'POST',
        path: `/api/shows/${anyShow()}/comments`,
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'What a night' }),
      };
  }
}

type Loaded<T> = T & {
  load: {
    before: number;
    after: number;
    cpuShare: number;
    /** CPU the server's processes (and PostgreSQL's, serving this run's database) used per answer, ms. */
    serverMs: number;
    pgMs: number | null;
  };
};

interface Written {
  /** Add show without a photo, and with one (re-encoded in three sizes before the answer). */
  adds: Paced;
  photoAdds: Paced;
  others: Paced;
}

/** Writes answered in a row (any status). */
const writesAnswered = (w: Written | null) =>
  w ? w.adds.answered + w.photoAdds.answered + w.others.answered : 0;

/**
 * Writers at `rate` writes a second, paced like the readers (a fifth add a
 * show, half of those with a photo): open loop, so writes keep coming at
 * their rate however slow the answers, and one that waits for a free
 * connection counts that wait.
 */
function writers(rate: number): Promise<Written> | null {
  if (rate === 0) return null;
  const addRate = Math.max(1, Math.round(rate / 5));
  const addStream = (withPhoto: boolean) =>
    paced({
      url: base,
      rate: Math.max(0.5, addRate / 2),
      duration,
      connections: pacedConnections,
      next: () => ({
        method: 'POST',
        path: '/api/shows',
        headers: {
          cookie: anyCookie(),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: showBody(withPhoto),
      }),
    });
  const adds = addStream(false);
  const photoAdds = addStream(true);
  const others =
    rate > addRate
      ? paced({
          url: base,
          rate: rate - addRate,
          duration,
          connections: pacedConnections,
          next: otherWrite,
        })
      : null;
  return Promise.all([adds, photoAdds, others]).then(([a, ph, o]) => ({
    adds: a,
    photoAdds: ph,
    others: o ?? { ...a, offered: 0, served: 0, answered: 0, errors: 0, p50: NaN, p99: NaN },
  }));
}

/**
 * A row's work, with the load average before and after it, the CPU this
 * process (the load generator, on the same cores as the server) used, and
 * the CPU the server's processes and PostgreSQL's used per answer (`answers`
 * counts them): a figure other work on a shared machine changes far less
 * than throughput.
 */
async function withLoad<T>(
  work: () => Promise<T>,
  answers: (result: T) => number,
): Promise<Loaded<T>> {
  const before = loadNow();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const serverBefore = processTreeCpuMs(server.proc.pid!);
  const pgBefore = pgServer ? await pgBackendsCpuMs(pgServer, pgName) : new Map<number, number>();
  const result = await work();
  const used = process.cpuUsage(cpu);
  const cpuShare = (used.user + used.system) / 1000 / (performance.now() - started);
  const n = Math.max(1, answers(result));
  const serverMs = (processTreeCpuMs(server.proc.pid!) - serverBefore) / n;
  const pgMs = pgServer ? pgCpuSince(pgBefore, await pgBackendsCpuMs(pgServer, pgName)) / n : null;
  return { ...result, load: { before, after: loadNow(), cpuShare, serverMs, pgMs } };
}

const floorOf = () =>
  measure({
    url: `${floor}/floor/${[...people][0]}`,
    connections,
    duration: Math.min(duration, 5),
  });
const floorBefore = await floorOf();
const offered = Math.round(floorBefore.rps * pacedShare);
const offeredWhole = Math.max(1, Math.round(floorBefore.rps * wholeShare));

interface CrowdRow {
  rate: number;
  saturation: Loaded<{ reads: Measured; written: Written | null }>;
  paced: Loaded<{ reads: Paced; written: Written | null }>;
}
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

const endpointRows: { screen: Screen; closed: Loaded<Measured>; paced: Loaded<Paced> }[] = [];
for (const screen of ENDPOINTS) {
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
interface AddRow {
  who: string;
  writers: Writer[];
  result: Loaded<Measured>;
  check: string;
  shows: number[];
}
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
const addRows = [
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
const wholeRow = endpointRows.find((r) => r.screen.whole)!;
const wholeAnswers = wholeRow.closed.requests + wholeRow.paced.answered;

// The tables.
const fmt = (n: number) => (Number.isNaN(n) ? '-' : n >= 100 ? n.toFixed(0) : n.toFixed(1));
const num = (n: number) => Math.round(n).toLocaleString('en-US');
const ofFloor = (n: number) => `${((n / floorRps) * 100).toFixed(1)}%`;
const load = ({ before, after, cpuShare, serverMs, pgMs }: Loaded<object>['load']) =>
  `${before.toFixed(1)} → ${after.toFixed(1)}, bench ${(cpuShare * 100).toFixed(0)}%; CPU per answer: server ${serverMs.toFixed(2)} ms${pgMs === null ? '' : `, PostgreSQL ${pgMs.toFixed(2)} ms`}`;
/** Paced in full: at least 98% of the offered rate answered within the run. */
const keptUp = (p: Paced) => p.served >= 0.98 * p.offered;
const servedCell = (p: Paced) =>
  `${((p.served / p.offered) * 100).toFixed(0)}%${keptUp(p) ? '' : ' **cannot keep up**'}`;
const p99Of = (p: Paced | undefined) => (p && p.answered ? String(p.p99) : '-');
const writesDone = (w: Written | null) =>
  w ? w.adds.served + w.photoAdds.served + w.others.served : 0;
const errorsOf = (reads: { errors: number }, w: Written | null) =>
  reads.errors + (w ? w.adds.errors + w.photoAdds.errors + w.others.errors : 0);
const addsCell = (w: Written | null | undefined) =>
  w ? `${p99Of(w.adds)} / ${p99Of(w.photoAdds)}` : '-';

console.log(
  `\nCrowd: ${machineLine(engine, loadBefore)}. ${users.toLocaleString('en-US')} users / ${shows.toLocaleString('en-US')} shows; ${people.size} signed-in people; ${workersLine}; ${pgServer ? `Redis ${values.redis ? 'on (REDIS_URL set)' : 'off (REDIS_URL unset)'}; ` : ''} ${duration} s per row; floor ${num(floorRps)} req/s (bare Fastify + ${pgServer ? 'pg (pool of 10)' : 'better-sqlite3'} route, one row by primary key, one process, same run: ${num(floorBefore.rps)} before, ${num(floorAfter.rps)} after). The load generator runs on the same 2 cores.`,
);

console.log(
  `\n**Paced crowd (the headline).** Readers offered ${num(offered)} reads/s (${values.paced}% of the floor measured first), evenly spaced whether or not earlier reads were answered, on up to ${pacedConnections} connections; latency runs from each request's scheduled time, so waiting behind a slow server counts. Writers paced the same way (a fifth add a show, half with a photo). "served" is the share of the offered reads answered within the row's ${duration} s; below 98% the readers asked more than the server gave, and the latencies are those of a growing queue. Last column: the 1-minute load average before and after the row, the CPU this process (the load generator, on the same cores as the server) used, in % of one core, and the CPU the server's processes${pgServer ? " and PostgreSQL's (serving this run's database)" : ''} used per answer (reads and writes; on a shared machine it moves far less than throughput).`,
);
console.log(
  '\n| writes/s asked | reads/s offered | reads/s served | served | read p50 ms | read p99 ms | writes done/s | add show p99 ms, no photo / photo | other writes p99 ms | errors | load avg before → after, bench process CPU; CPU per answer |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
);
for (const { rate, paced: r } of crowdRows) {
  console.log(
    `| ${rate} | ${num(r.reads.offered)} | ${num(r.reads.served)} | ${servedCell(r.reads)} | ${r.reads.p50} | ${r.reads.p99} | ${fmt(writesDone(r.written))} | ${addsCell(r.written)} | ${p99Of(r.written?.others)} | ${errorsOf(r.reads, r.written)} | ${load(r.load)} |`,
  );
}

// The targets (one set for SQLite, one for PostgreSQL), each met or
// missed with its figure.
const pacedAt = (rate: number) => crowdRows.find((r) => r.rate === rate)?.paced;
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const targetLines: string[] = [];
const at20 = pacedAt(20);
const p99At20 = pgServer ? 50 : 25;
// Throughput is judged against the floor every ratio uses (the higher of
// before and after), so a floor that rose during the run can fail a row
// offered 10% of the floor measured first: the line says so.
targetLines.push(
  at20
    ? `- 20 writes/s: reads served at least 10% of the floor: ${verdict(at20.reads.served >= 0.1 * floorRps)} (served ${num(at20.reads.served)}/s = ${ofFloor(at20.reads.served)} of the floor, ${num(floorRps)} req/s; offered ${num(at20.reads.offered)}/s = ${values.paced}% of the floor measured first, ${num(floorBefore.rps)} req/s); read p99 at most ${p99At20} ms: ${verdict(keptUp(at20.reads) && at20.reads.p99 <= p99At20)} (p99 ${at20.reads.p99} ms${keptUp(at20.reads) ? '' : ', with the readers asking more than the server gave'})`
    : '- 20 writes/s: not measured (--writes has no 20)',
);
const at100 = pacedAt(100);
if (pgServer) {
  targetLines.push(
    ...addRows.map(
      ({ who, writers, result: r, check }) =>
        `- add show, ${writers.length} writer connections, ${who}: at least 300 adds/s: ${verdict(writers.length >= 16 && r.rps >= 300 && r.errors === 0)} (${fmt(r.rps)}/s, p99 ${r.p99} ms, ${r.errors} errors); counters and ranks ${check}`,
    ),
  );
}
if (!pgServer)
  targetLines.push(
    at100
      ? `- 100 writes/s: read p99 at most 50 ms (paced at ${values.paced}% of the floor): ${verdict(keptUp(at100.reads) && at100.reads.p99 <= 50)} (p99 ${at100.reads.p99} ms; served ${num(at100.reads.served)} of ${num(at100.reads.offered)} reads/s offered)`
      : '- 100 writes/s: not measured (--writes has no 100)',
  );
if (!pgServer)
  targetLines.push(
    at100?.written
      ? `- 100 writes/s: add show p99 at most 50 ms beside the readers: without a photo ${verdict(keptUp(at100.written.adds) && at100.written.adds.p99 <= 50)} (p99 ${at100.written.adds.p99} ms, ${fmt(at100.written.adds.served)} of ${fmt(at100.written.adds.offered)} adds/s answered in time); with a photo ${verdict(keptUp(at100.written.photoAdds) && at100.written.photoAdds.p99 <= 50)} (p99 ${at100.written.photoAdds.p99} ms, ${fmt(at100.written.photoAdds.served)} of ${fmt(at100.written.photoAdds.offered)} adds/s)`
      : '- 100 writes/s: add show p99: not measured (--writes has no 100)',
  );
console.log(`\nTargets (${pgServer ? 'PostgreSQL' : 'SQLite'}):\n${targetLines.join('\n')}`);

console.log(
  `\n**Saturation (closed loop).** ${connections} reader connections, each asking again as soon as it is answered: the most reads the server gives beside the writers (paced as above). Its p99 is mostly queueing (about ${connections} / throughput), not the time one read takes.`,
);
console.log(
  '\n| writes/s asked | reads/s | read p50 ms | read p99 ms | of floor | writes done/s | add show p99 ms, no photo / photo | other writes p99 ms | errors | load avg before → after, bench process CPU; CPU per answer |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
);
for (const { rate, saturation: r } of crowdRows) {
  console.log(
    `| ${rate} | ${fmt(r.reads.rps)} | ${r.reads.p50} | ${r.reads.p99} | ${ofFloor(r.reads.rps)} | ${fmt(writesDone(r.written))} | ${addsCell(r.written)} | ${p99Of(r.written?.others)} | ${errorsOf(r.reads, r.written)} | ${load(r.load)} |`,
  );
}

console.log(
  `\n**Each endpoint alone**, random parameters (user and artist Zipf-wise, search prefixes of known artists), no writes: closed loop with ${connections} connections, then paced at ${num(offered)} req/s (${values.paced}% of the floor; the whole ranking at ${num(offeredWhole)} req/s, ${values['paced-whole']}%) on up to ${pacedConnections} connections. Target: paced p99 at most 25 ms, whole-list paths excepted. Non-2xx: best-rated artist answers 404 for a user with no scored show.`,
);
console.log(
  '\n| endpoint | closed req/s | closed p50 ms | closed p99 ms | of floor | paced offered/s | paced served/s | served | paced p50 ms | paced p99 ms | p99 ≤ 25 ms | non-2xx | load avg before → after, bench process CPU; CPU per answer (closed; paced) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|',
);
for (const { screen, closed: c, paced: p } of endpointRows) {
  const target = screen.whole ? 'excepted (whole list)' : verdict(keptUp(p) && p.p99 <= 25);
  console.log(
    `| ${screen.name} | ${fmt(c.rps)} | ${c.p50} | ${c.p99} | ${ofFloor(c.rps)} | ${num(p.offered)} | ${num(p.served)} | ${servedCell(p)} | ${p.p50} | ${p.p99} | ${target} | ${c.errors + p.errors} | ${load(c.load)}; ${load(p.load)} |`,
  );
}
console.log(
  `\nWhole ranking: ${num(wholeAnswers)} answers over both runs, ${wholeRequests ? (wholeShows / wholeRequests).toFixed(0) : '-'} shows per answer on average and ${num(wholeMax)} at most (the show counts of the ${num(counts.size)} users asked, weighted by how often), ${wholeRow.paced.answered ? (wholeRow.paced.bytes / wholeRow.paced.answered / 1024).toFixed(0) : '-'} kB per paced answer.`,
);

const showsHeld = (shows: number[]) =>
  shows.length
    ? `${num(Math.min(...shows))} to ${num(Math.max(...shows))} shows (median ${num([...shows].sort((x, y) => x - y)[shows.length >> 1]!)})`
    : 'not read';
console.log(
  `\n**Add show alone**, no photo, no readers: ${addWriterCount} signed-in people, one connection each, each adding again as soon as answered (closed loop), ${duration} s a row; artists picked Zipf-wise (popular artists' counters are shared by many adds). A new show moves down every show its owner ranked below it, so the writers' show counts matter: the crowd's first people (Zipf-wise) are the busiest accounts, typical accounts hold a few shows. After each row the writers' show counts, statistics and ranks and their artists' counters are checked against a recount.`,
);
console.log(
  '\n| load | writers hold after | adds/s | p50 ms | p99 ms | errors | counters and ranks after | load avg before → after, bench process CPU; CPU per answer |\n|---|---|---:|---:|---:|---:|---|---|',
);
for (const { who, writers, result: r, check, shows } of addRows) {
  console.log(
    `| ${engine}: add show, ${writers.length} writer connections, closed loop, ${who} | ${showsHeld(shows)} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${check} | ${load(r.load)} |`,
  );
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
