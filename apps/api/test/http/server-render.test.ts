/**
 * A signed-in page comes with its screen rendered (http/first-screen.ts)
 * by the web app's server render (apps/web entry-server.tsx,
 * built into dist-ssr/ beside dist/). Here a stand-in renderer takes its
 * place: the page puts its markup in #root, styles it from the first paint,
 * and starts the app after the first paint; a renderer that fails or has
 * nothing to render leaves the page as it was. (The real render is checked
 * in the browser: apps/web e2e/app/first-screen.spec.ts.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRenderFile } from '../../src/http/first-screen';
import { useTestApp } from '../support/helpers';
import { firstScreenPage } from '../support/first-screen';
import type { Requests } from '../support/requests';

const build = mkdtempSync(join(tmpdir(), 'gigrank-server-render-'));
const dist = join(build, 'dist');
const BOOT_SCREEN = '<div class="boot-screen"><p>Loading...</p></div>';

beforeAll(() => {
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Gigrank</title>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js">\n' +
      '<link rel="preload" as="style" crossorigin href="/assets/index.css" data-app-stylesheet>' +
      `</head><body><div id="root">${BOOT_SCREEN}</div></body></html>`,
  );
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/after-paint.ts': { file: 'assets/after-paint.js', isEntry: true },
      'src/routes/index.tsx?tsr-split=component': {
        file: 'assets/home.js',
        imports: ['_react.js'],
        css: ['assets/home.css'],
      },
    }),
  );
  // The stand-in: renders who is signed in and what the page brought; fails on
  // /show/..., has nothing to render on /leaderboard.
  const renderer = serverRenderFile(dist);
  mkdirSync(join(renderer, '..'), { recursive: true });
  writeFileSync(
    renderer,
    `export async function renderScreen({ url, me, queries, renderedAt }) {
      if (url.startsWith('/show/')) throw new Error('render failed');
      if (url === '/leaderboard') return null;
      return '<main data-url="' + encodeURIComponent(url) + '" data-at="' + renderedAt + '">' +
        me.username + ':' + queries.map((q) => q.path).join(',') + '</main>';
    }\n`,
  );
});
afterAll(() => rmSync(build, { recursive: true, force: true }));

const t = useTestApp({ WEB_DIST_DIR: dist, NODE_ENV: 'production' });
const ann = t.user();

const page = (who: Requests, url: string) => firstScreenPage<{ renderedAt?: number }>(who, url);

describe("a signed-in page holds its screen's markup", () => {
  it('in #root (inert until the app adopts it), styled with the page, the app started after the first paint', async () => {
    const before = Date.now();
    const { html, data } = await page(ann, '/?tab=activity');
    expect(html).toContain(
      `<div id="root" data-server-rendered inert><main data-url="${encodeURIComponent('/?tab=activity')}"`,
    );
    expect(html).toContain(`>${ann.user.username}:shows.feed</main></div>`);
    expect(html).not.toContain(BOOT_SCREEN);
    // The time its relative times were rendered from goes with it, for the hydration.
    expect(data.renderedAt).toBeGreaterThanOrEqual(before);
    expect(html).toContain(`data-at="${data.renderedAt}"`);
    // The app's stylesheet and the screen's own are applied, not only preloaded.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    // The screen's after the app's: its rules that override Mantine's of the same weight win.
    expect(html.indexOf('href="/assets/home.css"')).toBeGreaterThan(
      html.indexOf('href="/assets/index.css"'),
    );
    expect(html).not.toContain('rel="preload" as="style"');
    // No script is fetched before the first paint: the loader names them all.
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index.js"');
    const loader =
      /<script type="module" crossorigin src="\/assets\/after-paint\.js" data-entry="([^"]+)" data-preload="([^"]+)"><\/script>/.exec(
        html,
      );
    expect(loader).not.toBeNull();
    expect(loader![1]).toBe('/assets/index.js');
    expect(JSON.parse(loader![2]!.replaceAll('&quot;', '"'))).toEqual([
      '/assets/react.js',
      '/assets/home.js',
    ]);
  });

  it('a failed render, or a screen with nothing to render, leaves the page as it was', async () => {
    for (const url of ['/show/1', '/leaderboard']) {
      const { html, data } = await page(ann, url);
      expect(html, url).toContain(`<div id="root">${BOOT_SCREEN}</div>`);
      expect(html, url).not.toContain('data-server-rendered');
      expect(data.renderedAt, url).toBeUndefined();
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index.js">');
      expect(html, url).toContain('data-app-stylesheet');
    }
  });

  it('a visitor gets the sign-in page without markup, the renderer never asked', async () => {
    const { html } = await page(t.anon, '/');
    expect(html).toContain(`<div id="root">${BOOT_SCREEN}</div>`);
    expect(html).not.toContain('after-paint');
  });
});
