/**
 * Property-based fuzzing: random and malformed paths, queries, JSON bodies,
 * raw bodies and multipart parts against every REST route and tRPC procedure.
 * Whatever arrives, the answer is never a 5xx nor a stack trace, and the
 * database stays intact with its counters equal to a recount.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/trpc/root';
import { counterMismatches, useTestApp, type Method } from '../support/helpers';

const t = useTestApp();
const me = t.user();
/** The body of a request sent as JSON text, whatever that text is. */
const asJson = { headers: { 'content-type': 'application/json' } };

const STACK = /\bat .+\.(ts|js):\d+|node_modules\//;

const segment = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    'abc',
    '%',
    '%2F',
    '..',
    '%00',
    'Björk',
    '🎸',
    '',
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.nat().map(String),
);
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    artist: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    city: fc.oneof(fc.string(), fc.constant(undefined)),
    date: fc.oneof(fc.string(), fc.constant('2026-01-01'), fc.constant('9999-99-99')),
    score: fc.oneof(fc.integer(), fc.double(), fc.string()),
    guestAppearances: fc.oneof(fc.array(fc.string(), { maxLength: 6 }), fc.string()),
    username: fc.string(),
    password: fc.string(),
    displayName: fc.string(),
    body: fc.string({ maxLength: 1200 }),
    artistName: fc.string(),
    artist_name: fc.string(),
    name: fc.string(),
    profilePicture: fc.oneof(fc.string(), fc.constant('data:image/png;base64,AAAA')),
  }),
);
const rawBody = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '[]', 'null', '{"a":', '\u0000', '"x"'),
);
const query = fc.dictionary(
  fc.constantFrom('q', 'limit', 'offset', 'page', 'before', 'userId', 'year', 'format', 'x'),
  segment,
  { maxKeys: 3 },
);

function fill(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z]+|\*/g, () => values[i++ % values.length] ?? '1');
}

/** Secrets that no answer may carry: password hashes, and the session token itself. */
const SECRET = /\$argon2|password_?hash|token_?hash/i;

function check(label: string, res: { statusCode: number; body: string }) {
  expect(res.statusCode, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
  expect(res.body, label).not.toMatch(STACK);
  expect(res.body, label).not.toMatch(SECRET);
  expect(res.body, label).not.toContain(me.cookie.split('=')[1]!);
}

/** Calls that end the fuzzing user's session (or account): every later call would only get a 401. */
const ENDS_THE_SESSION = new Set([
  'DELETE /api/users/:id',
  'POST /api/auth/logout',
  'POST /api/auth/logout-everywhere',
  'profile.deleteAccount',
  'auth.logout',
  'auth.logoutEverywhere',
]);

describe('fuzzing', () => {
  it('REST routes answer every input without a 5xx or a stack trace', async () => {
    const routes = t.app.routeList.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method !== 'HEAD' &&
        !ENDS_THE_SESSION.has(`${r.method} ${r.url}`),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 1, maxLength: 3 }),
          query,
          fc.oneof(
            anyJson.map((b) => ({ kind: 'json' as const, b })),
            rawBody.map((b) => ({ kind: 'raw' as const, b })),
            fc
              .dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 50 }), {
                maxKeys: 5,
              })
              .map((b) => ({ kind: 'form' as const, b })),
          ),
          async (params, q, body) => {
            const url = `${fill(route.url, params)}?${new URLSearchParams(q).toString()}`;
            const label = `${route.method} ${url} ${JSON.stringify(body).slice(0, 200)}`;
            const method = route.method as Method;
            let res;
            if (method === 'GET') {
              res = await me.get(url);
            } else if (body.kind === 'form') {
              const fields = { ...body.b, photos: undefined } as Record<string, string | undefined>;
              res = await me.form(method, url, fields as Record<string, string>, [
                {
                  field: 'photos',
                  name: 'x.jpg',
                  type: 'image/jpeg',
                  data: Buffer.from(JSON.stringify(body.b)),
                },
                {
                  field: 'profilePicture',
                  name: 'y.png',
                  type: 'image/png',
                  data: Buffer.from('not png'),
                },
              ]);
            } else if (body.kind === 'raw') {
              res = await me.request(method, url, body.b, asJson);
            } else {
              res = await me.request(method, url, JSON.stringify(body.b ?? null), asJson);
            }
            check(label, res);
          },
        ),
        { numRuns: 12 },
      );
    }
  }, 240_000);

  it('tRPC procedures answer every input without a 5xx or a stack trace', async () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    ).filter(([name, p]) => p._def.type !== 'subscription' && !ENDS_THE_SESSION.has(name));
    for (const [name, procedure] of procedures) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            anyJson.map((b) => ({ raw: false, b })),
            rawBody.map((b) => ({ raw: true, b })),
          ),
          async (input) => {
            const payload = input.raw ? (input.b as string) : JSON.stringify(input.b ?? null);
            const res =
              procedure._def.type === 'query'
                ? await me.get(`/trpc/${name}?input=${encodeURIComponent(payload)}`)
                : await me.request('POST', `/trpc/${name}`, payload, asJson);
            check(`${name} ${payload.slice(0, 200)}`, res);
          },
        ),
        { numRuns: 15 },
      );
    }
  }, 240_000);

  it('a NUL (which PostgreSQL cannot store) in any path part, query value or body text is answered below 500', async () => {
    const nul = '\u0000x';
    const keys = ['q', 'limit', 'before', 'userId', 'year', 'format', 'username', 'name'];
    const query = new URLSearchParams(keys.map((k): [string, string] => [k, nul])).toString();
    const body = JSON.stringify(
      Object.fromEntries(
        [
          'artist',
          'city',
          'cityCountry',
          'cityRegion',
          'venue',
          'festival',
          'stage',
          'note',
          'body',
        ]
          .concat(['username', 'password', 'displayName', 'name', 'location', 'setlistfmUsername'])
          .map((k) => [k, nul]),
      ),
    );
    const routes = t.app.routeList.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method !== 'HEAD' &&
        !ENDS_THE_SESSION.has(`${r.method} ${r.url}`),
    );
    for (const route of routes) {
      const url = `${fill(route.url, ['%00'])}?${query}`;
      const res =
        route.method === 'GET'
          ? await me.get(url)
          : await me.request(route.method as Method, url, body, asJson);
      check(`${route.method} ${url}`, res);
    }
    for (const [name, procedure] of Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    )) {
      if (procedure._def.type === 'subscription' || ENDS_THE_SESSION.has(name)) continue;
      const res =
        procedure._def.type === 'query'
          ? await me.get(`/trpc/${name}?input=${encodeURIComponent(body)}`)
          : await me.request('POST', `/trpc/${name}`, body, asJson);
      check(`${name} with NUL`, res);
    }
  }, 120_000);

  it('leaves the database intact and the counters right', async () => {
    if (t.database.dialect === 'sqlite') {
      const result = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(
        t.database.db,
      );
      expect(result.rows.map((r) => r.integrity_check)).toEqual(['ok']);
    }
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });
});
