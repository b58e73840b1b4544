// What the benchmarks share: seeding a demo database, signing a demo user in,
// the floor server, one closed-loop autocannon run, the lines that say which
// machine and how busy it was, and the check of writers' counters and ranks.
// A paced (open-loop) run is in paced.ts, the CPU a run cost in cpu.ts.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { counterMismatches, createDb } from '@gigrank/db';
import { startProcess } from '../test/support/server-process';
import { zipf } from '../src/scripts/zipf';
import { isAnswer, type PacedRequest } from './paced';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The command-line options of a crowd on the demo data (bench/crowd.ts,
 * bench/instances.ts): its size, how long a row runs, its connections and
 * people, where its database and Redis are, and the server's processes.
 */
const CROWD_OPTIONS = {
  shows: { type: 'string', default: '1000000' },
  duration: { type: 'string', default: '10' },
  connections: { type: 'string', default: '32' },
  people: { type: 'string', default: '64' },
  workers: { type: 'string' },
  // A PostgreSQL server URL (postgres://user@host:port/db): the run creates
  // a database of its own there and drops it at the end.
  postgres: { type: 'string' },
  // A database on that server seeded before with the same --shows, copied
  // (CREATE DATABASE ... TEMPLATE) instead of seeding.
  'seeded-pg': { type: 'string' },
  // REDIS_URL for the server (with a prefix of this run's own).
  redis: { type: 'string' },
} as const;

/**
 * A crowd bench's command line: CROWD_OPTIONS and the bench's own `extra`
 * options, with the crowd's size read as numbers (shows seeded, seconds a row
 * runs, connections).
 */
export function crowdArgs<const Extra extends NonNullable<ParseArgsConfig['options']>>(
  extra: Extra,
) {
  const { values } = parseArgs({ options: { ...CROWD_OPTIONS, ...extra } });
  // Every CROWD_OPTIONS size has a default; the generic parse cannot see it.
  const size = values as unknown as Record<'shows' | 'duration' | 'connections', string>;
  return {
    values,
    shows: Number(size.shows),
    duration: Number(size.duration),
    connections: Number(size.connections),
  };
}

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

/** A bench account: its id and session cookie. */
export interface Account {
  id: number;
  cookie: string;
}

