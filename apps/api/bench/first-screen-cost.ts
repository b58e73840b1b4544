/**
 * What a server-rendered page (http/first-screen.ts: the app's HTML with its
 * first reads and their markup) costs the server, against what its client is
 * charged, on a production server as `pnpm start` runs it: SQLite, two
 * server processes, default limits, the web build's pages and server render.
 *
 * Seeds (limits off, one process) a user with `--sets` sets at one festival
 * (their own festival page lists every one) and a user with `--shows` shows
 * of one gig (its page holds the 100 best); then, on a fresh server with
 * default limits:
 *
 *  - per page (everyday pages: Add Show, a show, a profile, an artist, Home's
 *    Everyone feed; then the gig, a gig of 120 shows whose texts are at
 *    their limits, and the festival), `--loads` loads one after another by
 *    one reader (the festival by its owner), grouped by how the page came
 *    (full: data and markup; data only; bare: the session only): the
 *    server's CPU per load (the process tree's user + system time, /proc,
 *    10 ms ticks), wall time, the page's size (decompressed) and its
 *    first-screen JSON's;
 *  - per heavy page, for `--seconds`, two connections loading it in a loop
 *    (its owner, as the audit did) while another signed-in user polls their
 *    unread count one request at a time: that user's p50/p99/max, and how the
 *    loops' pages came (full, data without markup, bare).
 *
 *   pnpm -C apps/api exec tsx bench/first-screen-cost.ts [--sets 2000] [--shows 2000]
 *     [--loads 10] [--seconds 30] [--web ../web/dist]
 *
 * The web build must hold dist/ and dist-ssr/ (`pnpm -C apps/web build`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FIRST_SCREEN_ID,
  NOTES_MAX,
  SERVER_RENDERED_ATTRIBUTE,
  TEXT_FIELD_MAX,
} from '@gigrank/domain';
import {
  killServers,
  startServer,
  stopProcess,
  type ServerProcess,
} from '../test/support/server-process';
import { readArgs } from '../src/scripts/args';
import { processTreeCpuMs } from './cpu';
import { pollUnreadCount, register, type Account } from './lib';

const args = readArgs({ sets: 2000, shows: 2000, loads: 10, seconds: 30 }, ['web']);
const SETS = args.sets;
const SHOWS = args.shows;
/** Shows of the gig of long notes: past the 100 a gig page holds. */
const WORDY = 120;
const LOADS = args.loads;
const SECONDS = args.seconds;
const webDist = args.web
  ? resolve(args.web)
  : fileURLToPath(new URL('../../web/dist', import.meta.url));
if (!existsSync(join(webDist, 'index.html')) || !existsSync(join(webDist, '..', 'dist-ssr'))) {
  throw new Error(`${webDist}: no web build with its server render (pnpm -C apps/web build)`);
}
const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-first-screen-'));

