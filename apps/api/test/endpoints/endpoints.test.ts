/**
 * Endpoints declared once (each module's <namespace>.endpoints.ts, made into both
 * transports by src/endpoints/endpoint.ts): the tRPC procedure and the REST
 * path of each declaration parse one schema and give one answer, and a REST
 * call's input is its path over its query, however its query is spelled.
 */
import { describe, expect, it } from 'vitest';
import { declaredProcedure, restPaths, type AnyEndpoint } from '../../src/endpoints/endpoint';
import { declaredEndpoints } from '../../src/modules';
import { screenReads } from '@gigrank/domain';
import { useTestApp } from '../support/helpers';
import { previewImportOk } from '../support/imports';

const t = useTestApp();
const me = t.user();

/** Every namespace declared once, by its tRPC name. */
const namespaces: Record<string, Record<string, AnyEndpoint>> = declaredEndpoints;

/** The tRPC answer's data. */
async function procedure(path: string, input: unknown) {
  const res = await me.query(path, input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

/** A mutation's tRPC answer's data. */
async function mutation(path: string, input: unknown) {
  const res = await me.mutation(path, input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

describe('users endpoints', () => {
  it('answer the same through REST and tRPC', async () => {
    const other = await t.newUser({ displayName: 'Declared Once' });
    await other.addShow({ artist: 'Low', date: '2025-05-01' });
    const id = other.user.id;
    const rest = async (url: string) => {
      const res = await me.get(url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await rest(`/api/users?q=Declared&limit=5`)).toEqual(
      await procedure('users.list', { q: 'Declared', limit: 5 }),
    );
    expect(await rest(`/api/users/${id}`)).toEqual(await procedure('users.byId', { id }));
    expect(await rest(`/api/users/by-username/${other.user.username}`)).toEqual(
      await procedure('users.byUsername', { username: other.user.username }),
    );
    const diary = await rest(`/api/users/${id}/diary?year=2025`);
    expect(diary).toEqual(await procedure('users.diary', { userId: id, year: 2025 }));
    expect(JSON.stringify(diary)).toContain('Low');
  });

  it('refuse bad input with one message on both, and the path wins over the query', async () => {
    const rest = await me.get('/api/users/0');
    const trpc = await me.query('users.byId', { id: 0 });
    expect(rest.statusCode).toBe(400);
    expect(trpc.statusCode).toBe(400);
    expect(rest.json().message).toBe(trpc.json().error.message);
    // A repeated parameter is a list, which no scalar field takes.
    expect((await me.get('/api/users?q=a&q=b')).statusCode).toBe(400);
    // `?userId=` cannot point the diary at someone else than the path's user.
    const other = await t.newUser();
    const res = await me.get(`/api/users/${me.user.id}/diary?userId=${other.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await procedure('users.diary', { userId: me.user.id }));
  });
});

describe('every namespace declared once', () => {
  it('has each declaration with a REST path as a route of the app', () => {
    const routes = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`));
    for (const [namespace, endpoints] of Object.entries(namespaces)) {
      for (const [, rest] of restPaths(endpoints)) {
        const route = `${rest.method} ${rest.path}`;
        expect(routes.has(route), `${namespace}: ${route}`).toBe(true);
      }
    }
  });

  it('wantToSee: the REST list and writes answer as the procedures do', async () => {
    const list = `/api/users/${me.user.id}/want-to-see`;
    const added = await me.post(list, { artistName: 'Declared Band' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual(await mutation('wantToSee.add', { artistName: 'Declared Band' }));
    expect((await me.get(list)).json()).toEqual(
      await procedure('wantToSee.list', { userId: me.user.id }),
    );
    const removed = await me.del(`${list}/Declared%20Band`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual(
      await mutation('wantToSee.remove', { artistName: 'Declared Band' }),
    );
  });

  it('reports: a REST report of each kind answers as the procedure, 201 when new', async () => {
    const other = await t.newUser();
    const { id } = await other.addShow({ artist: 'Reported Band', date: '2025-02-01' });
    const first = await me.post(`/api/shows/${id}/report`, { reason: 'spam' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().created).toBe(true);
    const repeat = await mutation('reports.create', { kind: 'show', id, reason: 'other' });
    const again = await me.post(`/api/shows/${id}/report`, { reason: 'other' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(repeat);
    const bad = await me.post(`/api/shows/0/report`, { reason: 'nonsense' });
    expect(bad.statusCode).toBe(400);
    const badTrpc = await me.mutation('reports.create', { kind: 'show', id: 0, reason: 'spam' });
    expect(bad.json().message).toBe(badTrpc.json().error.message);
  });

  it("privacy: the REST paths answer as the procedures, for the path's user only", async () => {
    const other = await t.newUser();
    const mine = `/api/users/${me.user.id}`;
    const blocked = await me.post(`${mine}/blocks/${other.user.id}`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual(await mutation('privacy.block', { userId: other.user.id }));
    expect((await me.get(`${mine}/blocks`)).json()).toEqual(await procedure('privacy.blocks', {}));
    expect((await me.get(`${mine}/relationship/${other.user.id}`)).json()).toEqual(
      await procedure('privacy.relationship', { userId: other.user.id }),
    );
    const unblocked = await me.del(`${mine}/blocks/${other.user.id}`);
    expect(unblocked.json()).toEqual(await mutation('privacy.unblock', { userId: other.user.id }));
    const theirs = await me.get(`/api/users/${other.user.id}/follow-requests`);
    expect(theirs.statusCode).toBe(403);
  });

  it('venues: search, the page and a note written through REST answer as the procedures', async () => {
    const shown = await me.postShow({
      artist: 'Venue Band',
      city: 'Lisbon',
      date: '2025-03-01',
      venue: 'Declared Hall',
    });
    const id = shown.json().show.venueId as number;
    expect((await me.get('/api/venues?q=Declared')).json()).toEqual(
      await procedure('venues.search', { q: 'Declared' }),
    );
    const note = await me.post(`/api/venues/${id}/access-notes`, {
      feature: 'stepFree',
      note: 'Ramp',
    });
    expect(note.statusCode, note.body).toBe(200);
    const edited = await me.put(`/api/venues/${id}/access-notes/stepFree`, { note: 'Side ramp' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual(
      await mutation('venues.editAccessNote', { id, feature: 'stepFree', note: 'Side ramp' }),
    );
    expect((await me.get(`/api/venues/${id}`)).json()).toEqual(
      await procedure('venues.byId', { id }),
    );
  });

  it('festivals: create (201 when new), the page and a score answer as the procedures', async () => {
    const fields = {
      name: 'Declared Fest',
      edition: 2025,
      startDate: '2025-06-01',
      endDate: '2025-06-02',
      city: 'Lisbon',
    };
    const created = await me.post('/api/festivals', fields);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual(await mutation('festivals.create', fields));
    const again = await me.post('/api/festivals', fields);
    expect(again.statusCode, again.body).toBe(200);
    const id = created.json().id as number;
    await me.addShow({ artist: 'Fest Band', city: 'Lisbon', date: '2025-06-01', festivalId: id });
    const scored = await me.put(`/api/festivals/${id}/score`, { score: 70 });
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json()).toEqual(await mutation('festivals.setScore', { id, score: 70 }));
    expect((await me.get(`/api/festivals/${id}`)).json()).toEqual(
      await procedure('festivals.byId', { id }),
    );
  });

  it('artists and cities: stats, the page and creates answer as the procedures', async () => {
    await me.addShow({ artist: 'Paged Artist', city: 'Lisbon', date: '2025-04-01' });
    expect((await me.get('/api/artist-stats/Paged%20Artist')).json()).toEqual(
      await procedure('artists.stat', { name: 'Paged Artist' }),
    );
    expect((await me.get('/api/artist-stats?q=Paged')).json()).toEqual(
      await procedure('artists.search', { q: 'Paged' }),
    );
    // REST spells the page's cursor `before`, and reads a bad `userId` as none.
    expect((await me.get('/api/artists/Paged%20Artist?userId=x')).json()).toEqual(
      await procedure('artists.page', { name: 'Paged Artist' }),
    );
    const artist = await me.post('/api/artist-stats', { artist_name: 'Brand New Declared' });
    expect(artist.statusCode, artist.body).toBe(201);
    expect(artist.json()).toEqual(
      await mutation('artists.create', { artist_name: 'Brand New Declared' }),
    );
    const city = await me.post('/api/cities', { name: 'Declaredville', country: 'PT' });
    expect(city.statusCode, city.body).toBe(201);
    expect(city.json()).toEqual(
      await mutation('cities.create', { name: 'Declaredville', country: 'PT' }),
    );
    expect((await me.get('/api/cities?q=Declaredville')).json()).toEqual(
      await procedure('cities.search', { q: 'Declaredville' }),
    );
  });

  it('friends: the feed, plans and a gig page answer as the procedures; REST removes with 204', async () => {
    expect((await me.get('/api/feed/following?limit=5')).json()).toEqual(
      await procedure('following.feed', { limit: 5 }),
    );
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const plan = await me.post('/api/plans', { artist: 'Planned Band', city: 'Lisbon', date });
    expect(plan.statusCode, plan.body).toBe(201);
    expect((await me.get(`/api/users/${me.user.id}/plans`)).json()).toEqual(
      await procedure('plans.list', { userId: me.user.id }),
    );
    const { artistId, cityId } = plan.json();
    expect((await me.get(`/api/gigs/${artistId}/${cityId}/${date}`)).json()).toEqual(
      await procedure('gigs.page', { artistId, cityId, date }),
    );
    const removed = await me.del(`/api/plans/${plan.json().id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(removed.body).toBe('');
    const other = await mutation('plans.create', { artist: 'Planned Too', city: 'Lisbon', date });
    expect(await mutation('plans.remove', { id: other.id })).toEqual({ success: true });
  });

  it('placement: comparisons and a place through REST answer as the shows procedures', async () => {
    const ranker = await t.newUser();
    const first = await ranker.addShow({ artist: 'First Band', date: '2025-01-01', score: 80 });
    const second = await ranker.addShow({ artist: 'Second Band', date: '2025-01-02', score: 60 });
    const rest = await ranker.get(`/api/shows/${second.id}/comparisons`);
    expect(rest.statusCode, rest.body).toBe(200);
    const trpc = await ranker.query('shows.comparisons', { showId: second.id });
    expect(rest.json()).toEqual(trpc.json().result.data);
    const slot = { aboveId: first.id, belowId: null };
    const placed = await ranker.put(`/api/shows/${second.id}/place`, slot);
    expect(placed.statusCode, placed.body).toBe(200);
    const again = await ranker.mutation('shows.place', { ...slot, showId: second.id });
    expect(placed.json()).toEqual(again.json().result.data);
  });

  it('social: likes and comments through REST answer as the procedures, 201 for a comment', async () => {
    const { id: showId } = await me.addShow({ artist: 'Liked Band', date: '2025-05-05' });
    const liked = await me.post(`/api/shows/${showId}/like`);
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json()).toEqual(await mutation('social.like', { showId }));
    const comment = await me.post(`/api/shows/${showId}/comments`, { body: 'Declared' });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await me.get(`/api/shows/${showId}/comments`)).json()).toEqual(
      await procedure('social.comments', { showId }),
    );
    const removed = await me.del(`/api/comments/${comment.json().id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const unliked = await me.del(`/api/shows/${showId}/like`);
    expect(unliked.json()).toEqual(await mutation('social.unlike', { showId }));
  });

  it("notifications: the REST paths answer as the procedures, for the path's user only", async () => {
    const mine = `/api/users/${me.user.id}/notifications`;
    expect((await me.get(mine)).json()).toEqual(await procedure('notifications.list', {}));
    expect((await me.get(`${mine}/unread-count`)).json()).toEqual(
      await procedure('notifications.unreadCount', {}),
    );
    const read = await me.post(`${mine}/mark-read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(await mutation('notifications.markRead', {}));
    const other = await t.newUser();
    expect((await me.get(`/api/users/${other.user.id}/notifications`)).statusCode).toBe(403);
  });

  it('follows: the lists, 404 Not following, 202 requested and unfollow answer as the procedures', async () => {
    const open = await t.newUser();
    const closed = await t.newUser();
    await closed.patch(`/api/users/${closed.user.id}/profile`, { isPrivate: true });
    const edge = (id: number) => `/api/users/${me.user.id}/following/${id}`;
    const notYet = await me.get(edge(open.user.id));
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toEqual({ message: 'Not following' });
    expect(await procedure('follows.status', { userId: open.user.id })).toEqual({
      following: false,
    });
    const followed = await me.post(edge(open.user.id));
    expect(followed.statusCode, followed.body).toBe(200);
    expect((await me.get(edge(open.user.id))).json()).toEqual(
      await procedure('follows.status', { userId: open.user.id }),
    );
    const asked = await me.post(edge(closed.user.id));
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'requested' });
    expect((await me.get(`/api/users/${me.user.id}/following?limit=5`)).json()).toEqual(
      await procedure('follows.following', { userId: me.user.id, limit: 5 }),
    );
    expect((await me.get(`/api/users/${open.user.id}/followers`)).json()).toEqual(
      await procedure('follows.followers', { userId: open.user.id }),
    );
    expect((await me.get(`/api/users/${open.user.id}/following/${me.user.id}`)).statusCode).toBe(
      403,
    );
    const unfollowed = await me.del(edge(open.user.id));
    expect(unfollowed.json()).toEqual(await mutation('follows.unfollow', { userId: open.user.id }));
  });

  it('leaderboard: REST answers the rows with X-Next-Offset, tRPC the page', async () => {
    for (let i = 0; i < 3; i += 1)
      await t.newUser().then((u) => u.addShow({ artist: `Board ${i}` }));
    const page = await procedure('leaderboard.users', { limit: 2, offset: 0 });
    const rest = await me.get('/api/leaderboard?limit=2');
    expect(rest.json()).toEqual(page.users);
    expect(rest.headers['x-next-offset']).toBe(String(page.nextOffset));
    const second = await me.get('/api/leaderboard?limit=2&page=2');
    expect(second.json()).toEqual(
      (await procedure('leaderboard.users', { limit: 2, offset: 2 })).users,
    );
    expect((await me.get('/api/artist-leaderboard')).json()).toEqual(
      await procedure('leaderboard.artists', undefined),
    );
  });

  it('profile: figures and lists answer as the procedures; none is null on tRPC and 404 on REST', async () => {
    const fresh = await t.newUser();
    const none = await me.get(`/api/users/${fresh.user.id}/best-rated-artist`);
    expect(none.statusCode).toBe(404);
    expect(await procedure('profile.bestRatedArtist', { userId: fresh.user.id })).toBeNull();
    await fresh.addShow({ artist: 'Profile Band', score: 90, date: '2024-03-03' });
    const id = fresh.user.id;
    for (const [path, name] of [
      ['best-rated-artist', 'bestRatedArtist'],
      ['most-seen-artist', 'mostSeenArtist'],
      ['most-visited-city', 'mostVisitedCity'],
      ['festivals', 'festivals'],
      ['taste-match', 'tasteMatch'],
    ]) {
      expect((await me.get(`/api/users/${id}/${path}`)).json(), path).toEqual(
        await procedure(`profile.${name}`, { userId: id }),
      );
    }
    expect((await me.get(`/api/users/${id}/artist-insights?limit=1`)).json()).toEqual(
      await procedure('profile.artistInsights', { userId: id, limit: 1 }),
    );
    expect((await me.get(`/api/users/${id}/wrapped?year=2024`)).json()).toEqual(
      await procedure('profile.wrapped', { userId: id, year: 2024 }),
    );
    expect((await me.get(`/api/users/${me.user.id}/recommendations`)).json()).toEqual(
      await procedure('profile.recommendations', undefined),
    );
  });

  it('shows: the feed, a show, its guests, a score ({ show }) and a delete (204) answer as the procedures', async () => {
    const { id } = await me.addShow({ artist: 'Declared Show', date: '2025-06-06', score: 70 });
    expect((await me.get(`/api/shows/${id}`)).json()).toEqual(
      await procedure('shows.byId', { id }),
    );
    expect((await me.get(`/api/shows/${id}/guest-appearances`)).json()).toEqual(
      await procedure('shows.guestAppearances', { id }),
    );
    expect((await me.get('/api/shows?limit=3')).json()).toEqual(
      await procedure('shows.feed', { limit: 3 }),
    );
    const scored = await me.put(`/api/shows/${id}/score`, { score: 81, rank: 1 });
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json()).toEqual({ show: await mutation('shows.updateScore', { id, score: 81 }) });
    const removed = await me.del(`/api/shows/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await me.get(`/api/shows/${id}`)).statusCode).toBe(404);
  });

  it('imports: commit, progress, setlist.fm state and the rating queue answer as the procedures', async () => {
    const who = await t.newUser();
    const { importId } = await previewImportOk(who, 'csv', [
      'date,artist,city\n2024-01-02,Queue Band,Lisbon\n',
    ]);
    const userId = who.user.id;
    const committed = await who.post(`/api/users/${userId}/imports/${importId}/commit`);
    expect(committed.statusCode, committed.body).toBe(200);
    const again = await who.mutation('imports.commit', { userId, importId });
    expect(committed.json()).toEqual(again.json().result.data);
    const asProcedure = async (path: string, input: unknown) =>
      (await who.query(path, input)).json().result.data;
    expect((await who.get(`/api/users/${userId}/imports/${importId}`)).json()).toEqual(
      await asProcedure('imports.progress', { userId, importId }),
    );
    expect((await who.get(`/api/users/${userId}/imports/setlistfm-fetches`)).json()).toEqual(
      await asProcedure('imports.setlistFm', { userId }),
    );
    const queue = await who.get(`/api/users/${userId}/unscored-shows?limit=5`);
    expect(queue.json()).toEqual(await asProcedure('imports.unscored', { userId, limit: 5 }));
    expect(JSON.stringify(queue.json())).toContain('Queue Band');
    expect((await me.get(`/api/users/${userId}/unscored-shows`)).statusCode).toBe(403);
  });

  it('has every read of a server-rendered first screen declared, so the page calls its handler', () => {
    const reads = [
      ...screenReads.home(null),
      ...screenReads.home('artists'),
      ...screenReads.home('users'),
      ...screenReads.home(null, 'following'),
      ...screenReads.profile(1, null, 2),
      ...screenReads.artist('Low', 1),
      ...screenReads.show(1),
      ...screenReads.festival(1),
      ...screenReads.venue(1),
      ...screenReads.gig({ artistId: 1, cityId: 1, date: '2025-01-01' }),
    ];
    const undeclared = reads.filter((read) => !declaredProcedure(declaredEndpoints, read.path));
    expect(undeclared.map((read) => read.path)).toEqual([]);
    expect(declaredProcedure(declaredEndpoints, 'auth.login')).toBeUndefined();
    expect(declaredProcedure(declaredEndpoints, 'shows.__proto__')).toBeUndefined();
  });
});
