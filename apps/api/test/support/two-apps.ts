/**
 * Two apps on one database, as two server processes would be: app A is
 * createTestApp's, app B has its own handle on the same database (a second
 * connection to the SQLite file, a second pool on PostgreSQL), so each keeps
 * its own in-memory caches and sees the other's writes only through the
 * database. People are registered once; their session works on both apps.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Database } from '@gigrank/db';
import { buildApp } from '../../src/app';
import { createAdapters } from '../../src/adapters';
import type { AppDeps } from '../../src/http/deps';
import { createTestApp, type TestApp } from './helpers';
import { newUser, requestsAs, type NewUserFields, type Requests } from './requests';
import { dropRedisPrefix, sharedCacheEnv } from './redis-env';

export type Side = 'a' | 'b';

/** A signed-in user with requests on each app. */
export interface Person {
  id: number;
  username: string;
  displayName: string;
  a: Requests;
  b: Requests;
}

export interface TwoApps {
  a: TestApp;
  b: { app: FastifyInstance; database: Database; deps: AppDeps };
  close(): Promise<void>;
}

/**
 * App A over a fresh test database, and app B over its own connection to it.
 * On PostgreSQL both keep their read caches right through one change log in
 * Redis (as instances do), unless `env` says otherwise.
 */
export async function createTwoApps(given: Record<string, string> = {}): Promise<TwoApps> {
  const env = { ...sharedCacheEnv(), ...given };
  const a = await createTestApp(env);
  const database = createDb(
    a.database.url,
    a.database.dialect === 'postgres' ? { poolSize: 5 } : {},
  );
  let app: FastifyInstance | undefined;
  let deps: AppDeps;
  try {
    // The same configuration (and uploads folder): a second process of one deployment.
    deps = await createAdapters(a.config, database.db);
    app = await buildApp(deps);
    await app.ready();
  } catch (error) {
    await app?.close();
    await database.close();
    await a.close();
    throw error;
  }
  const b = { app, database, deps };
  return {
    a,
    b,
    async close() {
      await b.app.close();
      await b.database.close();
      await a.close();
      if (env.REDIS_PREFIX) await dropRedisPrefix(env.REDIS_PREFIX);
    },
  };
}

export interface UsedTwoApps {
  apps(): TwoApps;
  /** Registers someone (through app A) with requests on both apps. */
  newPerson(fields?: NewUserFields): Promise<Person>;
}

/** createTwoApps before the tests of the file (or describe block), closed after them. */
export function useTwoApps(env: Record<string, string> = {}): UsedTwoApps {
  let current: TwoApps | undefined;
  const apps = () => {
    if (!current) throw new Error('useTwoApps: the apps exist from beforeAll on');
    return current;
  };
  beforeAll(async () => {
    current = await createTwoApps(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    apps,
    async newPerson(fields) {
      const session = await newUser(apps().a.app, fields);
      return {
        id: session.user.id,
        username: session.user.username,
        displayName: session.user.displayName,
        a: requestsAs(() => apps().a.app, session),
        b: requestsAs(() => apps().b.app, session),
      };
    },
  };
}
