/**
 * A server-rendered page is charged what its render costs (http/limits.ts
 * renderUnits: a read unit per 2 kB of markup) on its client's read budget,
 * besides its reads: a client that cannot pay gets the page without markup
 * (with its data, when the reads were paid) and the renderer is not asked;
 * what a render's budget could not pay is owed by the next one. A stand-in
 * renderer makes `?kb=N` kilobytes of markup and counts its calls.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRenderFile } from '../../src/http/first-screen';
import { renderUnits } from '../../src/http/limits';
import { useTestApp, type TestUser } from '../support/helpers';
import { firstScreenPage } from '../support/first-screen';
import type { Requests } from '../support/requests';

const build = mkdtempSync(join(tmpdir(), 'gigrank-first-screen-budget-'));
const dist = join(build, 'dist');
const calls = join(build, 'renders.log');

beforeAll(() => {
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Gigrank</title>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '</head><body><div id="root"><p>Loading...</p></div></body></html>',
  );
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/after-paint.ts': { file: 'assets/after-paint.js', isEntry: true },
    }),
  );
  writeFileSync(calls, '');
  const renderer = serverRenderFile(dist);
  mkdirSync(join(renderer, '..'), { recursive: true });
  writeFileSync(
    renderer,
    `import { appendFileSync } from 'node:fs';
    export async function renderScreen({ url }) {
      appendFileSync(${JSON.stringify(calls)}, url + '\\n');
      const kb = Number(new URL(url, 'http://x').searchParams.get('kb') ?? 1);
      return '<main>' + 'x'.repeat(kb * 1024 - 13) + '</main>';
    }\n`,
  );
});
afterAll(() => rmSync(build, { recursive: true, force: true }));

const READ_MAX = 600;
const t = useTestApp({
  WEB_DIST_DIR: dist,
  NODE_ENV: 'production',
  RATE_LIMIT_READ_MAX: String(READ_MAX),
  FIRST_SCREEN_WAIT_MS: '20000',
});

/** The renders asked for so far, by URL. */
const renders = () => readFileSync(calls, 'utf8').split('\n').filter(Boolean);

async function page(who: Requests, url: string) {
  const { html, data } = await firstScreenPage<{ me: { id: number } | null; queries: unknown[] }>(
    who,
    url,
  );
  return { markup: html.includes('data-server-rendered'), data };
}

/** `n` exports (100 units each) as `who`: most of a budget, spent by reads. */
async function spend(who: TestUser, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await who.get(`/api/users/${who.user.id}/export`);
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('a server-rendered page is charged by its markup', () => {
  it('renders a heavy page while the budget pays, then sends it without markup and asks no render', async () => {
    const dan = await t.newUser();
    // 380 kB of markup: 190 units a render, three to a budget of 600.
    expect(renderUnits(380 * 1024)).toBe(190);
    const before = renders().length;
    const loads = [];
    for (let i = 0; i < 4; i++) loads.push((await page(dan, '/leaderboard?kb=380')).markup);
    expect(loads).toEqual([true, true, true, false]);
    expect(renders().length - before, 'the renderer is not asked past the budget').toBe(3);
    // The renders were drawn from the budget the client's own reads use.
    expect((await dan.get(`/api/users/${dan.user.id}/export`)).statusCode).toBe(429);
    // Its last units spent, a page with reads (5 units) comes bare and unrendered.
    while ((await dan.get('/api/shows?limit=1')).statusCode === 200);
    const profile = await page(dan, '/profile');
    expect(profile.markup).toBe(false);
    expect(profile.data.queries).toEqual([]);
    expect(renders().length - before).toBe(3);
  });

  it('with the reads paid and the render not, the page carries its data and no markup', async () => {
    const eve = await t.newUser();
    await eve.addShow({ artist: 'Low' });
    await spend(eve, 5);
    // 100 units left: Home's feed (2) is paid, a 300-unit render is not.
    const first = await page(eve, '/?kb=600');
    expect(first.markup, 'the first render of the kind is charged before it is known').toBe(true);
    const second = await page(eve, '/?kb=600');
    expect(second.markup).toBe(false);
    expect(second.data.queries).toHaveLength(1);
  });

  it('what a render could not pay is owed by the next render, of any page', async () => {
    const fay = await t.newUser();
    await spend(fay, 4);
    // 200 units left. Add Show, not yet measured: charged 32 before it runs; its markup
    // (1,000 kB: 500 units) is more than the budget has, so the rest is owed.
    expect((await page(fay, '/add-show?kb=1000')).markup).toBe(true);
    // Another kind of page, not measured either: its 32 units would pass, the debt does not.
    const before = renders().length;
    expect((await page(fay, '/import?kb=1')).markup).toBe(false);
    expect(renders().length - before).toBe(0);
    // Someone else's render of that kind is charged as measured, with no debt of theirs.
    const gus = await t.newUser();
    expect((await page(gus, '/import?kb=1')).markup).toBe(true);
  });
});
