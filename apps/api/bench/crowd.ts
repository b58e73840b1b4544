// pnpm bench:crowd [--shows 1000000] [--duration 10] [--connections 32] [--people 64]
//                  [--writes 0,20,100]
// A crowd, not one URL: seeds `seed:demo`, starts the production server and
// the floor, signs in `people` demo users picked Zipf-wise, then for each
// write rate runs `connections` readers whose every request picks its screen
// (in the proportions below), its user, artist or search prefix at random,
// beside writers at that many writes a second (likes, follows, mark-read,
// comments, add show with and without a photo). Then each read endpoint alone
// with random parameters. Prints the tables with the floor of the same run,
// the machine and its load. Rate limits are off (a crowd from one address).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { killServers, startServer } from '../test/server-process';
import {
  machineLine,
  measure,
  seedDemo,
  signIn,
  startFloor,
  zipfPicker,
  type Measured,
} from './lib';

const { values } = parseArgs({
  options: {
    shows: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    people: { type: 'string', default: '64' },
    writes: { type: 'string', default: '0,20,100' },
  },
});
process.on('exit', killServers);

const shows = Number(values.shows);
const duration = Number(values.duration);
const connections = Number(values.connections);
const loadBefore = loadavg()[0]!;

const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-crowd-'));
const users = seedDemo(shows, dataDir);
const { url: base } = await startServer(dataDir, { LOG_LEVEL: 'info' });
const floor = await startFloor(dataDir);

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

/** Each screen's reads, with the share of requests it gets in the crowd. */
const SCREENS: { name: string; share: number; path: (me: number) => string }[] = [
  { name: 'feed', share: 18, path: () => '/api/shows?limit=50' },
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
  { name: 'artist search', share: 8, path: () => `/api/artist-stats?q=${anyPrefix()}` },
];
const totalShare = SCREENS.reduce((a, s) => a + s.share, 0);
function anyScreen() {
  let x = Math.random() * totalShare;
  for (const s of SCREENS) if ((x -= s.share) < 0) return s;
  return SCREENS[0]!;
}

/** Readers: every request its own screen, parameters and person. */
const readers = (pick: () => { path: (me: number) => string }) =>
  measure({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const cookie = anyCookie();
          return {
            ...request,
            method: 'GET',
            path: pick().path(selfOf.get(cookie)!),
            headers: { ...request.headers, cookie },
          };
        },
      },
    ],
  });

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
function otherWrite(cookie: string): { method: 'POST'; path: string; body?: string } {
  const me = selfOf.get(cookie)!;
  switch (sent++ % 4) {
    case 0:
      return { method: 'POST', path: `/api/shows/${anyShow()}/like` };
    case 1:
      return { method: 'POST', path: `/api/users/${me}/following/${otherThan(me)}` };
    case 2:
      return { method: 'POST', path: `/api/users/${me}/notifications/mark-read` };
    default:
      return {
        method: 'POST',
        path: `/api/shows/${anyShow()}/comments`,
        body: JSON.stringify({ body: 'What a night' }),
      };
  }
}

/** Writers at `rate` writes a second: a fifth add a show (half with a photo). */
function writers(rate: number): Promise<{ adds: Measured; others: Measured }> | null {
  if (rate === 0) return null;
  const addRate = Math.max(1, Math.round(rate / 5));
  const adds = measure({
    url: `${base}/api/shows`,
    connections: Math.min(8, addRate),
    duration,
    overallRate: addRate,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'POST',
          path: '/api/shows',
          headers: {
            ...request.headers,
            cookie: anyCookie(),
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          body: showBody(sent % 2 === 0),
        }),
      },
    ],
  });
  const others = measure({
    url: base,
    connections: Math.min(16, rate),
    duration,
    overallRate: rate - addRate,
    requests: [
      {
        setupRequest: (request) => {
          const cookie = anyCookie();
          const write = otherWrite(cookie);
          return {
            ...request,
            ...write,
            // A JSON content type only with a body (Fastify refuses an empty one).
            headers: write.body
              ? { ...request.headers, cookie, 'content-type': 'application/json' }
              : { cookie },
          };
        },
      },
    ],
  });
  return Promise.all([adds, others]).then(([a, o]) => ({ adds: a, others: o }));
}

const floorOf = () =>
  measure({
    url: `${floor}/floor/${[...people][0]}`,
    connections,
    duration: Math.min(duration, 5),
  });
const floorBefore = await floorOf();

const crowdRows: { rate: number; reads: Measured; adds?: Measured; others?: Measured }[] = [];
for (const rate of values.writes.split(',').map(Number)) {
  const [reads, written] = await Promise.all([readers(anyScreen), writers(rate)]);
  crowdRows.push({ rate, reads, adds: written?.adds, others: written?.others });
}

const endpointRows: { name: string; m: Measured }[] = [];
for (const screen of SCREENS) {
  endpointRows.push({ name: screen.name, m: await readers(() => screen) });
}
const floorAfter = await floorOf();
const floorRps = Math.max(floorBefore.rps, floorAfter.rps);

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const pct = (n: number) => `${((n / floorRps) * 100).toFixed(1)}%`;
console.log(
  `\nCrowd: ${machineLine('SQLite', loadBefore)}. ${users.toLocaleString('en-US')} users / ${shows.toLocaleString('en-US')} shows; ${people.size} signed-in people, ${connections} reader connections, ${duration} s per row; floor ${fmt(floorRps)} req/s (bare route, one row by primary key, same run).`,
);
console.log(
  '\n| writes/s asked | reads/s | read p50 ms | read p99 ms | of floor | writes done/s | add show p99 ms | other writes p99 ms | errors |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
);
for (const r of crowdRows) {
  const done = (r.adds?.requests ?? 0) + (r.others?.requests ?? 0);
  const errors = r.reads.errors + (r.adds?.errors ?? 0) + (r.others?.errors ?? 0);
  console.log(
    `| ${r.rate} | ${fmt(r.reads.rps)} | ${r.reads.p50} | ${r.reads.p99} | ${pct(r.reads.rps)} | ${fmt(done / duration)} | ${r.adds ? r.adds.p99 : '-'} | ${r.others ? r.others.p99 : '-'} | ${errors} |`,
  );
}
console.log(
  '\n| endpoint alone, random parameters | req/s | p50 ms | p99 ms | of floor | non-2xx (best-rated artist: 404 for a user with none) |\n|---|---:|---:|---:|---:|---:|',
);
for (const { name, m } of endpointRows) {
  console.log(`| ${name} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} | ${pct(m.rps)} | ${m.errors} |`);
}

killServers();
rmSync(dataDir, { recursive: true, force: true });
