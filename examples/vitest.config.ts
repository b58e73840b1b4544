import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The API runs in the test process (apps/api/test/support), over SQLite. A test starts
    // the tool three or four times (`pnpm run`, then tsx compiling it): 15-20 s on a quiet
    // machine, past 30 s while CI runs every package's suites at once. The timeout only
    // catches a hang.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
