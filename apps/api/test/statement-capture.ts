/**
 * A test app whose database handle logs every SQL statement it runs, for the
 * tests that EXPLAIN what a request path executes (query-plans.test.ts,
 * people-search-plans.test.ts). The handle has no statement or read cache of
 * its own: every statement reaches the hook.
 */
import { createRequire } from 'node:module';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type CompiledQuery,
  type PostgresPool,
} from 'kysely';
import type { DB } from '@gigrank/db';
import { testDialect } from '@gigrank/db/testing';
import { useTestApp, type UsedTestApp } from './helpers';

/**
 * `pg` is a dependency of @gigrank/db, not of the API: load it from there.
 * TestDatabase does not expose its pool, so the test opens its own (on the
 * same test database) to get a Kysely instance with a `log` hook.
 */
function postgresPool(url: string): PostgresPool {
  const fromApi = createRequire(import.meta.url);
  const fromDb = createRequire(fromApi.resolve('@gigrank/db/testing'));
  const pg = fromDb('pg') as {
    Pool: new (config: { connectionString: string; max: number }) => PostgresPool & {
      on(event: 'error', listener: () => void): void;
    };
  };
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  pool.on('error', () => undefined);
  return pool;
}

export interface StatementCapture {
  t: UsedTestApp;
  dialect: ReturnType<typeof testDialect>;
  /** The statements run while capturing. */
  captured: CompiledQuery[];
  /** From now on, every statement the app runs is captured... */
  start(): void;
  /** ...until now. */
  stop(): void;
}

/** useTestApp with the app's statements captured on demand. */
export function useStatementCapture(): StatementCapture {
  const captured: CompiledQuery[] = [];
  let capturing = false;
  const dialect = testDialect();
  const t = useTestApp(
    {},
    {
      kysely: (database) =>
        new Kysely<DB>({
          dialect:
            dialect === 'sqlite'
              ? new SqliteDialect({ database: database.sqlite! })
              : new PostgresDialect({ pool: postgresPool(database.url) }),
          log: (event) => {
            if (capturing && event.level === 'query') captured.push(event.query);
          },
        }),
    },
  );
  return {
    t,
    dialect,
    captured,
    start: () => {
      capturing = true;
    },
    stop: () => {
      capturing = false;
    },
  };
}
