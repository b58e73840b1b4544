// pnpm -C apps/web main-thread --base-url http://127.0.0.1:3000 [--runs 5] [--cpu 4]
//                             [--user demo_1] [path ...]
//
// Where a phone's main thread goes on each page, measured in Chromium
// itself instead of simulated: a 390x844 page, the CPU slowed `--cpu` times
// (DevTools' Emulation.setCPUThrottlingRate), signed in as a `seed:demo`
// user (password demo-password) of the server at --base-url. For each path:
// the HTML's size, the elements and icons on the page once settled, the
// first paint, and the long tasks (over 50 ms) from the first paint until
// 3 s after the network is idle: their blocking time (each one's time over
// 50 ms, summed) and the longest. Medians of --runs loads, each in a fresh
// context (no cache). Without paths: Home, the user's profile, Bruno Mars's
// artist page and Add Show.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: {
    'base-url': { type: 'string' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    user: { type: 'string', default: 'demo_1' },
  },
});
if (!values['base-url']) {
  console.error('main-thread: --base-url of a running server with seed:demo data is required');
  process.exit(1);
}
const base = values['base-url'].replace(/\/$/, '');
const runs = Math.max(1, Number(values.runs));
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: values.user, password: 'demo-password' }),
});
if (!login.ok) throw new Error(`sign-in of ${values.user}: ${login.status}`);
const { user } = await login.json();
const [name, value] = login.headers
  .getSetCookie()
  .find((c) => c.startsWith('gigrank_session='))
  .split(';')[0]
  .split('=');
const paths = positionals.length
  ? positionals
  : ['/', `/profile/${user.id}`, '/artist/Bruno%20Mars', '/add-show'];

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

/** One load of `path`: what the page measured of itself. */
async function load(path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await page.addInitScript(() => {
    const tasks = [];
    window.longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const measured = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = window.longTasks.filter(([start]) => start >= paint);
    return {
      paint,
      blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
      tasks: tasks.length,
      elements: document.querySelectorAll('*').length,
      icons: document.querySelectorAll('svg').length,
    };
  });
  await context.close();
  return measured;
}

console.log(
  `${runs} loads each, CPU ${values.cpu}x slower, 390x844, signed in as ${values.user}\n`,
);
console.log(
  '| Page | HTML | Elements | Icons (SVG) | First paint | Blocking (tasks over 50 ms) | Longest task |',
);
console.log('| --- | --: | --: | --: | --: | --: | --: |');
for (const path of paths) {
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await load(path));
  const html = await (
    await fetch(base + path, { headers: { cookie: `${name}=${value}`, accept: 'text/html' } })
  ).text();
  const m = (key) => Math.round(median(loads.map((l) => l[key])));
  console.log(
    `| ${path} | ${Math.round(html.length / 1000)} kB | ${loads[0].elements} | ${loads[0].icons} | ` +
      `${m('paint')} ms | ${m('blocking')} ms (${m('tasks')}) | ${m('longest')} ms |`,
  );
}
await browser.close();
