import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  multipart,
  newUser,
  trpc,
  uniqueName,
  type Session,
  type TestApp,
} from './helpers';

describe('CSRF and headers', () => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await newUser(t.app, { displayName: 'Alice' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const profileName = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/users/${alice.user.id}`,
        headers: { cookie: alice.cookie },
      })
    ).json().displayName as string;

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost' }],
  ])('refuses a state change from another site (%j), REST and tRPC', async (headers) => {
    const rest = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${alice.user.id}/profile`,
      payload: { displayName: 'Hijacked' },
      headers: { ...headers, cookie: alice.cookie },
    });
    expect(rest.statusCode).toBe(403);
    const rpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/profile.update',
      payload: { displayName: 'Hijacked' },
      headers: { ...headers, cookie: alice.cookie },
    });
    expect(rpc.statusCode).toBe(403);
    const form = await multipart({
      artist: 'Adele',
      city: 'Lisbon',
      date: '2026-01-01',
      score: 50,
    });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/shows',
      payload: form.payload,
      headers: { ...form.headers, ...headers, cookie: alice.cookie },
    });
    expect(upload.statusCode).toBe(403);
    expect(await profileName()).toBe('Alice');
  });

  it('accepts same-origin requests and tools that send no Origin', async () => {
    const same = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${alice.user.id}/profile`,
      payload: { displayName: 'Alice Same' },
      headers: {
        cookie: alice.cookie,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(same.statusCode).toBe(200);
    const tool = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${alice.user.id}/profile`,
      payload: { displayName: 'Alice' },
      headers: { cookie: alice.cookie },
    });
    expect(tool.statusCode).toBe(200);
  });

  it('never changes state on GET', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/profile.update?input=%7B%22displayName%22%3A%22Via%20Get%22%7D',
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(405);
    expect(await profileName()).toBe('Alice');
  });

  it('sends a strict Content-Security-Policy, nosniff and no framing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: alice.cookie },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN_MAX: '3',
      RATE_LIMIT_REGISTER_MAX: '4',
      RATE_LIMIT_WRITE_MAX: '0',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits logins per address and username, REST and tRPC alike', async () => {
    const s = await newUser(t.app);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: s.user.username, password: 'wrong-password' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits now.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: s.user.username, password: 'secret123' },
    });
    expect(right.statusCode).toBe(429);
    // tRPC shares the same counter, and answers in tRPC's error shape.
    const rpc = await trpc(t.app, 'mutation', 'auth.login', {
      username: s.user.username,
      password: 'secret123',
    });
    expect(rpc.statusCode).toBe(429);
    expect(rpc.json().error.message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect(rpc.json().error.data.code).toBe('TOO_MANY_REQUESTS');
    // Another username from the same address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: uniqueName(), password: 'whatever1' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits registrations per address', async () => {
    // One registration was used by the previous test's newUser.
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: uniqueName(), displayName: 'Rate Test', password: 'secret123' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await register()).statusCode);
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses[3]).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.1.2.3',
      payload: { username: uniqueName(), displayName: 'Other Place', password: 'secret123' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('general write limit', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });
  it('caps writes per address and leaves reads alone', async () => {
    t = await createTestApp({ RATE_LIMIT_WRITE_MAX: '5' });
    const s = await newUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${s.user.id}/profile`,
        payload: { displayName: `Name ${i}` },
        headers: { cookie: s.cookie },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((c) => c === 429).length).toBeGreaterThanOrEqual(1);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/users/${s.user.id}`,
      headers: { cookie: s.cookie },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('decompression bombs', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await createTestApp();
    s = await newUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A PNG whose header claims 20000x20000 pixels (1.2 GB decoded) in a few hundred bytes. */
  async function bombPng(): Promise<Buffer> {
    const { crc32, deflateSync } = await import('node:zlib');
    const chunk = (type: string, data: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([len, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20000, 0);
    ihdr.writeUInt32BE(20000, 4);
    ihdr.writeUInt8(8, 8); // bit depth
    ihdr.writeUInt8(2, 9); // RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(60001 * 4))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  it('refuses a 20000x20000 PNG quickly, as a photo and as an avatar', async () => {
    const bomb = await bombPng();
    expect(bomb.length).toBeLessThan(10_000);
    const started = Date.now();
    const form = await multipart(
      { artist: 'Adele', city: 'Lisbon', date: '2026-01-01', score: 50 },
      [{ field: 'photos', name: 'bomb.png', type: 'image/png', data: bomb }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shows',
      payload: form.payload,
      headers: { ...form.headers, cookie: s.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Photo must be a JPEG, PNG, WebP or GIF image');
    const avatar = await multipart({}, [
      { field: 'profilePicture', name: 'bomb.png', type: 'image/png', data: bomb },
    ]);
    const res2 = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${s.user.id}`,
      payload: avatar.payload,
      headers: { ...avatar.headers, cookie: s.cookie },
    });
    expect(res2.statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