/** `count` shows.create calls as `who`, 30 to a tRPC batch; the last show made. */
async function createShows(
  base: string,
  who: Account,
  count: number,
  input: (i: number) => Record<string, unknown>,
): Promise<{ id: number; artistId: number; cityId: number; date: string }> {
  let last: unknown;
  const batch = 30; // the path names every call: Fastify's maxParamLength is 500
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    const inputs = Object.fromEntries(
      Array.from({ length: n }, (_, i) => [String(i), input(done + i)]),
    );
    const res = await fetch(`${base}/trpc/${Array(n).fill('shows.create').join(',')}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: who.cookie },
      body: JSON.stringify(inputs),
    });
    if (!res.ok) throw new Error(`seed ${res.status} ${(await res.text()).slice(0, 300)}`);
    last = ((await res.json()) as { result: { data: unknown } }[]).at(-1)!.result.data;
  }
  return last as { id: number; artistId: number; cityId: number; date: string };
}

const NOTES = 'A night to remember, the crowd sang every word. ';
const year = new Date().getUTCFullYear() - 1;
const day = (i: number) => `${year}-07-${String(1 + (i % 5)).padStart(2, '0')}`;

async function seed(base: string) {
  const [festFan, gigFan, poller] = [
    await register(base, 'festfan'),
    await register(base, 'gigfan'),
    await register(base, 'poller'),
  ];
  // Readers of the everyday and gig pages: a fresh budget for each page measured, and
  // one per round of the warm-up.
  const readers: Account[] = [];
  for (let i = 0; i < 16; i++) readers.push(await register(base, `reader${i}`));
  const created = await fetch(`${base}/api/festivals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: festFan.cookie },
    body: JSON.stringify({
      name: 'Bench Fest',
      edition: year,
      startDate: day(0),
      endDate: day(4),
      city: 'Lisbon',
    }),
  });
  if (!created.ok) throw new Error(`festival ${created.status} ${await created.text()}`);
  const festivalId = ((await created.json()) as { id: number }).id;
  await createShows(base, festFan, SETS, (i) => ({
    artist: `Fest Act ${i}`,
    city: 'Lisbon',
    date: day(i),
    score: i % 101,
    festivalId,
    stage: `Stage ${i % 4}`,
    notes: NOTES.repeat(2),
  }));
  const last = await createShows(base, gigFan, SHOWS, (i) => ({
    artist: 'Crowded Band',
    city: 'Porto',
    date: `${year}-09-12`,
    score: i % 101,
    venue: 'Coliseu',
    notes: NOTES.repeat(2),
  }));
  // A gig of long texts (each at its limit): its page's data is past what a page embeds.
  const long = (max: number) => NOTES.repeat(60).slice(0, max);
  const wordy = await createShows(base, gigFan, WORDY, (i) => ({
    artist: 'Wordy Band',
    city: 'Porto',
    date: `${year}-10-03`,
    score: i % 101,
    notes: long(NOTES_MAX),
    venue: long(TEXT_FIELD_MAX),
    companion: long(TEXT_FIELD_MAX),
    favoriteSong: long(TEXT_FIELD_MAX),
  }));
  const { artistId, cityId, date } = last;
  return {
    accounts: { festFan, gigFan, poller, readers },
    showPath: `/show/${last.id}`,
    festivalPath: `/festival/${festivalId}`,
    gigPath: `/gig/${artistId}/${cityId}/${date}`,
    wordyGigPath: `/gig/${wordy.artistId}/${wordy.cityId}/${wordy.date}`,
  };
}

/** One page load as a browser makes it; what came. */
async function loadPage(base: string, path: string, who: Account) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    headers: { cookie: who.cookie, accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  const html = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  const data = block ? (JSON.parse(block) as { queries: unknown[] }) : { queries: [] };
  return {
    ms,
    bytes: html.length,
    jsonBytes: block?.length ?? 0,
    data: data.queries.length > 0,
    markup: html.includes(SERVER_RENDERED_ATTRIBUTE),
  };
}

type Load = Awaited<ReturnType<typeof loadPage>>;
const kindOf = (l: Load) => (l.markup ? 'full' : l.data ? 'data only' : 'bare');

/** `LOADS` loads of `path` by `who`, one after another: the server's CPU for each, by how it came. */
async function costPerLoad(server: ServerProcess, base: string, path: string, who: Account) {
  const loads: (Load & { cpuMs: number })[] = [];
  for (let i = 0; i < LOADS; i++) {
    const cpu0 = processTreeCpuMs(server.proc.pid!);
    const load = await loadPage(base, path, who);
    loads.push({ ...load, cpuMs: processTreeCpuMs(server.proc.pid!) - cpu0 });
  }
  const kinds = [...new Set(loads.map(kindOf))];
  return {
    path,
    ...Object.fromEntries(
      kinds.map((kind) => {
        const of = loads.filter((l) => kindOf(l) === kind);
        const mean = (f: (l: (typeof of)[number]) => number) =>
          Math.round(of.reduce((n, l) => n + f(l), 0) / of.length);
        return [
          kind,
          {
            loads: of.length,
            cpuMs: mean((l) => l.cpuMs),
            wallMs: mean((l) => l.ms),
            pageKB: mean((l) => l.bytes / 1024),
            jsonKB: mean((l) => l.jsonBytes / 1024),
          },
        ];
      }),
    ),
  };
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Another user's unread count, one request at a time, until `until` resolves. */
async function poll(base: string, who: Account, until: Promise<unknown>) {
  const latencies = await pollUnreadCount(base, who, until);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50ms: Math.round(at(latencies, 0.5)),
    p99ms: Math.round(at(latencies, 0.99)),
    maxms: Math.round(latencies.at(-1) ?? NaN),
  };
}

