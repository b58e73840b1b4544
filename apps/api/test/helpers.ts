import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@gigrank/db';
import { createTestDatabase, type TestDatabase } from '@gigrank/db/testing';
import { buildApp } from '../src/app';
import { createAdapters } from '../src/adapters';
import type { LocalFileStore } from '../src/adapters/local-file-store';
import { loadConfig, type Config } from '../src/env';
import type { AppDeps } from '../src/http/deps';

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

/**
 * The real app over a freshly migrated database and an empty uploads folder.
 * `kysely` gives the app its own handle on that database (query-plans.test.ts
 * logs every statement through one); on PostgreSQL it is destroyed on close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { kysely?: (database: TestDatabase) => Kysely<DB> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const db = options.kysely?.(database) ?? database.db;
  const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-api-'));
  // Rate limits are off unless a test turns them on (rate-limit.test.ts does).
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '',
    RATE_LIMIT_LOGIN_MAX: '0',
    RATE_LIMIT_REGISTER_MAX: '0',
    RATE_LIMIT_WRITE_MAX: '0',
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

export interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** Encodes fields and files as multipart/form-data, as a browser's FormData would. */
export async function multipart(
  fields: Record<string, string | number | undefined>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, String(value));
  }
  for (const f of files) form.append(f.field, new Blob([f.data], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A small real image. */
export async function imageBytes(
  format: 'png' | 'jpeg' = 'png',
  size = { width: 64, height: 48 },
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const img = sharp({ create: { ...size, channels: 3, background: '#3a7' } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
}

/** Counters (and stored ranks) that differ from a recount: packages/db's one definition. */
export { counterMismatches } from '@gigrank/db';
