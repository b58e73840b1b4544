import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The same integration suite runs on SQLite and, when TEST_POSTGRES_URL is
 * set, again on PostgreSQL: one vitest project per engine.
 */
export function dialectProjects(
  name: string,
  extra: { testTimeout?: number; isolate?: boolean } = {},
) {
  const dialects = process.env.TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  return dialects.map((dialect): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name: `${name}:${dialect}`,
      include: ['test/**/*.test.ts'],
      env: { GIGRANK_TEST_DIALECT: dialect },
      testTimeout: extra.testTimeout ?? 20_000,
      hookTimeout: 60_000,
      isolate: extra.isolate ?? true,
    },
  }));
}
