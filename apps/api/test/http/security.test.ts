import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from '@gigrank/domain';
import { loadConfig } from '../../src/env';
import { scriptHashSource } from '../../src/http/security';
import { uniqueName, useTestApp } from '../support/helpers';
import { rgbPng } from '../support/png';

describe('CSRF and headers', () => {
  const t = useTestApp();
  const alice = t.user({ displayName: 'Alice' });

  const profileName = async () =>
    (await alice.get(`/api/users/${alice.user.id}`)).json().displayName as string;

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost' }],
  ])('refuses a state change from another site (%j), REST and tRPC', async (headers) => {
    const rest = await alice.patch(
      `/api/users/${alice.user.id}/profile`,
      { displayName: 'Hijacked' },
      { headers },
    );
    expect(rest.statusCode).toBe(403);
    const rpc = await alice.post('/trpc/profile.update', { displayName: 'Hijacked' }, { headers });
    expect(rpc.statusCode).toBe(403);
    const upload = await alice.postShow(
      { artist: 'Adele', city: 'Lisbon', date: '2026-01-01', score: 50 },
      [],
      { headers },
    );
    expect(upload.statusCode).toBe(403);
    expect(await profileName()).toBe('Alice');
  });

  it('accepts same-origin requests and tools that send no Origin', async () => {
    const same = await alice.patch(
      `/api/users/${alice.user.id}/profile`,
      { displayName: 'Alice Same' },
      {
        headers: {
          origin: 'http://localhost:80',
          host: 'localhost:80',
          'sec-fetch-site': 'same-origin',
        },
      },
    );
    expect(same.statusCode).toBe(200);
    const tool = await alice.patch(`/api/users/${alice.user.id}/profile`, {
      displayName: 'Alice',
    });
    expect(tool.statusCode).toBe(200);
  });

  it('never changes state on GET', async () => {
    const res = await alice.get(
      '/trpc/profile.update?input=%7B%22displayName%22%3A%22Via%20Get%22%7D',
    );
    expect(res.statusCode).toBe(405);
    expect(await profileName()).toBe('Alice');
  });

  it('sends a strict Content-Security-Policy, nosniff and no framing', async () => {
    const res = await alice.get('/api/users');
    const csp = String(res.headers['content-security-policy']);
    // Our own scripts, and the one inline script (the colour scheme) by its hash alone.
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${scriptHashSource(COLOR_SCHEME_SCRIPT)}`);
    expect(scriptHashSource(COLOR_SCHEME_SCRIPT)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('rate limits', () => {
  const t = useTestApp({
    RATE_LIMIT_LOGIN_MAX: '3',
    RATE_LIMIT_REGISTER_MAX: '4',
    RATE_LIMIT_WRITE_MAX: '0',
  });

  it('limits logins per address and username, REST and tRPC alike', async () => {
    const s = await t.newUser();
    const attempt = () =>
      t.anon.post('/api/auth/login', { username: s.user.username, password: 'wrong-password' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits now.
    const right = await t.anon.post('/api/auth/login', {
      username: s.user.username,
      password: 'secret-123',
    });
    expect(right.statusCode).toBe(429);
    // tRPC shares the same counter, and answers in tRPC's error shape.
    const rpc = await t.anon.mutation('auth.login', {
      username: s.user.username,
      password: 'secret-123',
    });
    expect(rpc.statusCode).toBe(429);
    expect(rpc.json().error.message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect(rpc.json().error.data.code).toBe('TOO_MANY_REQUESTS');
    // Another username from the same address is not affected.
    const other = await t.anon.post('/api/auth/login', {
      username: uniqueName(),
      password: 'whatever1',
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits registrations per address', async () => {
    // One registration was used by the previous test's newUser.
    const register = () =>
      t.anon.post('/api/auth/register', {
        username: uniqueName(),
        displayName: 'Rate Test',
        password: 'secret-123',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await register()).statusCode);
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses[3]).toBe(429);
    const elsewhere = await t.anon.post(
      '/api/auth/register',
      { username: uniqueName(), displayName: 'Other Place', password: 'secret-123' },
      { remoteAddress: '10.1.2.3' },
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('general write limit', () => {
  const t = useTestApp({ RATE_LIMIT_WRITE_MAX: '5' });
  it('caps writes per address and leaves reads alone', async () => {
    const s = await t.newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await s.patch(`/api/users/${s.user.id}/profile`, { displayName: `Name ${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((c) => c === 429).length).toBeGreaterThanOrEqual(1);
    const read = await s.get(`/api/users/${s.user.id}`);
    expect(read.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies\' addresses, never "trust everyone"', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.0.1.0/24,::1,loopback')).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
      '::1',
      'loopback',
    ]);
    expect(() => trust('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_MAX: '3' });
  const login = (forwardedFor: string) =>
    t.anon.post(
      '/api/auth/login',
      { username: 'spoof-target', password: 'wrong-password' },
      { headers: { 'x-forwarded-for': forwardedFor } },
    );

  it('counts the address the proxy appended, not one the client wrote', async () => {
    const statuses: number[] = [];
    // The client writes its own left-most entry, a new one each time; the proxy appends the real one.
    for (let i = 0; i < 5; i++)
      statuses.push((await login(`10.9.${i}.1, 203.0.113.50`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await login('10.9.0.1, 203.0.113.51')).statusCode).toBe(401);
  });

  it('marks the session cookie Secure even when the client says http', async () => {
    for (const proto of ['http', 'https', undefined]) {
      const res = await t.anon.post(
        '/api/auth/register',
        { username: uniqueName(), displayName: 'Proxy Fan', password: 'secret-123' },
        { headers: proto ? { 'x-forwarded-proto': proto } : {} },
      );
      expect(res.statusCode).toBe(201);
      expect(String(res.headers['set-cookie']), String(proto)).toMatch(/; Secure/i);
    }
  });
});

describe('behind proxies named by address (TRUST_PROXY=10.0.0.1,10.0.1.0/24)', () => {
  const t = useTestApp({ TRUST_PROXY: '10.0.0.1,10.0.1.0/24', RATE_LIMIT_LOGIN_MAX: '2' });
  const login = (remoteAddress: string, forwardedFor: string) =>
    t.anon.post(
      '/api/auth/login',
      { username: 'named-proxy-target', password: 'wrong-password' },
      { remoteAddress, headers: { 'x-forwarded-for': forwardedFor } },
    );

  it('skips only the named proxies, right to left', async () => {
    expect((await login('10.0.0.1', '192.0.2.1, 198.51.100.60')).statusCode).toBe(401);
    // Through both proxies: the inner one (10.0.1.5) is skipped too.
    expect((await login('10.0.0.1', '192.0.2.2, 198.51.100.60, 10.0.1.5')).statusCode).toBe(401);
    expect((await login('10.0.0.1', '192.0.2.3, 198.51.100.60')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from an address that is not a named proxy', async () => {
    expect((await login('192.0.2.99', '198.51.100.70')).statusCode).toBe(401);
    expect((await login('192.0.2.99', '198.51.100.71')).statusCode).toBe(401);
    expect((await login('192.0.2.99', '198.51.100.72')).statusCode).toBe(429);
  });
});

describe('decompression bombs', () => {
  const t = useTestApp();
  const s = t.user();

  /** A PNG whose header claims 20000x20000 pixels (1.2 GB decoded) in a few hundred bytes. */
  const bombPng = () => rgbPng(20000, 20000, Buffer.alloc(60001 * 4));

  it('refuses a 20000x20000 PNG quickly, as a photo and as an avatar', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(10_000);
    const started = Date.now();
    const res = await s.postShow(
      { artist: 'Adele', city: 'Lisbon', date: '2026-01-01', score: 50 },
      [{ field: 'photos', name: 'bomb.png', type: 'image/png', data: bomb }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Photo must be a JPEG, PNG, WebP or GIF image');
    const res2 = await s.form('PATCH', `/api/users/${s.user.id}`, {}, [
      { field: 'profilePicture', name: 'bomb.png', type: 'image/png', data: bomb },
    ]);
    expect(res2.statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
