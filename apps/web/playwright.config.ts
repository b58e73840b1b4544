import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * End-to-end tests against the production build, served by the API exactly
 * as in production (one process: /trpc, /api, /uploads and the SPA).
 * Run `pnpm build` first (turbo's test:e2e does); every run gets a fresh data folder.
 */
// E2E_PORT lets several runs share the machine; 4173 by default.
const PORT = Number(process.env.E2E_PORT) || 4173;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const webDir = fileURLToPath(new URL('.', import.meta.url));
const apiDir = join(webDir, '..', 'api');
/** This run's compiled server (beside the production one, one per port: runs may overlap). */
const serverBundle = join(apiDir, 'dist', `e2e-${PORT}`, 'server.js');
// The specs that start a server of their own (e2e/support/own-server.ts) start this build too.
process.env.GIGRANK_TEST_SERVER_BUNDLE ??= serverBundle;

// E2E_WEB_DIST: a build of one's own (`vite build --outDir ...`) while others rebuild dist/.
const webDist = process.env.E2E_WEB_DIST ?? join(webDir, 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  throw new Error('apps/web/dist is missing: run `pnpm build` in apps/web before `pnpm test:e2e`.');
}

// Playwright loads this config in the runner and in each worker: create the
// data folder once and hand it down through the environment.
const dataDir = (process.env.GIGRANK_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gigrank-e2e-')));

/**
 * Debian's Chromium. Its headless shell (package chromium-headless-shell) draws pages without
 * the full browser's GPU process and window machinery: about a third less CPU per page on this
 * 2-core machine, so the specs run in it; the few that need what only the full browser has
 * (Background Sync) are tagged FULL_BROWSER and run in the full one.
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = /@full-browser/;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const launchOptions = (executablePath: string) =>
  existsSync(executablePath) ? { executablePath, args: chromiumArgs } : {};
const shellOrFull = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : SYSTEM_CHROMIUM;

export default defineConfig({
  testDir: './e2e',
  // A run on a port of its own keeps its own artifacts: each run empties its folder first.
  outputDir: process.env.E2E_PORT ? `./test-results/port-${PORT}` : './test-results/default',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Generous: two workers share two cores with the server and Chromium, and a CI machine can
  // be twice as slow as a developer's (a save with a photo waits for its re-encoding). Only a
  // failing expectation waits this long.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_URL,
    // The service worker answers the page's requests once it controls it, out of page.route's
    // reach: the specs that stub or count requests run without it; the offline and install
    // specs (app/pwa.spec.ts, shows/offline-show.spec.ts) allow it.
    serviceWorkers: 'block',
    // A failed test keeps its trace: each action with the page's DOM before and after, the
    // network and the console. Without the screencast: filming every test doubled the CPU of
    // the run (the browser encodes a frame for each paint) for pictures of tests that pass;
    // a failure still keeps its screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: FULL_BROWSER,
      use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(shellOrFull) },
    },
    {
      name: 'chromium-full',
      grep: FULL_BROWSER,
      use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(SYSTEM_CHROMIUM) },
    },
  ],
  webServer: {
    // The server as production runs it: compiled (apps/api/build.mjs), a copy per run's port.
    command: `node build.mjs ${JSON.stringify(serverBundle)} && node --enable-source-maps ${JSON.stringify(serverBundle)}`,
    cwd: apiDir,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      // Every test registers users from 127.0.0.1: limits are tested in the API suite.
      RATE_LIMIT_LOGIN_MAX: '0',
      RATE_LIMIT_REGISTER_MAX: '0',
      RATE_LIMIT_WRITE_MAX: '0',
      RATE_LIMIT_READ_MAX: '0',
      // The first-screen specs read the server's markup: on a loaded CI machine a read can
      // take longer than production's 250 ms and be left to the browser, which paints the
      // screen itself (the API suite waits 20 s for the same reason).
      FIRST_SCREEN_WAIT_MS: '5000',
    },
  },
});