/** Two connections loading `path` as `owner` for SECONDS while `poller` polls. */
async function contention(
  server: ServerProcess,
  base: string,
  path: string,
  owner: Account,
  poller: Account,
) {
  const end = Date.now() + SECONDS * 1000;
  const came: Record<string, number> = {};
  const cpu0 = processTreeCpuMs(server.proc.pid!);
  const loop = async () => {
    while (Date.now() < end) {
      const l = await loadPage(base, path, owner);
      came[kindOf(l)] = (came[kindOf(l)] ?? 0) + 1;
    }
  };
  const loops = Promise.all([loop(), loop()]);
  const polled = await poll(base, poller, loops);
  await loops;
  const cpuMs = processTreeCpuMs(server.proc.pid!) - cpu0;
  const loads = Object.values(came).reduce((a, b) => a + b, 0);
  return {
    path,
    loads,
    came: Object.entries(came)
      .map(([k, n]) => `${n} ${k}`)
      .join(', '),
    serverCpuShare: +(cpuMs / (SECONDS * 1000)).toFixed(2),
    poller: polled,
  };
}

try {
  console.log(
    JSON.stringify({
      sets: SETS,
      shows: SHOWS,
      loads: LOADS,
      seconds: SECONDS,
      cores: cpus().length,
      loadavg: loadavg().map((n) => +n.toFixed(1)),
    }),
  );
  const env = { WEB_DIST_DIR: webDist };
  const seeding = await startServer(dataDir, { ...env, WORKERS: '1' });
  const seeded = await seed(seeding.url);
  await stopProcess(seeding.proc);
  console.error('seeded');

  // As `pnpm start` runs: two processes, every limit at its default.
  const server = await startServer(dataDir, {
    ...env,
    WORKERS: '2',
    RATE_LIMIT_REGISTER_MAX: '',
    RATE_LIMIT_LOGIN_MAX: '',
    RATE_LIMIT_WRITE_MAX: '',
    RATE_LIMIT_READ_MAX: '',
  });
  const base = server.url;
  const { festFan, gigFan, poller, readers } = seeded.accounts;

  const idle = await poll(base, poller, new Promise((r) => setTimeout(r, 2000)));
  console.log(JSON.stringify({ pollerAlone: idle }));
  // Everyday pages first (no reads; a show; a profile's first page of 50; an artist's
  // first page; Home's 50 newest), then the heavy pages; each measured by a reader of
  // its own (the festival by its owner, whose sets it lists).
  const pages = [
    ['/add-show', readers[0]!],
    [seeded.showPath, readers[1]!],
    [`/profile/${gigFan.id}`, readers[2]!],
    ['/artist/Crowded%20Band', readers[3]!],
    ['/?feed=everyone', readers[4]!],
    [seeded.gigPath, readers[5]!],
    [seeded.wordyGigPath, readers[6]!],
    [seeded.festivalPath, festFan],
  ] as const;
  // The reads' caches and the render's code warm in both processes (loads alternate
  // between them; the server render's code takes a few dozen renders to settle), each
  // round by a reader of its own.
  for (let round = 0; round < 6; round++) {
    for (const [path] of pages) await loadPage(base, path, readers[8 + round]!);
  }
  for (const [path, who] of pages) {
    console.log(JSON.stringify({ perLoad: await costPerLoad(server, base, path, who) }));
  }
  // The loops start with their owners' budgets full again (a minute's refill).
  await new Promise((r) => setTimeout(r, 60_000));
  for (const [path, who] of [
    [seeded.gigPath, gigFan],
    [seeded.festivalPath, festFan],
  ] as const) {
    console.log(
      JSON.stringify({ twoConnections: await contention(server, base, path, who, poller) }),
    );
  }
  console.log(JSON.stringify({ loadavgAfter: loadavg().map((n) => +n.toFixed(1)) }));
} finally {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
}
