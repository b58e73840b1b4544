/**
 * A test app whose database handle logs every SQL statement it runs, for the
 * tests that EXPLAIN what a request path executes (query-plans.test.ts,
 * people-search-plans.test.ts, feed-plans.test.ts), with the EXPLAIN steps
 * they share. The handle has no statement or read cache of
 * its own: every statement reaches the hook.
 */
import { createRequire } from 'node:module';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type PostgresPool,
  type Transaction,
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

/** The distinct SELECT statements captured whose SQL `wanted` says yes to, in order. */
export function distinctSelects(
  captured: readonly CompiledQuery[],
  wanted: (sql: string) => boolean,
): CompiledQuery[] {
  const distinct = new Map<string, CompiledQuery>();
  for (const q of captured) {
    if (/^\s*select/i.test(q.sql) && wanted(q.sql) && !distinct.has(q.sql)) distinct.set(q.sql, q);
  }
  return [...distinct.values()];
}

/** SQLite's EXPLAIN QUERY PLAN of a statement: its steps; `top`, a step of the statement itself, not of a subquery. */
export function sqlitePlan(
  t: UsedTestApp,
  query: CompiledQuery,
): { detail: string; top: boolean }[] {
  return (
    t.database
      .sqlite!.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .all(...(query.parameters as unknown[])) as { detail: string; parent: number }[]
  ).map((p) => ({ detail: p.detail, top: p.parent === 0 }));
}

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan: the fields the plan tests read. */
export interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Alias?: string;
  Plans?: PgPlanNode[];
}

/** A plan's nodes, the node itself first. */
export const planNodes = (node: PgPlanNode): PgPlanNode[] => [
  node,
  ...(node.Plans ?? []).flatMap((child) => planNodes(child)),
];

/** PostgreSQL's EXPLAIN of a statement in `trx` (where the test's planner settings hold): its lines. */
export async function pgExplain(
  trx: Transaction<DB>,
  query: CompiledQuery,
  format: 'JSON' | 'TEXT',
): Promise<unknown[]> {
  const { rows } = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT ${format}) ${query.sql}`, [...query.parameters]),
  );
  return rows.map((r) => r['QUERY PLAN']);
}

/** Every node of a statement's PostgreSQL plan (pgExplain's JSON). */
export async function pgPlanNodes(
  trx: Transaction<DB>,
  query: CompiledQuery,
): Promise<PgPlanNode[]> {
  const [json] = await pgExplain(trx, query, 'JSON');
  return planNodes((json as [{ Plan: PgPlanNode }])[0].Plan);
}

/**
 * Switches off, for the rest of `trx`, the plans PostgreSQL prefers on
 * test-sized tables (`seqscan`, `bitmapscan`, and by default hashing and
 * merging whole tables): the planner then shows the index probes and ranges
 * it takes once the tables are large.
 */
export async function planAsIfLarge(
  trx: Transaction<DB>,
  settings: readonly string[] = ['seqscan', 'bitmapscan', 'hashjoin', 'mergejoin'],
): Promise<void> {
  for (const setting of settings)
    await sql`SET LOCAL ${sql.raw(`enable_${setting}`)} = off`.execute(trx);
}
