import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@gigrank/db/testing';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/env';
import { FileStore } from '../src/storage/files';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  files: FileStore;
  config: Config;
  close(): Promise<void>;
}

/** The real app over a freshly migrated database and an empty uploads folder. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-api-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: '', ...env });
  const files = new FileStore(config.uploadsDir);
  await files.init();
  const app = await buildApp({ db: database.db, files, config });
  await app.ready();
  return {
    app,
    database,
    files,
    config,
    async close() {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid username for this test run. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export interface Session {
  cookie: string;
  user: { id: number; username: string; displayName: string; profilePicture: string | null };
}

/** Registers through the REST adapter and returns the session cookie. */
export async function newUser(
  app: FastifyInstance,
  overrides: Partial<{
    username: string;
    displayName: string;
    password: string;
    profilePicture: string;
  }> = {},
): Promise<Session> {
  const username = overrides.username ?? uniqueName();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, displayName: `Fan ${username}`, password: 'secret123', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res.headers['set-cookie']), user: res.json().user };
}

export function sessionCookie(header: string | string[] | undefined): string {
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => c.startsWith('gigrank_session='));
  if (!found) throw new Error('no session cookie');
  return found.split(';')[0]!;
}

export function as(session: Session | undefined, opts: InjectOptions): InjectOptions {
  return session ? { ...opts, headers: { ...opts.headers, cookie: session.cookie } } : opts;
}

/** Calls a tRPC procedure over HTTP exactly as the web client does (no batching). */
export async function trpc(
  app: FastifyInstance,
  kind: 'query' | 'mutation',
  path: string,
  input?: unknown,
  session?: Session,
) {
  const opts: InjectOptions =
    kind === 'query'
      ? {
          method: 'GET',
          url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        }
      : { method: 'POST', url: `/trpc/${path}`, payload: input ?? {} };
  return app.inject(as(session, opts));
}
