import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure helpers. Playwright specs (e2e/) run with `pnpm test:e2e`.
// One import of the sources serves every file (Vitest re-imports them per file by default,
// most of this suite's time); the file that checks how zod loads gets a fresh import of its own.
const LOAD_ORDER_TESTS = ['src/lib/zod-config.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'web',
          include: ['src/**/*.test.ts'],
          exclude: LOAD_ORDER_TESTS,
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: { name: 'web-load-order', include: LOAD_ORDER_TESTS, environment: 'node' },
      },
    ],
  },
});
