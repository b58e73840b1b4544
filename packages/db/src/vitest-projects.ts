import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The same integration suite runs on SQLite and, when TEST_POSTGRES_URL is
 * set, again on PostgreSQL: one vitest project per engine. `engineIndependent`
 * names the suites whose subject never reaches SQL (transport limits, the
 * process's environment, the code's layout): they run once, on SQLite.
 */
export function dialectProjects(
  name: string,
  extra: { testTimeout?: number; isolate?: boolean; engineIndependent?: string[] } = {},
) {
  const dialects = process.env.TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  return dialects.map((dialect): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name: `${name}:${dialect}`,
      include: ['test/**/*.test.ts'],
      exclude:
        dialect === 'sqlite'
          ? configDefaults.exclude
          : [...configDefaults.exclude, ...(extra.engineIndependent ?? [])],
      env: { GIGRANK_TEST_DIALECT: dialect },
      testTimeout: extra.testTimeout ?? 20_000,
      hookTimeout: 60_000,
      isolate: extra.isolate ?? true,
    },
  }));
}
