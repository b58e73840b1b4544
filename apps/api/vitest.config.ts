import { defineConfig } from 'vitest/config';
import { dialectProjects } from '../../packages/db/src/vitest-projects.ts';

export default defineConfig({
  test: {
    // The server the process tests start is compiled once per run, as production runs it.
    globalSetup: ['test/support/server-bundle.ts'],
    // Most of a test's time is spent waiting (on PostgreSQL, Redis, a child server, a timer):
    // three files at a time keep two cores busy; Vitest's default here is one.
    maxWorkers: 3,
    projects: dialectProjects('api', {
      isolate: false,
      // Budgets and body limits (kept in memory or Redis, refused before a query), static files
      // and their headers, the environment, the layers, and the Redis and S3 adapters.
      engineIndependent: [
        'test/http/{limits,bounded-uploads,budget-spellings,static,cache-control}.test.ts',
        'test/server/{env,layers}.test.ts',
        'test/adapters/{redis-adapters,s3-file-store}.test.ts',
      ],
    }),
  },
});
