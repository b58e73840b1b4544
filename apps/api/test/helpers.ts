import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@gigrank/db';
import { rankShows } from '@gigrank/domain';
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

/** Counters that must always equal a recount of the rows they summarise. */
export async function counterMismatches(db: TestDatabase['db']): Promise<string[]> {
  const problems: string[] = [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'shows_count', 'followers_count', 'following_count'])
    .execute();
  for (const u of users) {
    const [shows, followers, following] = await Promise.all([
      db
        .selectFrom('shows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', u.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('followee_id', '=', u.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('follower_id', '=', u.id)
        .executeTakeFirstOrThrow(),
    ]);
    if (Number(shows.n) !== u.shows_count)
      problems.push(`user ${u.id} shows ${u.shows_count} != ${shows.n}`);
    // Stored ranks move incrementally: they must equal a full re-sort, 1..n.
    const own = await db
      .selectFrom('shows')
      .select(['id', 'score', 'date', 'created_at', 'rank'])
      .where('user_id', '=', u.id)
      .execute();
    const stored = new Map(own.map((s) => [s.id, s.rank]));
    for (const s of rankShows(own.map((row) => ({ ...row, createdAt: row.created_at })))) {
      if (stored.get(s.id) !== s.rank) {
        problems.push(`user ${u.id} show ${s.id} rank ${stored.get(s.id)} != ${s.rank}`);
      }
    }
    if (Number(followers.n) !== u.followers_count) problems.push(`user ${u.id} followers`);
    if (Number(following.n) !== u.following_count) problems.push(`user ${u.id} following`);
  }
  const artists = await db
    .selectFrom('artists')
    .select(['id', 'show_count', 'score_sum', 'scored_count', 'fan_count'])
    .where((eb) =>
      eb.or([
        eb('show_count', '!=', 0),
        eb('fan_count', '!=', 0),
        eb('score_sum', '!=', 0),
        eb('scored_count', '!=', 0),
        eb.exists(
          eb.selectFrom('shows').select('id').whereRef('shows.artist_id', '=', 'artists.id'),
        ),
      ]),
    )
    .execute();
  for (const a of artists) {
    const r = await db
      .selectFrom('shows')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('score').as('sum'),
        eb.fn.count<number>('score').as('scored'),
      ])
      .where('artist_id', '=', a.id)
      .executeTakeFirstOrThrow();
    // Fans: distinct users with a scored show of the artist (count ignores null scores).
    const fans = await db
      .selectFrom('shows')
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
      .where('artist_id', '=', a.id)
      .where('score', 'is not', null)
      .executeTakeFirstOrThrow();
    if (
      Number(r.n) !== a.show_count ||
      Number(r.sum ?? 0) !== a.score_sum ||
      Number(r.scored) !== a.scored_count ||
      Number(fans.n) !== a.fan_count
    ) {
      problems.push(
        `artist ${a.id}: ${a.show_count}/${a.score_sum}/${a.scored_count}/${a.fan_count} != ${r.n}/${r.sum}/${r.scored}/${fans.n}`,
      );
    }
  }
  for (const [table, column] of [
    ['user_artist_stats', 'artist_id'],
    ['user_city_stats', 'city_id'],
  ] as const) {
    const stats = await db.selectFrom(table).selectAll().execute();
    const recount = await db
      .selectFrom('shows')
      .select((eb) => [
        'user_id',
        column,
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('score').as('sum'),
      ])
      .groupBy(['user_id', column])
      .execute();
    const key = (u: number, x: number) => `${u}:${x}`;
    const have = new Map(
      stats.map((s) => [key(s.user_id, (s as Record<string, number>)[column]!), s]),
    );
    if (have.size !== recount.length)
      problems.push(`${table}: ${have.size} rows != ${recount.length} groups`);
    for (const r of recount) {
      const s = have.get(key(r.user_id, (r as Record<string, number>)[column]!));
      if (!s || s.show_count !== Number(r.n) || s.score_sum !== Number(r.sum ?? 0))
        problems.push(`${table} ${r.user_id}/${(r as Record<string, number>)[column]}`);
    }
  }
  const showCounters = await db
    .selectFrom('shows')
    .select((eb) => [
      'id',
      'likes_count',
      'comments_count',
      'photos_count',
      eb
        .selectFrom('likes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('likes.show_id', '=', 'shows.id')
        .as('likes'),
      eb
        .selectFrom('comments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('comments.show_id', '=', 'shows.id')
        .as('comments'),
      eb
        .selectFrom('show_photos')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('show_photos.show_id', '=', 'shows.id')
        .as('photos'),
    ])
    .execute();
  for (const s of showCounters) {
    if (
      s.likes_count !== Number(s.likes) ||
      s.comments_count !== Number(s.comments) ||
      s.photos_count !== Number(s.photos)
    ) {
      problems.push(
        `show ${s.id} likes/comments/photos ${s.likes_count}/${s.comments_count}/${s.photos_count} != ${s.likes}/${s.comments}/${s.photos}`,
      );
    }
  }
  return problems;
}
