/** The REST half of the authorization matrix: see authorization.ts. */
import { describe, expect, it } from 'vitest';
import { imageBytes, type InjectResponse, type Method, type Session } from '../support/helpers';
import {
  planFields,
  webhookFields,
  fixture,
  owners,
  me,
  previewCsvOf,
  refusedToOthers,
  requestWaiting,
  show,
} from '../support/authorization';
import type { Access, Fixture } from '../support/authorization';
import { expectEntryForEach, useMatrixApp } from '../support/authorization-matrix';
import { answerProblems } from '../support/openapi-answers';

const t = useMatrixApp();

type Call = (f: Fixture, who: Session | undefined) => Promise<InjectResponse>;
/** A path, or one made from the fixture (awaiting what the owner sets up first). */
type Url = string | ((f: Fixture) => string | Promise<string>);
const urlOf = async (url: Url, f: Fixture) => (typeof url === 'string' ? url : url(f));

/** A JSON body, or one made from the fixture. */
type Body = object | ((f: Fixture) => object);

const send =
  (method: Method, url: Url, body?: Body): Call =>
  async (f, who) =>
    t.as(who).request(method, await urlOf(url, f), typeof body === 'function' ? body(f) : body);
const get = (url: Url) => send('GET', url);
const post = (url: Url, body?: Body) => send('POST', url, body);
const put = (url: Url, body?: Body) => send('PUT', url, body);
const patch = (url: Url, body?: Body) => send('PATCH', url, body);
const del = (url: Url) => send('DELETE', url);
const form =
  (
    method: 'POST' | 'PUT' | 'PATCH',
    url: Url,
    fields: Record<string, string | number>,
    file?: string,
  ): Call =>
  async (f, who) => {
    const files = file
      ? [{ field: file, name: 'p.png', type: 'image/png', data: await imageBytes() }]
      : [];
    return t.as(who).form(method, await urlOf(url, f), fields, files);
  };

/** Paths under a resource of the fixture's: `under(base)(path)` is base + path. */
const under =
  (base: (f: Fixture) => string | Promise<string>) =>
  (path = '') =>
  async (f: Fixture) =>
    `${await base(f)}${path}`;
const mine = under((f) => `/api/users/${me(f)}`);
const onShow = under((f) => `/api/shows/${f.showId}`);
const onImport = under(async (f) => `/api/users/${me(f)}/imports/${await owners.import(f)}`);
const onFetch = under(
  async (f) => `/api/users/${me(f)}/imports/setlistfm-fetches/${await owners.fetch(f)}`,
);
const onVenue = under(async (f) => `/api/venues/${await owners.venue(f)}`);
/** The owner's step-free access note on their venue. */
const onNote = under(
  async (f) => `/api/venues/${await owners.accessNote(f)}/access-notes/stepFree`,
);
const onFestival = under(async (f) => `/api/festivals/${await owners.festival(f)}`);
/** The owner's path `/api/users/:id/{path}/:userId` naming the other user. */
const toOther = (path: string) => (f: Fixture) => `/api/users/${me(f)}/${path}/${f.other.user.id}`;
const edge = toOther('following');

