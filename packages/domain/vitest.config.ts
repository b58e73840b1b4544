import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure functions with no module state: one import of the sources serves every test file
    // (Vitest's default re-imports them for each file, most of this suite's time).
    isolate: false,
  },
});
