import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure helpers. Playwright specs (e2e/) run with `pnpm test:e2e`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