const REST: Record<string, { access: Access; call: Call }> = {
  'POST /api/auth/register': {
    access: 'public',
    call: post('/api/auth/register', () => ({
      username: `reg${Date.now()}`,
      displayName: 'New',
      password: 'secret-123',
    })),
  },
  'POST /api/auth/login': {
    access: 'public',
    call: post('/api/auth/login', (f) => ({
      username: f.owner.user.username,
      password: 'secret-123',
    })),
  },
  'POST /api/auth/logout': { access: 'public', call: post('/api/auth/logout') },
  'GET /api/auth/me': { access: 'user', call: get('/api/auth/me') },
  'POST /api/auth/logout-everywhere': { access: 'user', call: post('/api/auth/logout-everywhere') },
  'POST /api/auth/change-password': {
    access: 'user',
    call: post('/api/auth/change-password', {
      currentPassword: 'secret-123',
      newPassword: 'secret456',
    }),
  },
  'GET /api/users': { access: 'user', call: get('/api/users') },
  'GET /api/users/by-username/:username': {
    access: 'user',
    call: get((f) => `/api/users/by-username/${f.owner.user.username}`),
  },
  'GET /api/users/:id': { access: 'user', call: get(mine()) },
  'PATCH /api/users/:id': { access: 'owner', call: form('PATCH', mine(), {}, 'profilePicture') },
  'DELETE /api/users/:id': { access: 'owner', call: del(mine()) },
  'PATCH /api/users/:id/profile': {
    access: 'owner',
    call: patch(mine('/profile'), { displayName: 'Renamed' }),
  },
  'GET /api/users/:id/export': { access: 'owner', call: get(mine('/export')) },
  'POST /api/users/:id/imports': {
    access: 'owner',
    call: (f, who) => previewCsvOf(t.as(who), me(f), 'Rest Band'),
  },
  'POST /api/users/:id/imports/:importId/commit': {
    access: 'owner',
    call: post(onImport('/commit')),
  },
  'GET /api/users/:id/imports/:importId': { access: 'owner', call: get(onImport()) },
  'GET /api/users/:id/imports/setlistfm-fetches': {
    access: 'owner',
    call: get(mine('/imports/setlistfm-fetches')),
  },
  'POST /api/users/:id/imports/setlistfm-fetches': {
    access: 'owner',
    call: post(mine('/imports/setlistfm-fetches'), { username: 'matrix_fan' }),
  },
  'GET /api/users/:id/imports/setlistfm-fetches/:fetchId': {
    access: 'owner',
    call: get(onFetch()),
  },
  'POST /api/users/:id/imports/setlistfm-fetches/:fetchId/preview': {
    access: 'owner',
    call: post(onFetch('/preview')),
  },
  'GET /api/users/:id/unscored-shows': { access: 'owner', call: get(mine('/unscored-shows')) },
  'GET /api/users/:id/ranked-shows': { access: 'user', call: get(mine('/ranked-shows')) },
  'GET /api/users/:id/best-rated-artist': { access: 'user', call: get(mine('/best-rated-artist')) },
  'GET /api/users/:id/most-visited-city': { access: 'user', call: get(mine('/most-visited-city')) },
  'GET /api/users/:id/most-seen-artist': { access: 'user', call: get(mine('/most-seen-artist')) },
  'GET /api/users/:id/diary': { access: 'user', call: get(mine('/diary?year=2026')) },
  'GET /api/users/:id/artist-insights': { access: 'user', call: get(mine('/artist-insights')) },
  'GET /api/users/:id/city-insights': { access: 'user', call: get(mine('/city-insights')) },
  'GET /api/users/:id/venue-insights': { access: 'user', call: get(mine('/venue-insights')) },
  'GET /api/users/:id/most-visited-venue': {
    access: 'user',
    call: get(mine('/most-visited-venue')),
  },
  'GET /api/users/:id/recommendations': { access: 'user', call: get(mine('/recommendations')) },
  // The owner's match with the other user (their own id is a 400).
  'GET /api/users/:id/taste-match': {
    access: 'user',
    call: get((f) => `/api/users/${f.other.user.id}/taste-match`),
  },
  'GET /api/users/:id/wrapped': { access: 'user', call: get(mine('/wrapped')) },
  'GET /api/users/:id/followers': { access: 'user', call: get(mine('/followers')) },
  'GET /api/users/:id/following': { access: 'user', call: get(mine('/following')) },
  'GET /api/users/:id/following/:userId': { access: 'owner', call: get(edge) },
  'POST /api/users/:id/following/:userId': { access: 'owner', call: post(edge) },
  'DELETE /api/users/:id/following/:userId': { access: 'owner', call: del(edge) },
  'GET /api/users/:id/want-to-see': { access: 'user', call: get(mine('/want-to-see')) },
  'POST /api/users/:id/want-to-see': {
    access: 'owner',
    call: post(mine('/want-to-see'), { artistName: 'Drake' }),
  },
  'DELETE /api/users/:id/want-to-see/:artistName': {
    access: 'owner',
    call: del(mine('/want-to-see/Muse')),
  },
  'GET /api/users/:id/relationship/:userId': {
    access: 'owner',
    call: get(toOther('relationship')),
  },
  'GET /api/users/:id/follow-requests': { access: 'owner', call: get(mine('/follow-requests')) },
  'POST /api/users/:id/follow-requests/:requesterId/:answer': {
    access: 'owner',
    // The owner goes private and the other user asks: a request waits.
    call: async (f, who) => {
      await requestWaiting(f);
      return t.as(who).request('POST', `${toOther('follow-requests')(f)}/approve`);
    },
  },
  'GET /api/users/:id/blocks': { access: 'owner', call: get(mine('/blocks')) },
  'POST /api/users/:id/blocks/:userId': { access: 'owner', call: post(toOther('blocks')) },
  'DELETE /api/users/:id/blocks/:userId': { access: 'owner', call: del(toOther('blocks')) },
  'GET /api/users/:id/mutes': { access: 'owner', call: get(mine('/mutes')) },
  'POST /api/users/:id/mutes/:userId': { access: 'owner', call: post(toOther('mutes')) },
  'DELETE /api/users/:id/mutes/:userId': { access: 'owner', call: del(toOther('mutes')) },
  'GET /api/users/:id/notifications': { access: 'owner', call: get(mine('/notifications')) },
  'GET /api/users/:id/notifications/unread-count': {
    access: 'owner',
    call: get(mine('/notifications/unread-count')),
  },
  'POST /api/users/:id/notifications/mark-read': {
    access: 'owner',
    call: post(mine('/notifications/mark-read'), {}),
  },
  'GET /api/shows': { access: 'user', call: get('/api/shows?limit=5') },
  'POST /api/shows': { access: 'user', call: form('POST', '/api/shows', show) },
  'GET /api/shows/:id': { access: 'user', call: get(onShow()) },
  'PUT /api/shows/:id': { access: 'owner', call: form('PUT', onShow(), show) },
  'DELETE /api/shows/:id': { access: 'owner', call: del(onShow()) },
  'POST /api/shows/:id/photos': {
    access: 'owner',
    call: form('POST', onShow('/photos'), {}, 'photos'),
  },
  'PUT /api/shows/:id/score': { access: 'owner', call: put(onShow('/score'), { score: 10 }) },
  'GET /api/shows/:id/comparisons': { access: 'owner', call: get(onShow('/comparisons')) },
  'PUT /api/shows/:id/setlist': {
    access: 'owner',
    call: put(onShow('/setlist'), { songs: [{ title: 'Hello', encore: true }] }),
  },
  'POST /api/shows/:id/setlist/copy': {
    access: 'owner',
    call: post(
      under(async (f) => (await owners.gigSetlist(f), `/api/shows/${f.showId}`))('/setlist/copy'),
    ),
  },
  'GET /api/artists/:artistName/songs': { access: 'user', call: get('/api/artists/Adele/songs') },
  'GET /api/users/:id/songs': { access: 'user', call: get(mine('/songs?limit=5')) },
  'GET /api/users/:id/chase/:artistName': { access: 'user', call: get(mine('/chase/Adele')) },
  // Spend is the owner's unless shared (the fixture shares nothing).
  'GET /api/users/:id/ledger': { access: 'owner', call: get(mine('/ledger?year=2025')) },
  'GET /api/places/nearby': { access: 'user', call: get('/api/places/nearby?lat=38.7&lng=-9.1') },
  // The owner's only show: the slot between the ends of its ranking.
  'PUT /api/shows/:id/place': {
    access: 'owner',
    call: put(onShow('/place'), { aboveId: null, belowId: null }),
  },
  'GET /api/shows/:id/guest-appearances': {
    access: 'user',
    call: get(onShow('/guest-appearances')),
  },
  'POST /api/shows/:id/like': { access: 'user', call: post(onShow('/like')) },
  'DELETE /api/shows/:id/like': { access: 'user', call: del(onShow('/like')) },
  'GET /api/shows/:id/comments': { access: 'user', call: get(onShow('/comments')) },
  'POST /api/shows/:id/comments': {
    access: 'user',
    call: post(onShow('/comments'), { body: 'hello' }),
  },
  'DELETE /api/comments/:id': { access: 'owner', call: del((f) => `/api/comments/${f.commentId}`) },
  'POST /api/shows/:id/report': {
    access: 'user',
    call: post(onShow('/report'), { reason: 'spam' }),
  },
  'POST /api/comments/:id/report': {
    access: 'user',
    call: post((f) => `/api/comments/${f.commentId}/report`, { reason: 'other', details: 'x' }),
  },
  'GET /api/artist-stats': { access: 'user', call: get('/api/artist-stats?q=ad') },
  'POST /api/artist-stats': {
    access: 'user',
    call: post('/api/artist-stats', { artist_name: 'Matrix Band' }),
  },
  'GET /api/artist-stats/:artistName': { access: 'user', call: get('/api/artist-stats/Adele') },
  'GET /api/artists/:artistName': { access: 'user', call: get('/api/artists/Adele') },
  'GET /api/cities': { access: 'user', call: get('/api/cities?q=lis') },
  'POST /api/cities': { access: 'user', call: post('/api/cities', { name: 'Matrix Town' }) },
  'GET /api/venues': { access: 'user', call: get('/api/venues?q=mat&city=Lisbon') },
  'GET /api/venues/:id': { access: 'user', call: get(onVenue()) },
  'POST /api/venues/:id/access-notes': {
    access: 'user',
    call: post(onVenue('/access-notes'), { feature: 'stepFree' }),
  },
  'PUT /api/venues/:id/access-notes/:feature': {
    access: 'owner',
    call: put(onNote(), { note: 'Lift inside' }),
  },
  'DELETE /api/venues/:id/access-notes/:feature': { access: 'owner', call: del(onNote()) },
  'POST /api/venues/:id/access-notes/:feature/report': {
    access: 'user',
    call: post(onNote('/report'), { reason: 'spam' }),
  },
  'GET /api/festivals': { access: 'user', call: get('/api/festivals?q=mat') },
  'POST /api/festivals': {
    access: 'user',
    call: post('/api/festivals', {
      name: 'Rest Fest',
      edition: 2025,
      startDate: '2025-06-01',
      endDate: '2025-06-02',
      city: 'Porto',
    }),
  },
  'GET /api/festivals/:id': { access: 'user', call: get(onFestival()) },
  'GET /api/festivals/:id/my-sets': { access: 'user', call: get(onFestival('/my-sets')) },
  'PUT /api/festivals/:id/score': {
    access: 'user',
    call: put(onFestival('/score'), { score: 90 }),
  },
  'GET /api/users/:id/festivals': { access: 'user', call: get(mine('/festivals')) },
  'GET /api/feed/following': { access: 'user', call: get('/api/feed/following?limit=5') },
  'GET /api/gigs/:artistId/:cityId/:date': {
    access: 'user',
    call: get(async (f) => {
      const g = await owners.gig(f);
      return `/api/gigs/${g.artistId}/${g.cityId}/${g.date}`;
    }),
  },
  // With its artist filter (the artist page's "You're going"): the same rule as the whole list.
  'GET /api/users/:id/plans': { access: 'user', call: get(mine('/plans?artist=Adele')) },
  'POST /api/plans': { access: 'user', call: post('/api/plans', planFields) },
  'DELETE /api/plans/:id': {
    access: 'owner',
    call: del(async (f) => `/api/plans/${await owners.plan(f)}`),
  },
  'GET /api/tokens': { access: 'user', call: get('/api/tokens') },
  'POST /api/tokens': {
    access: 'user',
    call: post('/api/tokens', { name: 'Tool', scopes: ['read'] }),
  },
  'DELETE /api/tokens/:id': {
    access: 'owner',
    call: del(async (f) => `/api/tokens/${await owners.token(f)}`),
  },
  'GET /api/webhooks': { access: 'user', call: get('/api/webhooks') },
  'POST /api/webhooks': { access: 'user', call: post('/api/webhooks', webhookFields) },
  'DELETE /api/webhooks/:id': {
    access: 'owner',
    call: del(async (f) => `/api/webhooks/${await owners.webhook(f)}`),
  },
  'GET /api/webhooks/:id/deliveries': {
    access: 'owner',
    call: get(async (f) => `/api/webhooks/${await owners.webhook(f)}/deliveries`),
  },
  'GET /api/leaderboard': { access: 'user', call: get('/api/leaderboard') },
  // The OpenAPI document and its reference page: open to all.
  'GET /api/openapi.json': { access: 'public', call: get('/api/openapi.json') },
  'GET /api/docs': { access: 'public', call: get('/api/docs') },
  'GET /api/docs/:file': { access: 'public', call: get('/api/docs/init.js') },
  'GET /api/artist-leaderboard': { access: 'user', call: get('/api/artist-leaderboard') },
};

/** Not API routes: static files (the SPA, uploads) and tRPC's route, whose procedures have their own table. */
const isApiRoute = (r: string) => r.includes(' /api/');

const ok = (res: InjectResponse) => res.statusCode >= 200 && res.statusCode < 300;

describe('REST authorization matrix', () => {
  it('has an entry for every route', () => {
    const routes = t.app.routeList
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter(isApiRoute);
    expectEntryForEach(routes, REST);
  });

  for (const [route, { access, call }] of Object.entries(REST)) {
    it(`${route}: ${access}`, async () => {
      const f = await fixture(t);
      const own = await refusedToOthers(route, access, f, (who) => call(f, who));
      if (!own) return;
      expect(
        ok(own) || (route.startsWith('GET /api/users/:id/') && own.statusCode === 404),
        `${route} as owner: ${own.statusCode} ${own.body}`,
      ).toBe(true);
      // The owner's answer is what the OpenAPI document says it is.
      const type = String(own.headers['content-type'] ?? '');
      if (ok(own) && (own.statusCode === 204 || type.startsWith('application/json'))) {
        expect(answerProblems(route, own.statusCode, own.body)).toEqual([]);
      }
    });
  }
});
