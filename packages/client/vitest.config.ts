import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The API runs in the test process (apps/api/test/support), over SQLite.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
