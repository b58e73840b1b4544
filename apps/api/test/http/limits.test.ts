/**
 * Budgets that hold (every call of a tRPC batch counts, sign-in keyed as
 * sign-in matches, per-address and per-username caps, limits before the
 * body) and budgets that fit people (writes per account, registration a
 * venue's Wi-Fi passes, expensive reads per client by cost).
 */
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../../src/adapters/memory-rate-limit-store';
import { addressKey } from '../../src/http/client-address';
import { READ_COSTS } from '../../src/http/limits';
import { appRouter } from '../../src/trpc/root';
import { daysAgo, uniqueName, useTestApp, type InjectResponse } from '../support/helpers';

const PASSWORD = 'secret-123';

/** The results of a batched tRPC call, one per procedure. */
type BatchItem = { result?: unknown; error?: { message: string; data: { code: string } } };
const batchItems = (res: InjectResponse) => res.json() as BatchItem[];
const codes = (res: InjectResponse) => batchItems(res).map((r) => r.error?.data.code ?? 'OK');

/** `POST /trpc/<path>,<path>,...?batch=1` with one input per call. */
function batchBody(path: string, inputs: unknown[]) {
  const url = `/trpc/${inputs.map(() => path).join(',')}?batch=1`;
  return { url, body: Object.fromEntries(inputs.map((input, i) => [String(i), input])) };
}

describe('the rate-limit store', () => {
  it('allows a burst of max, then refills evenly and says how long to wait', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore({ now: () => now });
    for (let i = 0; i < 10; i++)
      expect((await store.consume('k', 1, 10, 60_000)).allowed).toBe(true);
    const refused = await store.consume('k', 1, 10, 60_000);
    // Full again in a window: ten units drawn at 6 s each.
    expect(refused).toEqual({ allowed: false, retryAfterMs: 6000, fullInMs: 60_000 });
    // A refusal takes nothing: after the wait exactly one more fits.
    now += 6000;
    expect((await store.consume('k', 1, 10, 60_000)).allowed).toBe(true);
    expect((await store.consume('k', 1, 10, 60_000)).allowed).toBe(false);
    // A cost larger than what is left is refused whole; another key is untouched.
    expect((await store.consume('other', 11, 10, 60_000)).allowed).toBe(false);
    expect((await store.consume('other', 10, 10, 60_000)).allowed).toBe(true);
    // max 0 is no limit.
    for (let i = 0; i < 5; i++)
      expect((await store.consume('off', 1, 0, 60_000)).allowed).toBe(true);
  });

  it('forgets budgets once they are full again and never holds more than maxKeys', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore({ now: () => now, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) await store.consume(`addr${i}`, 1, 10, 60_000);
    expect(store.size).toBe(100);
    now += 60_000;
    await store.consume('late', 1, 10, 60_000);
    expect(store.size).toBe(1);
  });
});

describe('client addresses', () => {
  it('keys IPv6 per /64 and IPv4-mapped addresses as IPv4', () => {
    const keys = {
      '2001:db8:1:2::1': '2001:db8:1:2::/64',
      '2001:0db8:0001:0002:ffff:0:0:9': '2001:db8:1:2::/64',
      '2001:db8::1': '2001:db8:0:0::/64',
      '::1': '0:0:0:0::/64',
      '::ffff:203.0.113.5': '203.0.113.5',
      '203.0.113.5': '203.0.113.5',
    };
    for (const [address, key] of Object.entries(keys)) expect(addressKey(address)).toBe(key);
  });
});

