/**
 * No full scan on a request path: every SQL statement the app runs while
 * serving a representative set of requests is EXPLAINed, and a plan that
 * scans shows, users, follows or notifications without an index fails.
 * (SQLite here; the PostgreSQL variant is part of the performance work.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '@gigrank/db';
import { createTestDatabase, testDialect, type TestDatabase } from '@gigrank/db/testing';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/env';
import { NotificationEvents } from '../src/services/notifications.service';
import { FileStore } from '../src/storage/files';
import { multipart, newUser } from './helpers';
import type { FastifyInstance } from 'fastify';

const HOT_TABLES = /^(shows|users|follows|notifications)$/;
let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
const captured: CompiledQuery[] = [];
let capturing = false;

describe.runIf(testDialect() === 'sqlite')('query plans', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const db = new Kysely<DB>({
      dialect: new SqliteDialect({ database: database.sqlite! }),
      log: (event) => {
        if (capturing && event.level === 'query') captured.push(event.query);
      },
    });
    dataDir = mkdtempSync(join(tmpdir(), 'gigrank-plans-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '',
      RATE_LIMIT_LOGIN_MAX: '0',
      RATE_LIMIT_REGISTER_MAX: '0',
      RATE_LIMIT_WRITE_MAX: '0',
    });
    const files = new FileStore(config.uploadsDir);
    await files.init();
    app = await buildApp({ db, files, config, events: new NotificationEvents() });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every request-path query uses an index on the big tables', async () => {
    const a = await newUser(app, { displayName: 'Plan A' });
    const b = await newUser(app, { displayName: 'Plan B' });
    const get = (url: string, s = a) =>
      app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });
    const form = await multipart({
      artist: 'Adele',
      city: 'Lisbon',
      date: '2026-01-01',
      score: 80,
      'guestAppearances[0]': 'Drake',
    });
    capturing = true;
    const show = (
      await app.inject({
        method: 'POST',
        url: '/api/shows',
        payload: form.payload,
        headers: { ...form.headers, cookie: a.cookie },
      })
    ).json().show;
    await app.inject({
      method: 'POST',
      url: `/api/users/${b.user.id}/following/${a.user.id}`,
      headers: { cookie: b.cookie },
    });
    await app.inject({
      method: 'POST',
      url: `/api/shows/${show.id}/like`,
      headers: { cookie: b.cookie },
    });
    await app.inject({
      method: 'POST',
      url: `/api/shows/${show.id}/comments`,
      payload: { body: 'hi' },
      headers: { cookie: b.cookie },
    });
    await app.inject({
      method: 'POST',
      url: `/api/users/${b.user.id}/want-to-see`,
      payload: { artistName: 'Adele' },
      headers: { cookie: b.cookie },
    });
    for (const url of [
      '/api/shows?limit=50',
      `/api/shows/${show.id}`,
      '/api/leaderboard',
      '/api/artist-leaderboard',
      `/api/users/${a.user.id}`,
      `/api/users/${a.user.id}/ranked-shows`,
      `/api/users/${a.user.id}/best-rated-artist`,
      `/api/users/${a.user.id}/most-visited-city`,
      `/api/users/${a.user.id}/artist-insights`,
      `/api/users/${a.user.id}/city-insights`,
      `/api/users/${a.user.id}/followers`,
      `/api/users/${a.user.id}/following`,
      `/api/users/${b.user.id}/following/${a.user.id}`,
      `/api/users/${a.user.id}/notifications`,
      `/api/users/${a.user.id}/notifications/unread-count`,
      `/api/users/${a.user.id}/want-to-see`,
      '/api/artists/Adele',
      '/api/artist-stats?q=ade',
      '/api/artist-stats',
      '/api/cities?q=lis',
      `/api/users?q=${a.user.username.slice(0, 4)}`,
      `/api/users/${b.user.id}/recommendations`,
    ]) {
      expect((await get(url, url.includes(`/${b.user.id}/`) ? b : a)).statusCode, url).toBeLessThan(
        500,
      );
    }
    await app.inject({
      method: 'DELETE',
      url: `/api/shows/${show.id}`,
      headers: { cookie: a.cookie },
    });
    capturing = false;

    const problems: string[] = [];
    const seen = new Set<string>();
    for (const query of captured) {
      if (!/^\s*(select|update|delete|insert)/i.test(query.sql) || seen.has(query.sql)) continue;
      seen.add(query.sql);
      const plan = database
        .sqlite!.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
        .all(...(query.parameters as unknown[])) as { detail: string }[];
      // A scan that follows the ORDER BY (no temp B-tree) and stops at a LIMIT reads
      // only the rows it returns (the feed walks shows by id); any other scan of a
      // big table reads all of it.
      const bounded =
        /\border by\b/i.test(query.sql) &&
        /\blimit\b/i.test(query.sql) &&
        !plan.some((p) => p.detail.includes('TEMP B-TREE'));
      for (const { detail } of plan) {
        const scan = /^SCAN (\w+)(?: AS \w+)?$/.exec(detail);
        if (scan && HOT_TABLES.test(scan[1]!) && !bounded)
          problems.push(`${detail} <- ${query.sql}`);
      }
    }
    expect(seen.size).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });
});
