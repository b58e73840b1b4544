/**
 * What the API tests import: the app over a fresh database (createTestApp,
 * useTestApp), the requests sent to it (requests.ts) and the counter check
 * (packages/db counters.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { DB } from '@gigrank/db';
import { createTestDatabase, type TestDatabase } from '@gigrank/db/testing';
import { buildApp } from '../../src/app';
import { createAdapters } from '../../src/adapters';
import type { LocalFileStore } from '../../src/adapters/local-file-store';
import { loadConfig, type Config } from '../../src/env';
import type { AppDeps } from '../../src/http/deps';
import { killServers } from './server-process';
import { dropRedisPrefix, sharedCacheEnv } from './redis-env';
import {
  newUser,
  requestsAs,
  withRequests,
  type NewUserFields,
  type Requests,
  type Session,
  type TestUser,
} from './requests';

export * from './requests';
/** Counters (and stored ranks) that differ from a recount: packages/db's one definition. */
export { counterMismatches } from '@gigrank/db';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The handle the app uses: the database's own, or the one `kysely` made. */
  db: Kysely<DB>;
  /** Tests run on the local folder adapter, whose paths they inspect. */
  files: LocalFileStore;
  config: Config;
  events: AppDeps['events'];
  /** Everything the app was built with (services take it as their first argument). */
  deps: AppDeps;
  close(): Promise<void>;
}

export interface TestAppOptions {
  kysely?: (database: TestDatabase) => Kysely<DB>;
}

/**
 * The real app over a freshly migrated database and an empty uploads folder.
 * `kysely` gives the app its own handle on that database (query-plans.test.ts
 * logs every statement through one); on PostgreSQL it is destroyed on close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const db = options.kysely?.(database) ?? database.db;
  const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-api-'));
  // Rate limits are off unless a test turns them on (security.test.ts does).
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '',
    RATE_LIMIT_LOGIN_MAX: '0',
    RATE_LIMIT_REGISTER_MAX: '0',
    RATE_LIMIT_WRITE_MAX: '0',
    RATE_LIMIT_READ_MAX: '0',
    // A 5xx answer logs its cause (Fastify logs those at 'error'), so a test that fails on
    // one, as a rare failure under a loaded CI machine may, shows why in the run's output.
    LOG_LEVEL: 'error',
    // On PostgreSQL, the read cache as instances run it: its log in Redis.
    ...sharedCacheEnv(),
    ...env,
  });
  const deps = await createAdapters(config, db);
  const files = deps.files as LocalFileStore;
  const { events } = deps;
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    database,
    db,
    files,
    config,
    events,
    deps,
    async close() {
      await app.close();
      // SQLite's raw handle is the database's own, closed by destroy().
      if (db !== database.db && database.dialect === 'postgres') await db.destroy();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
      if (config.redisUrl) await dropRedisPrefix(config.redisPrefix);
    },
  };
}

/** The app of a test file (or describe block), with requests and users on it. */
export interface UsedTestApp extends Omit<TestApp, 'close'> {
  /** Requests without a session. */
  anon: Requests;
  /** Requests as `session` (anonymous when undefined). */
  as(session: Session | undefined): Requests;
  /** Registers a user now (inside a test or hook). */
  newUser(fields?: NewUserFields): Promise<TestUser>;
  /** A user registered in beforeAll, right after the app is up, in the order declared. */
  user(fields?: NewUserFields): TestUser;
  /** Users declared as user() declares them, one per display name given. */
  users<const Names extends readonly string[]>(
    ...displayNames: Names
  ): { [K in keyof Names]: TestUser };
  /** How many rows `table` holds. */
  countRows(table: keyof DB): Promise<number>;
}

/**
 * Registers the hooks that create the app before the tests of the current
 * file or describe block (createTestApp(env, options)) and close it after
 * them. Its fields read the app created, so they are used inside tests and
 * hooks; `user()` is called where the hooks are, to declare a user.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): UsedTestApp {
  let current: TestApp | undefined;
  const declared: { user: TestUser; fields: NewUserFields }[] = [];
  const now = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app exists from beforeAll on');
    return current;
  };
  const app = () => now().app;
  beforeAll(async () => {
    current = await createTestApp(env, options);
    for (const { user, fields } of declared) Object.assign(user, await newUser(app(), fields));
  });
  afterAll(async () => {
    await current?.close();
  });
  const used = {
    anon: requestsAs(app),
    as: (session) => requestsAs(app, session),
    newUser: async (fields) => withRequests(app, await newUser(app(), fields)),
    user(fields = {}) {
      if (current) throw new Error('useTestApp: declare users before the tests; newUser() inside');
      // Signed in by beforeAll: until then it has no cookie and no user.
      const user = withRequests(app, { cookie: '', user: undefined as unknown as Session['user'] });
      declared.push({ user, fields });
      return user;
    },
    async countRows(table) {
      const { db } = now().database;
      const row = await db
        .selectFrom(table as 'users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  } satisfies Omit<UsedTestApp, keyof TestApp | 'users'> as UsedTestApp;
  used.users = (...displayNames) =>
    displayNames.map((displayName) => used.user({ displayName })) as never;
  // The app's own fields, read from the app created in beforeAll.
  for (const key of ['app', 'database', 'db', 'files', 'config', 'events', 'deps'] as const)
    Object.defineProperty(used, key, { get: () => now()[key], enumerable: true });
  return used;
}

/** The REST path of `fan` following `who`: GET its status, POST to follow, DELETE to unfollow. */
export const followEdge = (fan: Session, who: Session) =>
  `/api/users/${fan.user.id}/following/${who.user.id}`;

/** The rows of `table` that still name `userId`: none once what was theirs is cleared. */
export const rowsNaming = (
  db: Kysely<DB>,
  table: 'imports' | 'user_search_terms',
  userId: number,
) => db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute();

/**
 * A temporary folder for the servers a test file starts (server-process.ts);
 * afterAll kills those servers and removes the folder.
 */
export function useServerDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => {
    killServers();
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}