describe('the read cost table', () => {
  const t = useTestApp();
  it('names real REST routes and tRPC queries only, one line per answer', () => {
    const routes = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`));
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { type: string } }
    >;
    for (const { rest, trpc } of READ_COSTS) {
      expect(routes.has(rest), rest).toBe(true);
      expect(procedures[trpc]?._def.type, trpc).toBe('query');
    }
    expect(new Set(READ_COSTS.map((c) => c.rest)).size).toBe(READ_COSTS.length);
    expect(new Set(READ_COSTS.map((c) => c.trpc)).size).toBe(READ_COSTS.length);
  });
});

describe('sign-in budgets', () => {
  const t = useTestApp({
    RATE_LIMIT_LOGIN_MAX: '3',
    RATE_LIMIT_LOGIN_ADDRESS_MAX: '50',
    RATE_LIMIT_LOGIN_USERNAME_MAX: '6',
  });

  it('counts every auth.login of a tRPC batch: 40 guesses in one request make 3 attempts', async () => {
    const victim = await t.newUser();
    const guesses = Array.from({ length: 40 }, (_, i) => ({
      username: victim.user.username,
      password: i === 39 ? PASSWORD : `guess-${i}-xyz`,
    }));
    const { url, body } = batchBody('auth.login', guesses);
    const res = await t.anon.post(url, body, { remoteAddress: '198.51.100.1' });
    const results = codes(res);
    expect(results).toHaveLength(40);
    expect(results.filter((c) => c === 'UNAUTHORIZED')).toHaveLength(3);
    expect(results.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(37);
    // The right password, last in the batch, did not sign in.
    expect(results[39]).toBe('TOO_MANY_REQUESTS');
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('gigrank_session=');
    expect(batchItems(res)[39]!.error!.message).toMatch(
      /^Too many attempts, try again in \d+ seconds$/,
    );
  });

  it('keys sign-in on the name as sign-in matches it (accents, case)', async () => {
    const name = uniqueName('victim');
    const victim = await t.newUser({ username: name });
    const from = { remoteAddress: '198.51.100.2' };
    for (let i = 0; i < 3; i++) {
      const res = await t.anon.post(
        '/api/auth/login',
        { username: name, password: 'nope-nope' },
        from,
      );
      expect(res.statusCode).toBe(401);
    }
    // 'vi\u0302ctim...' signs in as 'victim...' (normalizeKey), so it shares the budget.
    const accented = name.replace('i', 'i\u0302');
    expect(accented).not.toBe(name);
    for (const username of [accented, name.toUpperCase(), ` ${name} `]) {
      const rest = await t.anon.post('/api/auth/login', { username, password: PASSWORD }, from);
      expect(rest.statusCode, username).toBe(429);
      expect(rest.json().message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    }
    const rpc = await t.anon.request(
      'POST',
      '/trpc/auth.login',
      { username: accented, password: PASSWORD },
      from,
    );
    expect(rpc.statusCode).toBe(429);
    expect(rpc.json().error.data.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(rpc.headers['retry-after'])).toBeGreaterThan(0);
    // The accent really does sign in when the budget allows (another address).
    const elsewhere = await t.anon.post(
      '/api/auth/login',
      { username: accented, password: PASSWORD },
      { remoteAddress: '198.51.100.3' },
    );
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().user.id).toBe(victim.user.id);
  });

  it('caps one username across addresses (credential stuffing)', async () => {
    const victim = await t.newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.anon.post(
        '/api/auth/login',
        { username: victim.user.username, password: `stuffed-${i}-x` },
        { remoteAddress: `203.0.113.${10 + i}` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    // Another username from the same address is not affected.
    const other = await t.anon.post(
      '/api/auth/login',
      { username: uniqueName(), password: 'whatever-1' },
      { remoteAddress: '203.0.113.17' },
    );
    expect(other.statusCode).toBe(401);
  });

  it('counts a password change as a sign-in attempt on the account', async () => {
    const s = await t.newUser();
    const change = (currentPassword: string) =>
      s.post(
        '/api/auth/change-password',
        { currentPassword, newPassword: 'brand-new-pass-1' },
        { remoteAddress: '198.51.100.9' },
      );
    for (let i = 0; i < 3; i++) expect((await change(`wrong-${i}-pw`)).statusCode).toBe(400);
    const limited = await change(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
  });
});

describe('sign-in per address across usernames (password spraying)', () => {
  const t = useTestApp({ RATE_LIMIT_LOGIN_ADDRESS_MAX: '5' });

  it('caps attempts from one address whatever the usernames, batched or not', async () => {
    const from = { remoteAddress: '198.51.100.20' };
    const { url, body } = batchBody(
      'auth.login',
      Array.from({ length: 4 }, () => ({ username: uniqueName(), password: 'spray-123' })),
    );
    expect(codes(await t.anon.post(url, body, from))).toEqual(Array(4).fill('UNAUTHORIZED'));
    const fifth = await t.anon.post(
      '/api/auth/login',
      { username: uniqueName(), password: 'spray-123' },
      from,
    );
    expect(fifth.statusCode).toBe(401);
    const sixth = await t.anon.post(
      '/api/auth/login',
      { username: uniqueName(), password: 'spray-123' },
      from,
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    // A batch that would go past the cap is refused whole, before any password is checked.
    const again = await t.anon.post(url, body, from);
    expect(again.statusCode).toBe(429);
    expect(codes(again)).toEqual(Array(4).fill('TOO_MANY_REQUESTS'));
    const elsewhere = await t.anon.post(
      '/api/auth/login',
      { username: uniqueName(), password: 'spray-123' },
      { remoteAddress: '198.51.100.21' },
    );
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe('write budgets', () => {
  const t = useTestApp({ RATE_LIMIT_WRITE_MAX: '5' });
  const show = (i: number) => ({
    artist: `Batch Band ${i}`,
    city: 'Lisbon',
    date: daysAgo(5),
    score: 70,
  });

  it('counts every write of a tRPC batch: 20 shows in one request are refused', async () => {
    const s = await t.newUser();
    const countShows = async () =>
      (await s.get(`/api/users/${s.user.id}/ranked-shows`)).json().length as number;
    const big = batchBody(
      'shows.create',
      Array.from({ length: 20 }, (_, i) => show(i)),
    );
    const refused = await s.post(big.url, big.body);
    expect(refused.statusCode).toBe(429);
    expect(codes(refused)).toEqual(Array(20).fill('TOO_MANY_REQUESTS'));
    expect(batchItems(refused)[0]!.error!.message).toMatch(
      /^Too many requests, try again in \d+ seconds$/,
    );
    expect(await countShows()).toBe(0);
    const small = batchBody('shows.create', [show(1), show(2)]);
    expect(codes(await s.post(small.url, small.body))).toEqual(['OK', 'OK']);
    expect(codes(await s.post(small.url, small.body))).toEqual(['OK', 'OK']);
    expect((await s.post(small.url, small.body)).statusCode).toBe(429);
    expect(await countShows()).toBe(4);
  });

  it('gives two accounts on one address a budget each', async () => {
    const from = { remoteAddress: '198.51.100.30' };
    const [alice, bob] = [await t.newUser(), await t.newUser()];
    const rename = (who: typeof alice, i: number) =>
      who.request('PATCH', `/api/users/${who.user.id}/profile`, { displayName: `Name ${i}` }, from);
    for (let i = 0; i < 5; i++) expect((await rename(alice, i)).statusCode).toBe(200);
    const limited = await rename(alice, 5);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests, try again in \d+ seconds$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await rename(bob, i)).statusCode).toBe(200);
  });
});

describe('registration budget', () => {
  const t = useTestApp({ RATE_LIMIT_REGISTER_MAX: '', RATE_LIMIT_REGISTER_DAILY_MAX: '' });
  const register = (remoteAddress: string) =>
    t.anon.post(
      '/api/auth/register',
      { username: uniqueName('fan'), displayName: 'Venue Fan', password: PASSWORD },
      { remoteAddress },
    );

  it('lets a dozen friends on one Wi-Fi sign up, and stops a script creating hundreds', async () => {
    const venue = '192.0.2.44';
    for (let i = 0; i < 12; i++) expect((await register(venue)).statusCode).toBe(201);
    const script: number[] = [];
    for (let i = 0; i < 300; i++) script.push((await register(venue)).statusCode);
    expect(script.filter((s) => s === 201).length).toBeLessThanOrEqual(8);
    expect(script.filter((s) => s === 429).length).toBeGreaterThanOrEqual(292);
    const last = await register(venue);
    expect(last.json().message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect((await register('192.0.2.45')).statusCode).toBe(201);
  });

  it('counts IPv6 addresses per /64', async () => {
    const burst = async (address: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await register(address)).statusCode);
      return statuses;
    };
    expect((await burst('2001:db8:7:7::1')).at(-1)).toBe(429);
    expect((await register('2001:db8:7:7::beef')).statusCode).toBe(429);
    expect((await register('2001:db8:7:8::1')).statusCode).toBe(201);
  });
});

describe('daily registration cap', () => {
  const t = useTestApp({ RATE_LIMIT_REGISTER_MAX: '100', RATE_LIMIT_REGISTER_DAILY_MAX: '3' });
  it('stops the fourth registration of the day from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.anon.post(
        '/api/auth/register',
        { username: uniqueName(), displayName: 'Daily Fan', password: PASSWORD },
        { remoteAddress: '192.0.2.60' },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('limits before the body is read', () => {
  const t = useTestApp({ RATE_LIMIT_REGISTER_MAX: '1', RATE_LIMIT_WRITE_MAX: '1' });

  it('refuses an empty budget before parsing the body (REST and tRPC)', async () => {
    const from = { remoteAddress: '192.0.2.70', headers: { 'content-type': 'application/json' } };
    const first = await t.anon.request(
      'POST',
      '/api/auth/register',
      { username: uniqueName(), displayName: 'First', password: PASSWORD },
      { remoteAddress: '192.0.2.70' },
    );
    expect(first.statusCode).toBe(201);
    // Malformed JSON would answer 400 if it were parsed first.
    const rest = await t.anon.request('POST', '/api/auth/register', '{"username": ', from);
    expect(rest.statusCode).toBe(429);
    const rpc = await t.anon.request('POST', '/trpc/auth.register', '{"username": ', from);
    expect(rpc.statusCode).toBe(429);
    expect(rpc.json().error.data.code).toBe('TOO_MANY_REQUESTS');
    expect(rpc.json().error.message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect(Number(rpc.headers['retry-after'])).toBeGreaterThan(0);
    // An anonymous write: one allowed per address, then a 2 MB body (over the
    // 1 MB limit, 413 if read) is refused with 429 before it is read.
    expect((await t.anon.request('POST', '/api/auth/logout', {}, from)).statusCode).toBe(200);
    const big = '{"x":"' + 'a'.repeat(2 * 1024 * 1024) + '"}';
    const refused = await t.anon.request('POST', '/api/shows/1/comments', big, from);
    expect(refused.statusCode).toBe(429);
  });
});

describe('expensive reads per client, by cost', () => {
  const t = useTestApp({ RATE_LIMIT_READ_MAX: '' });
  const heavy = t.user();
  const looper = t.user();
  const other = t.user();

  it('slows a client looping the whole ranking while another client reads on', async () => {
    for (let i = 0; i < 3; i++) await heavy.addShow({ artist: `Heavy ${i}`, score: 60 + i });
    const whole = `/api/users/${heavy.user.id}/ranked-shows`;
    const statuses: number[] = [];
    let limited: InjectResponse | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await looper.get(whole);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    // 1200 units a minute, 50 per whole ranking: 24 in a burst (a 25th if the
    // loop took longer than the 2.5 s one whole ranking takes to refill).
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(24);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(25);
    expect(limited!.json().message).toMatch(/^Too many requests, try again in \d+ seconds$/);
    const wait = Number(limited!.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3);
    // The tRPC spelling of the same answer draws on the same budget.
    const rpc = await looper.query('shows.ranked', { userId: heavy.user.id });
    expect(rpc.statusCode).toBe(429);
    expect(rpc.json().error.data.code).toBe('TOO_MANY_REQUESTS');
    // The session check and the unread badge are never slowed.
    expect((await looper.get('/api/auth/me')).statusCode).toBe(200);
    // Another client on the same address reads on, fast.
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await other.get(`/api/users/${other.user.id}/notifications/unread-count`);
      expect(res.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(200);
    }
    expect((await other.get(whole)).statusCode).toBe(200);
    // Slowed, not shut out: after the wait it names, the next whole ranking is served.
    await new Promise((r) => setTimeout(r, wait * 1000));
    expect((await looper.get(whole)).statusCode).toBe(200);
    expect((await looper.get(whole)).statusCode).toBe(429);
  });
});

describe('batched reads', () => {
  const t = useTestApp({ RATE_LIMIT_READ_MAX: '100' });
  const reader = t.user();

  it('counts every query of a GET batch at its own cost', async () => {
    const ranked = (n: number, page?: { limit: number }) => {
      const inputs = Object.fromEntries(
        Array.from({ length: n }, (_, i) => [String(i), { userId: reader.user.id, ...page }]),
      );
      const path = Array(n).fill('shows.ranked').join(',');
      return reader.get(
        `/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
      );
    };
    // Three whole rankings (150 units) do not fit in 100: refused whole.
    const three = await ranked(3);
    expect(three.statusCode).toBe(429);
    expect(codes(three)).toEqual(Array(3).fill('TOO_MANY_REQUESTS'));
    // Pages cost 2 each: ten take 20, leaving room for one whole ranking, not two.
    expect(codes(await ranked(10, { limit: 10 }))).toEqual(Array(10).fill('OK'));
    expect((await ranked(2)).statusCode).toBe(429);
    expect(codes(await ranked(1))).toEqual(['OK']);
  });
});