/** Registers `name` (password 'bench-password') on the server at `base`. */
export async function register(base: string, name: string): Promise<Account> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, displayName: name, password: 'bench-password' }),
  });
  if (!res.ok) throw new Error(`register ${name}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: number } };
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('gigrank_session='))!
    .split(';')[0]!;
  return { id: body.user.id, cookie };
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

/**
 * The crowd: `count` demo people picked Zipf-wise among `users` (the active
 * ones more often), signed in on `base`; `pickUser` picks whose page a read
 * is of the same way, `anyCookie` one of them, `selfOf` a cookie's person.
 */
export async function signInCrowd(base: string, users: number, count: number) {
  const pickUser = zipfPicker(users, 0.8);
  const people = new Set<number>();
  while (people.size < Math.min(count, users)) people.add(pickUser());
  const cookies: string[] = [];
  for (const id of people) cookies.push(await signIn(base, id));
  return {
    pickUser,
    people,
    cookies,
    anyCookie: () => cookies[Math.floor(Math.random() * cookies.length)]!,
    selfOf: new Map<string, number>([...people].map((id, i) => [cookies[i]!, id])),
  };
}

/**
 * `release` (stopping servers, dropping a run's database and folder) as a
 * function that runs it once: at the run's end, and when the run is
 * interrupted or fails, before it exits.
 */
export function cleanUpOnExit(release: () => Promise<void>): () => Promise<void> {
  let released = false;
  const cleanUp = async () => {
    if (released) return;
    released = true;
    await release();
  };
  for (const event of ['SIGINT', 'SIGTERM', 'uncaughtException', 'unhandledRejection'] as const) {
    process.once(event, (error: unknown) => {
      if (error instanceof Error) console.error(error);
      void cleanUp().finally(() => process.exit(1));
    });
  }
  return cleanUp;
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
  /** Answers other than 2xx, and requests that got no answer. */
  errors: number;
  /** Of those, the server's failures: 5xx answers, and requests that got no answer. */
  failed: number;
}

/**
 * One closed-loop autocannon run, summed up: each connection sends its next
 * request when the last is answered, so it measures the most the server gives
 * and its p99 is mostly queueing (about connections / throughput). Never give
 * it `overallRate`: autocannon paces by a per-connection quota that every
 * connection spends at the start of each second (a burst as deep as the
 * connections), and then corrects for coordinated omission with a 1 ms
 * expected interval, which records a response of n ms n times; `paced` is the
 * open-loop measure.
 */
export async function measure(options: autocannon.Options): Promise<Measured> {
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    failed: result.errors + result['5xx'],
  };
}

/**
 * Readers in a closed loop on `url`: `connections` of them, each sending
 * `next()` again once answered (`measure`). A status the request documents
 * as its answer (`PacedRequest.answers`) is not counted as an error.
 */
export async function closedLoop(options: {
  url: string;
  connections: number;
  duration: number;
  next: () => PacedRequest;
}): Promise<Measured> {
  let documented = 0;
  const measured = await measure({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        setupRequest: (request, context) => {
          const next = options.next();
          (context as { answers?: readonly number[] }).answers = next.answers;
          return {
            ...request,
            method: (next.method ?? 'GET') as autocannon.Request['method'],
            path: next.path,
            headers: { ...request.headers, ...next.headers },
          };
        },
        onResponse: (status, _body, context) => {
          const { answers } = context as { answers?: readonly number[] };
          if ((status < 200 || status >= 300) && isAnswer(status, { answers })) documented += 1;
        },
      },
    ],
  });
  return { ...measured, errors: measured.errors - documented };
}

/** A read loop's latencies: how many, errors, p50, p99 and the slowest, in ms. */
export interface Reads {
  n: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The summary of a read loop's latencies (ms) and errors. */
export function readsOf(times: number[], errors: number): Reads {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** A read loop's summary in one line. */
export const readsLine = (r: Reads) =>
  `${r.n} reads, ${r.errors} errors, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(0)} ms`;

/**
 * `who`'s unread count asked for one request at a time until `until`
 * resolves: each answer's latency in ms, in the order asked.
 */
export async function pollUnreadCount(
  base: string,
  who: Account,
  until: Promise<unknown>,
): Promise<number[]> {
  const latencies: number[] = [];
  let polling = true;
  void until.then(() => (polling = false));
  while (polling) {
    const started = performance.now();
    const res = await fetch(`${base}/api/users/${who.id}/notifications/unread-count`, {
      headers: { cookie: who.cookie },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`poll ${res.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/**
 * The parts of a multipart/form-data body with `boundary`, as a browser's
 * FormData sends them: a text field, a JPEG photo and the closing line.
 */
export const formParts = (boundary: string) => ({
  field: (name: string, value: string) =>
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  jpeg: (name: string, filename: string, jpeg: Buffer) => [
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from('\r\n'),
  ],
  end: () => Buffer.from(`--${boundary}--\r\n`),
});

/** The 1-minute load average now. */
export const loadNow = () => loadavg()[0]!;

/** The machine, the date and how busy it was: every table says so. */
export function machineLine(engine: string, loadBefore: number): string {
  return `${engine}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`;
}

/** Ranks 1..n drawn Zipf-wise (rank 1 most often), as the demo data is skewed. */
export function zipfPicker(n: number, s = 1.0): () => number {
  const pick = zipf(n, s);
  return () => pick() + 1;
}

/** A signed-in writer of a bench: a demo user's id and session cookie. */
export interface Writer {
  id: number;
  cookie: string;
}

/**
 * After a run of adds: every writer's ranking, read through the API, is
 * 1..n in order and as long as their show count; then, in the database
 * (`databaseUrl`, a PostgreSQL URL or the SQLite file), every counter and
 * rank of the writers and of the artists of their shows equals a recount.
 * autocannon stops waiting at the end of its run while adds it sent are
 * still being written: the API check is read again until the server is
 * quiet, and only a lasting mismatch fails. Throws with the first problems;
 * returns each writer's show count.
 */
export async function checkWriters(
  base: string,
  writers: Writer[],
  databaseUrl: string,
): Promise<number[]> {
  const counts: number[] = [];
  for (const { id, cookie } of writers) {
    const read = async () => {
      const [profile, ranked] = await Promise.all(
        [`/api/users/${id}`, `/api/users/${id}/ranked-shows`].map((path) =>
          fetch(`${base}${path}`, { headers: { cookie } }).then((r) => r.json()),
        ),
      );
      return {
        ranks: (ranked as { rank: number }[]).map((s) => s.rank),
        showsCount: (profile as { showsCount: number }).showsCount,
      };
    };
    const wrong = ({ ranks, showsCount }: Awaited<ReturnType<typeof read>>) =>
      ranks.length !== showsCount || ranks.some((rank, k) => rank !== k + 1);
    let { ranks, showsCount } = await read();
    for (let tries = 0; wrong({ ranks, showsCount }) && tries < 10; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ({ ranks, showsCount } = await read());
    }
    if (wrong({ ranks, showsCount })) {
      const bad = ranks.findIndex((rank, k) => rank !== k + 1);
      throw new Error(
        `demo_${id}: ranks or show count wrong after the add-show run: ${ranks.length} ranks listed, showsCount ${showsCount}, first rank out of place at position ${bad + 1}: ${ranks.slice(Math.max(0, bad - 2), bad + 3).join(',')}`,
      );
    }
    counts.push(showsCount);
  }
  const database = createDb(databaseUrl, { readCache: false, poolSize: 1 });
  try {
    const problems = await counterMismatches(database.db, { users: writers.map((w) => w.id) });
    if (problems.length) {
      throw new Error(
        `counters or ranks wrong after the add-show run (${problems.length}): ${problems.slice(0, 5).join('; ')}`,
      );
    }
  } finally {
    await database.close();
  }
  return counts;
}
