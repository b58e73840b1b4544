// pnpm lighthouse [--runs 3] [--out dir] [--users 200 --shows 2000 --follows 600]
//                 [--base-url http://host:port] [--only Home,Profile,Artist,Show,AddShow]
//                 [--cpu-slowdown 2]
//
// Lighthouse (performance category, default config: mobile form factor with
// simulated throttling) against the production build as users get it: seeds
// a fresh SQLite database with `seed:demo`, starts the production server
// (apps/api serving apps/web/dist), signs in as a demo user and audits Home,
// that user's Profile, the page of the user's most-seen artist, the user's
// best-ranked show and Add Show, signed in (the session cookie goes along as
// an extra header).
//
// Prints the median performance score, CLS and the main timings for each page;
// exits 1 when a page scores under 90 or has a CLS over 0.1. It builds nothing:
// run `pnpm build` first. Not part of `pnpm test` (slow, and timing-dependent).
// --base-url audits a server that is already running with `seed:demo` data instead.
// --cpu-slowdown replaces Lighthouse's 4x CPU multiplier, for a host slower than
// the desktop it assumes (see "benchmarkIndex" in the output and Lighthouse's
// docs/throttling.md); the default config is used without it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig } from 'lighthouse';

const DEFAULT_THROTTLING = defaultConfig.settings?.throttling;

const { values } = parseArgs({
  // `pnpm lighthouse -- --runs 1` passes the `--` along.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '3' },
    out: { type: 'string' },
    users: { type: 'string', default: '200' },
    shows: { type: 'string', default: '2000' },
    follows: { type: 'string', default: '600' },
    'base-url': { type: 'string' },
    only: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const CPU_SLOWDOWN = values['cpu-slowdown'] ? Number(values['cpu-slowdown']) : null;
const MIN_SCORE = 90;
const MAX_CLS = 0.1;
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(webDir, '..', 'api');
const distDir = join(webDir, 'dist');
if (!values['base-url'] && !existsSync(join(distDir, 'index.html'))) {
  console.error('lighthouse: apps/web/dist is missing; run `pnpm build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-lighthouse-'));
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  WEB_DIST_DIR: distDir,
  LOG_LEVEL: 'info',
  RATE_LIMIT_LOGIN_MAX: '0',
  RATE_LIMIT_REGISTER_MAX: '0',
  RATE_LIMIT_WRITE_MAX: '0',
};

let server;
let chrome;
const cleanUp = () => {
  server?.kill('SIGTERM');
  chrome?.kill();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

/** The production server on a free port; resolves with its base URL. */
function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolvePromise(match[1]);
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function getJson(base, path, cookie) {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function seedAndStart() {
  console.error(
    `Seeding ${values.users} users, ${values.shows} shows, ${values.follows} follows...`,
  );
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/scripts/seed-demo.ts',
      ...['--users', values.users, '--shows', values.shows, '--follows', values.follows],
    ],
    { cwd: apiDir, env: serverEnv, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seed:demo failed:\n${seeded.stderr}`);

  const base = await startServer();
  console.error(`Server at ${base}`);
  return base;
}

try {
  const base = values['base-url']?.replace(/\/$/, '') ?? (await seedAndStart());

  // demo_1 is the most active demo user (the data is Zipf-skewed): the heaviest Home and Profile.
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_1', password: 'demo-password' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { user } = await login.json();
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const shows = await getJson(base, `/api/users/${user.id}/ranked-shows`, cookie);
  const list = Array.isArray(shows) ? shows : (shows.shows ?? shows.items ?? []);
  const counts = new Map();
  for (const show of list) counts.set(show.artist, (counts.get(show.artist) ?? 0) + 1);
  const artist = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!artist) throw new Error('the demo user has no shows');

  const pages = [
    { name: 'Home', path: '/' },
    { name: 'Profile', path: `/profile/${user.id}` },
    { name: 'Artist', path: `/artist/${encodeURIComponent(artist)}` },
    // The user's best-ranked show, and the form a show is logged with.
    { name: 'Show', path: `/show/${list[0].id}` },
    { name: 'AddShow', path: '/add-show' },
  ];

  const only = values.only?.split(',').map((name) => name.trim().toLowerCase());
  const audited = only ? pages.filter((page) => only.includes(page.name.toLowerCase())) : pages;

  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  if (values.out) mkdirSync(resolve(values.out), { recursive: true });

  const results = [];
  for (const page of audited) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      // Lighthouse occasionally fails to record a trace (NO_NAVSTART...): try that run again.
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(
          `${base}${page.path}`,
          {
            port: chrome.port,
            onlyCategories: ['performance'],
            extraHeaders: { Cookie: cookie },
            logLevel: 'error',
            output: 'json',
          },
          // Lighthouse's default config (mobile, simulated throttling), or with another CPU multiplier.
          CPU_SLOWDOWN
            ? {
                extends: 'lighthouse:default',
                settings: {
                  throttling: { ...DEFAULT_THROTTLING, cpuSlowdownMultiplier: CPU_SLOWDOWN },
                },
              }
            : undefined,
        );
        const error = result?.lhr.runtimeError;
        if (!error) break;
        if (attempt === 3) throw new Error(`${page.name}: ${error.code} ${error.message}`);
        console.error(`  ${page.name} run ${run}: ${error.code}, trying again`);
      }
      const { lhr } = result;
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        si: audit('speed-index'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
      if (values.out) {
        const file = `${page.name.toLowerCase()}-${run}.json`;
        writeFileSync(join(resolve(values.out), file), result.report);
      }
      console.error(`  ${page.name} run ${run}: ${runs.at(-1).score}`);
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    results.push({
      page: `${page.name} (${page.path})`,
      score: pick('score'),
      cls: pick('cls'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      si: pick('si'),
      benchmarkIndex: pick('benchmarkIndex'),
      scores: runs.map((r) => r.score).join(', '),
    });
  }

  const { version } = JSON.parse(
    readFileSync(join(webDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  );
  console.log(
    `\nLighthouse ${version} performance, ${CPU_SLOWDOWN ? `default config but CPU slowdown ${CPU_SLOWDOWN}x` : 'default config'} (mobile, simulated throttling), median of ${RUNS} run(s):\n`,
  );
  console.log(
    '| Page | Score | CLS | FCP | LCP | TBT | Speed Index | Runs | Host CPU (benchmarkIndex) |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --- | --: |');
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  for (const r of results) {
    console.log(
      `| ${r.page} | ${r.score} | ${r.cls.toFixed(3)} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${s(r.si)} | ${r.scores} | ${Math.round(r.benchmarkIndex)} |`,
    );
  }
  const failing = results.filter((r) => r.score < MIN_SCORE || r.cls > MAX_CLS);
  if (failing.length) {
    console.error(
      `\nlighthouse: under target (score >= ${MIN_SCORE}, CLS <= ${MAX_CLS}): ${failing.map((r) => r.page).join(', ')}`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  cleanUp();
}
