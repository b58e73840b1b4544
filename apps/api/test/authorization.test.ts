/**
 * The authorization matrix: every REST route and every tRPC procedure has an
 * entry saying who may call it, and is called (a) without a session, (b) as
 * another user on the owner's resource and (c) as the owner. A route or
 * procedure added without an entry fails the first test of each table.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/root';
import {
  createTestApp,
  imageBytes,
  multipart,
  newUser,
  trpc,
  type Session,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Who may call: anyone; any signed-in user; only the owner of the resource named. */
type Access = 'public' | 'user' | 'owner';

interface Fixture {
  owner: Session;
  other: Session;
  showId: number;
  commentId: number;
}

async function fixture(): Promise<Fixture> {
  const owner = await newUser(t.app, { displayName: 'Owner' });
  const other = await newUser(t.app, { displayName: 'Other' });
  const { payload, headers } = await multipart({
    artist: 'Adele',
    city: 'Lisbon',
    date: '2026-01-01',
    score: 80,
  });
  const show = await t.app.inject({
    method: 'POST',
    url: '/api/shows',
    payload,
    headers: { ...headers, cookie: owner.cookie },
  });
  const showId = show.json().show.id as number;
  const comment = await t.app.inject({
    method: 'POST',
    url: `/api/shows/${showId}/comments`,
    payload: { body: 'mine' },
    headers: { cookie: owner.cookie },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/users/${owner.user.id}/want-to-see`,
    payload: { artistName: 'Muse' },
    headers: { cookie: owner.cookie },
  });
  return { owner, other, showId, commentId: comment.json().id };
}

type Call = (f: Fixture, as: Session | undefined) => Promise<LightMyRequestResponse>;

const json =
  (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: (f: Fixture) => string,
    body?: (f: Fixture) => object,
  ): Call =>
  (f, as) =>
    t.app.inject({
      method,
      url: url(f),
      payload: body?.(f),
      headers: as ? { cookie: as.cookie } : {},
    });

const form =
  (
    method: 'POST' | 'PUT' | 'PATCH',
    url: (f: Fixture) => string,
    fields: Record<string, string | number>,
    file?: string,
  ): Call =>
  async (f, as) => {
    const files = file
      ? [{ field: file, name: 'p.png', type: 'image/png', data: await imageBytes() }]
      : [];
    const { payload, headers } = await multipart(fields, files);
    return t.app.inject({
      method,
      url: url(f),
      payload,
      headers: { ...headers, ...(as ? { cookie: as.cookie } : {}) },
    });
  };

const show = { artist: 'Adele', city: 'Lisbon', date: '2026-01-02', score: 60 };
const me = (f: Fixture) => f.owner.user.id;

const REST: Record<string, { access: Access; call: Call }> = {
  'POST /api/auth/register': {
    access: 'public',
    call: json(
      'POST',
      () => '/api/auth/register',
      () => ({ username: `reg${Date.now()}`, displayName: 'New', password: 'secret123' }),
    ),
  },
  'POST /api/auth/login': {
    access: 'public',
    call: json(
      'POST',
      () => '/api/auth/login',
      (f) => ({ username: f.owner.user.username, password: 'secret123' }),
    ),
  },
  'POST /api/auth/logout': { access: 'public', call: json('POST', () => '/api/auth/logout') },
  'GET /api/auth/me': { access: 'user', call: json('GET', () => '/api/auth/me') },
  'POST /api/auth/change-password': {
    access: 'user',
    call: json(
      'POST',
      () => '/api/auth/change-password',
      () => ({ currentPassword: 'secret123', newPassword: 'secret456' }),
    ),
  },
  'GET /api/users': { access: 'user', call: json('GET', () => '/api/users') },
  'GET /api/users/by-username/:username': {
    access: 'user',
    call: json('GET', (f) => `/api/users/by-username/${f.owner.user.username}`),
  },
  'GET /api/users/:id': { access: 'user', call: json('GET', (f) => `/api/users/${me(f)}`) },
  'PATCH /api/users/:id': {
    access: 'owner',
    call: form('PATCH', (f) => `/api/users/${me(f)}`, {}, 'profilePicture'),
  },
  'DELETE /api/users/:id': { access: 'owner', call: json('DELETE', (f) => `/api/users/${me(f)}`) },
  'PATCH /api/users/:id/profile': {
    access: 'owner',
    call: json(
      'PATCH',
      (f) => `/api/users/${me(f)}/profile`,
      () => ({ displayName: 'Renamed' }),
    ),
  },
  'GET /api/users/:id/export': {
    access: 'owner',
    call: json('GET', (f) => `/api/users/${me(f)}/export`),
  },
  'GET /api/users/:id/ranked-shows': {
    access: 'user',
    call: json('GET', (f) => `/api/users/${me(f)}/ranked-shows`),
  },
  'GET /api/users/:id/best-rated-artist': {
    access: 'user',
    call: json('GET', (f) => `/api/users/${me(f)}/best-rated-artist`),
  },
  'GET /api/users/:id/most-visited-city': {
    access: 'user',
    call: json('GET', (f) => `/api/users/${me(f)}/most-visited-city`),
  },
  'GET /api/users/:id/artist-insights': {
    access: 'user',
    call: json('GET', (f) => `/api/users/${me(f)}/artist-insights`),
  },
  'GET /api/users/:id/city-insights': {
    access: 'user',
    call: json('GET', (f) => `/api/users/${me(f)}/city-insights`),
  },
  'GET /api/users/:id/recommendations': {
    access: 'user',
    call: json('GET', (f) => `/api/users/${me(f)}/recommendations`),
  },
  'GET /api/users/:id/wrapped': {
    access: 'user',
    call: json('GET', (f) => `/api/users/${me(f)}/wrapped`),
  },
  'GET /api/users/:id/followers': {
    access: 'user',
    call: json('GET', (f) => `/api/users/${me(f)}/followers`),
  },
  'GET /api/users/:id/following': {
    access: 'user',
    call: json('GET', (f) => `/api/users/${me(f)}/following`),
  },
  'GET /api/users/:id/following/:userId': {
    access: 'owner',
    call: json('GET', (f) => `/api/users/${me(f)}/following/${f.other.user.id}`),
  },
  'POST /api/users/:id/following/:userId': {
    access: 'owner',
    call: json('POST', (f) => `/api/users/${me(f)}/following/${f.other.user.id}`),
  },
  'DELETE /api/users/:id/following/:userId': {
    access: 'owner',
    call: json('DELETE', (f) => `/api/users/${me(f)}/following/${f.other.user.id}`),
  },
  'GET /api/users/:id/want-to-see': {
    access: 'user',
    call: json('GET', (f) => `/api/users/${me(f)}/want-to-see`),
  },
  'POST /api/users/:id/want-to-see': {
    access: 'owner',
    call: json(
      'POST',
      (f) => `/api/users/${me(f)}/want-to-see`,
      () => ({ artistName: 'Drake' }),
    ),
  },
  'DELETE /api/users/:id/want-to-see/:artistName': {
    access: 'owner',
    call: json('DELETE', (f) => `/api/users/${me(f)}/want-to-see/Muse`),
  },
  'GET /api/users/:id/notifications': {
    access: 'owner',
    call: json('GET', (f) => `/api/users/${me(f)}/notifications`),
  },
  'GET /api/users/:id/notifications/unread-count': {
    access: 'owner',
    call: json('GET', (f) => `/api/users/${me(f)}/notifications/unread-count`),
  },
  'POST /api/users/:id/notifications/mark-read': {
    access: 'owner',
    call: json(
      'POST',
      (f) => `/api/users/${me(f)}/notifications/mark-read`,
      () => ({}),
    ),
  },
  'GET /api/shows': { access: 'user', call: json('GET', () => '/api/shows?limit=5') },
  'POST /api/shows': { access: 'user', call: form('POST', () => '/api/shows', show) },
  'GET /api/shows/:id': { access: 'user', call: json('GET', (f) => `/api/shows/${f.showId}`) },
  'PUT /api/shows/:id': {
    access: 'owner',
    call: form('PUT', (f) => `/api/shows/${f.showId}`, show),
  },
  'DELETE /api/shows/:id': {
    access: 'owner',
    call: json('DELETE', (f) => `/api/shows/${f.showId}`),
  },
  'PUT /api/shows/:id/score': {
    access: 'owner',
    call: json(
      'PUT',
      (f) => `/api/shows/${f.showId}/score`,
      () => ({ score: 10 }),
    ),
  },
  'GET /api/shows/:id/guest-appearances': {
    access: 'user',
    call: json('GET', (f) => `/api/shows/${f.showId}/guest-appearances`),
  },
  'POST /api/shows/:id/like': {
    access: 'user',
    call: json('POST', (f) => `/api/shows/${f.showId}/like`),
  },
  'DELETE /api/shows/:id/like': {
    access: 'user',
    call: json('DELETE', (f) => `/api/shows/${f.showId}/like`),
  },
  'GET /api/shows/:id/comments': {
    access: 'user',
    call: json('GET', (f) => `/api/shows/${f.showId}/comments`),
  },
  'POST /api/shows/:id/comments': {
    access: 'user',
    call: json(
      'POST',
      (f) => `/api/shows/${f.showId}/comments`,
      () => ({ body: 'hello' }),
    ),
  },
  'DELETE /api/comments/:id': {
    access: 'owner',
    call: json('DELETE', (f) => `/api/comments/${f.commentId}`),
  },
  'GET /api/artist-stats': { access: 'user', call: json('GET', () => '/api/artist-stats?q=ad') },
  'POST /api/artist-stats': {
    access: 'user',
    call: json(
      'POST',
      () => '/api/artist-stats',
      () => ({ artist_name: 'Matrix Band' }),
    ),
  },
  'GET /api/artist-stats/:artistName': {
    access: 'user',
    call: json('GET', () => '/api/artist-stats/Adele'),
  },
  'GET /api/artists/:artistName': { access: 'user', call: json('GET', () => '/api/artists/Adele') },
  'GET /api/cities': { access: 'user', call: json('GET', () => '/api/cities?q=lis') },
  'POST /api/cities': {
    access: 'user',
    call: json(
      'POST',
      () => '/api/cities',
      () => ({ name: 'Matrix Town' }),
    ),
  },
  'GET /api/leaderboard': { access: 'user', call: json('GET', () => '/api/leaderboard') },
  'GET /api/artist-leaderboard': {
    access: 'user',
    call: json('GET', () => '/api/artist-leaderboard'),
  },
};

/** Not API routes: static files (the SPA, uploads) and tRPC's route, whose procedures have their own table. */
const isApiRoute = (r: string) => r.includes(' /api/');

const ok = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;

describe('REST authorization matrix', () => {
  it('has an entry for every route', () => {
    const routes = t.app.routeList
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter(isApiRoute);
    const missing = routes.filter((r) => !(r in REST));
    expect(missing).toEqual([]);
    expect(Object.keys(REST).filter((k) => !routes.includes(k))).toEqual([]);
  });

  for (const [route, { access, call }] of Object.entries(REST)) {
    it(`${route}: ${access}`, async () => {
      const f = await fixture();
      const anon = await call(f, undefined);
      if (access === 'public') {
        expect(anon.statusCode, anon.body).toBeLessThan(500);
        return;
      }
      expect(anon.statusCode, `${route} without a session`).toBe(401);
      if (access === 'owner') {
        const other = await call(f, f.other);
        expect([403, 404], `${route} as another user: ${other.body}`).toContain(other.statusCode);
      }
      const own = await call(f, f.owner);
      expect(
        ok(own) || (route.startsWith('GET /api/users/:id/') && own.statusCode === 404),
        `${route} as owner: ${own.statusCode} ${own.body}`,
      ).toBe(true);
    });
  }
});

type RpcCall = { kind: 'query' | 'mutation'; input?: (f: Fixture) => unknown; owned?: boolean };
const RPC: Record<string, { access: Access } & RpcCall> = {
  'auth.register': {
    access: 'public',
    kind: 'mutation',
    input: () => ({ username: `rpc${Date.now()}`, displayName: 'Rpc', password: 'secret123' }),
  },
  'auth.login': {
    access: 'public',
    kind: 'mutation',
    input: (f) => ({ username: f.owner.user.username, password: 'secret123' }),
  },
  'auth.logout': { access: 'public', kind: 'mutation' },
  'auth.me': { access: 'public', kind: 'query' },
  'auth.changePassword': {
    access: 'user',
    kind: 'mutation',
    input: () => ({ currentPassword: 'secret123', newPassword: 'secret456' }),
  },
  'users.list': { access: 'user', kind: 'query', input: () => ({}) },
  'users.byId': { access: 'user', kind: 'query', input: (f) => ({ id: me(f) }) },
  'users.byUsername': {
    access: 'user',
    kind: 'query',
    input: (f) => ({ username: f.owner.user.username }),
  },
  'shows.feed': { access: 'user', kind: 'query', input: () => ({}) },
  'shows.byId': { access: 'user', kind: 'query', input: (f) => ({ id: f.showId }) },
  'shows.ranked': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'shows.guestAppearances': { access: 'user', kind: 'query', input: (f) => ({ id: f.showId }) },
  'shows.create': { access: 'user', kind: 'mutation', input: () => show },
  'shows.update': { access: 'owner', kind: 'mutation', input: (f) => ({ ...show, id: f.showId }) },
  'shows.updateScore': {
    access: 'owner',
    kind: 'mutation',
    input: (f) => ({ id: f.showId, score: 5 }),
  },
  'shows.delete': { access: 'owner', kind: 'mutation', input: (f) => ({ id: f.showId }) },
  'artists.search': { access: 'user', kind: 'query', input: () => ({ q: 'ad' }) },
  'artists.stat': { access: 'user', kind: 'query', input: () => ({ name: 'Adele' }) },
  'artists.create': {
    access: 'user',
    kind: 'mutation',
    input: () => ({ artist_name: 'Rpc Band' }),
  },
  'artists.page': { access: 'user', kind: 'query', input: () => ({ name: 'Adele' }) },
  'cities.search': { access: 'user', kind: 'query', input: () => ({ q: 'lis' }) },
  'cities.create': { access: 'user', kind: 'mutation', input: () => ({ name: 'Rpc Town' }) },
  'wantToSee.list': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'wantToSee.add': { access: 'user', kind: 'mutation', input: () => ({ artistName: 'Drake' }) },
  'wantToSee.remove': { access: 'user', kind: 'mutation', input: () => ({ artistName: 'Muse' }) },
  'follows.followers': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'follows.following': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'follows.status': { access: 'user', kind: 'query', input: (f) => ({ userId: f.other.user.id }) },
  'follows.follow': {
    access: 'user',
    kind: 'mutation',
    input: (f) => ({ userId: f.other.user.id }),
  },
  'follows.unfollow': {
    access: 'user',
    kind: 'mutation',
    input: (f) => ({ userId: f.other.user.id }),
  },
  'leaderboard.users': { access: 'user', kind: 'query', input: () => ({}) },
  'leaderboard.artists': { access: 'user', kind: 'query' },
  'notifications.list': { access: 'user', kind: 'query' },
  'notifications.unreadCount': { access: 'user', kind: 'query' },
  'notifications.markRead': { access: 'user', kind: 'mutation' },
  'notifications.onUnreadCount': { access: 'user', kind: 'query' },
  'social.like': { access: 'user', kind: 'mutation', input: (f) => ({ showId: f.showId }) },
  'social.unlike': { access: 'user', kind: 'mutation', input: (f) => ({ showId: f.showId }) },
  'social.comments': { access: 'user', kind: 'query', input: (f) => ({ showId: f.showId }) },
  'social.addComment': {
    access: 'user',
    kind: 'mutation',
    input: (f) => ({ showId: f.showId, body: 'hi' }),
  },
  'social.deleteComment': {
    access: 'owner',
    kind: 'mutation',
    input: (f) => ({ commentId: f.commentId }),
  },
  'profile.bestRatedArtist': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.mostVisitedCity': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.artistInsights': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.cityInsights': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.recommendations': { access: 'user', kind: 'query' },
  'profile.wrapped': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.export': { access: 'user', kind: 'query' },
  'profile.update': {
    access: 'user',
    kind: 'mutation',
    input: () => ({ displayName: 'Rpc Name' }),
  },
  'profile.deleteAccount': { access: 'user', kind: 'mutation' },
};

describe('tRPC authorization matrix', () => {
  it('has an entry for every procedure', () => {
    const procedures = Object.keys(appRouter._def.procedures);
    expect(procedures.filter((p) => !(p in RPC))).toEqual([]);
    expect(Object.keys(RPC).filter((p) => !procedures.includes(p))).toEqual([]);
  });

  for (const [name, entry] of Object.entries(RPC)) {
    it(`${name}: ${entry.access}`, async () => {
      const f = await fixture();
      if (name === 'notifications.onUnreadCount') {
        // A subscription: without a session the stream is refused at once.
        const res = await t.app.inject({ method: 'GET', url: `/trpc/${name}` });
        expect(res.body).toContain('UNAUTHORIZED');
        return;
      }
      const call = (as?: Session) => trpc(t.app, entry.kind, name, entry.input?.(f), as);
      const anon = await call();
      if (entry.access === 'public') {
        expect(anon.statusCode).toBeLessThan(500);
        return;
      }
      expect(anon.statusCode, `${name} without a session`).toBe(401);
      if (entry.access === 'owner') {
        const other = await call(f.other);
        expect([403, 404], `${name} as another user: ${other.body}`).toContain(other.statusCode);
      }
      const own = await call(f.owner);
      expect(own.statusCode, `${name} as owner: ${own.body}`).toBe(200);
    });
  }
});
