/**
 * Every budgeted answer says where its budgets stand, REST and tRPC alike, in
 * the IETF httpapi draft's RateLimit-Policy and RateLimit fields: each budget
 * the request drew, by name, its quota per window, what remains and when it is
 * full again; a 429 adds Retry-After.
 */
import { describe, expect, it } from 'vitest';
import { uniqueName, useTestApp, type InjectResponse } from '../support/helpers';

/** RateLimit's items, by budget name: { r, t }. */
function standing(res: InjectResponse): Record<string, { r: number; t: number }> {
  const header = res.headers['ratelimit'];
  expect(typeof header, 'RateLimit header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(', ')
      .map((item) => {
        const [name, ...params] = item.split(';');
        const value = (key: string) =>
          Number(params.find((p) => p.startsWith(`${key}=`))!.slice(2));
        return [JSON.parse(name!) as string, { r: value('r'), t: value('t') }];
      }),
  );
}

/** 5 writes a minute (one back every 12 s), 100 read units, 3 sign-ins per address and name. */
const SMALL_BUDGETS = {
  RATE_LIMIT_WRITE_MAX: '5',
  RATE_LIMIT_READ_MAX: '100',
  RATE_LIMIT_LOGIN_MAX: '3',
};

describe('RateLimit headers', () => {
  const t = useTestApp(SMALL_BUDGETS);

  it('a REST write names the writes budget, its quota and window, what remains and when it is full', async () => {
    const fan = await t.newUser();
    const first = await fan.post('/api/artist-stats', { artist_name: uniqueName('Header Band') });
    expect(first.statusCode).toBeLessThan(300);
    expect(first.headers['ratelimit-policy']).toBe('"writes";q=5;w=60');
    expect(standing(first).writes).toEqual({ r: 4, t: 12 });
    const second = await fan.post('/api/artist-stats', { artist_name: uniqueName('Header Band') });
    expect(standing(second).writes).toEqual({ r: 3, t: 24 });
  });

  it('a tRPC batch draws each call and says so once; a refusal says 0 left and how long to wait', async () => {
    const fan = await t.newUser();
    const names = [uniqueName('Batch A'), uniqueName('Batch B'), uniqueName('Batch C')];
    const url = `/trpc/${names.map(() => 'artists.create').join(',')}?batch=1`;
    const body = Object.fromEntries(names.map((name, i) => [String(i), { artist_name: name }]));
    const batch = await fan.post(url, body);
    expect(batch.statusCode).toBe(200);
    expect(standing(batch).writes).toEqual({ r: 2, t: 36 });

    const again = await fan.post(url, body);
    expect(again.statusCode).toBe(429);
    expect(standing(again).writes).toEqual({ r: 2, t: 36 });
    expect(Number(again.headers['retry-after'])).toBe(12);
  });

  it('reads draw the reads budget by their cost; each account has its own', async () => {
    const [fan, other] = [await t.newUser(), await t.newUser()];
    const page = await fan.get(`/api/users/${fan.user.id}/plans`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['ratelimit-policy']).toBe('"reads";q=100;w=60');
    const { reads } = standing(page);
    expect(reads!.r).toBeLessThan(100);
    expect(standing(await other.get(`/api/users/${fan.user.id}/plans`)).reads).toEqual(reads);
  });

  it('a sign-in lists the per-address budget and, read from the body, the per-name ones', async () => {
    const fan = await t.newUser();
    const res = await t.anon.post('/api/auth/login', {
      username: fan.user.username,
      password: 'wrong-password',
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['ratelimit-policy']).toBe(
      '"login-address";q=60;w=600, "login";q=3;w=600, "login-username";q=50;w=3600',
    );
    expect(Object.keys(standing(res))).toEqual(['login-address', 'login', 'login-username']);
    expect(standing(res).login!.r).toBe(2);
  });

  it('a request that draws no budget carries none', async () => {
    const res = await t.anon.get('/api/health');
    expect(res.headers['ratelimit']).toBeUndefined();
    expect(res.headers['ratelimit-policy']).toBeUndefined();
  });
});
