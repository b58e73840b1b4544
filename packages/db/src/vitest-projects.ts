import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The same integration suite runs on SQLite and, when TEST_POSTGRES_URL is
 * set, again on PostgreSQL: one vitest project per engine.
 */
export function dialectProjects(name: string, extra: { testTimeout?: number } = {}) {
  const projects: TestProjectInlineConfiguration[] = [
    {
      extends: true,
      test: {
        name: `${name}:sqlite`,
        include: ['test/**/*.test.ts'],
        env: { GIGRANK_TEST_DIALECT: 'sqlite' },
        testTimeout: extra.testTimeout ?? 20_000,
        hookTimeout: 60_000,
      },
    },
  ];
  if (process.env.TEST_POSTGRES_URL) {
    projects.push({
      extends: true,
      test: {
        name: `${name}:postgres`,
        include: ['test/**/*.test.ts'],
        env: { GIGRANK_TEST_DIALECT: 'postgres' },
        testTimeout: extra.testTimeout ?? 20_000,
        hookTimeout: 60_000,
      },
    });
  }
  return projects;
}
