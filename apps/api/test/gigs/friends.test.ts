/**
 * The friends around a show, through REST and tRPC, on both
 * engines: who else was at a gig (same artist, date and city), the gig page,
 * the Following feed (paging, mutes, private accounts) and plans (who may
 * see them, the 'going' notification, "Log this show").
 */
import { describe, expect, it } from 'vitest';
import { citySearchTerms } from '@gigrank/db';
import {
  PLAN_MESSAGES,
  alsoThereText,
  type FollowingFeedPage,
  type GigPage,
  type Plan,
  type Show,
} from '@gigrank/domain';
import { counterMismatches, daysAgo, uniqueName, useTestApp } from '../support/helpers';
import type { TestUser } from '../support/helpers';
import { approvedFollower, setPrivate } from '../support/privacy';

const t = useTestApp();

type Tuple<N extends number, R extends TestUser[] = []> = R['length'] extends N
  ? R
  : Tuple<N, [...R, TestUser]>;
/** `n` new users (each display name tagged, so names are told apart). */
const users = async <N extends number>(n: N): Promise<Tuple<N>> =>
  (await Promise.all(
    Array.from({ length: n }, () => t.newUser({ displayName: uniqueName('Person') })),
  )) as Tuple<N>;

const follow = async (fan: TestUser, who: TestUser) =>
  expect(
    (await fan.post(`/api/users/${fan.user.id}/following/${who.user.id}`)).statusCode,
  ).toBeLessThan(300);

async function showPage(u: TestUser, id: number): Promise<Show> {
  const res = await u.get(`/api/shows/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Show;
}

async function following(u: TestUser, query = ''): Promise<FollowingFeedPage> {
  const res = await u.get(`/api/feed/following${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FollowingFeedPage;
}

async function gig(u: TestUser, s: Show): Promise<GigPage> {
  const res = await u.get(`/api/gigs/${s.artistId}/${s.cityId}/${s.date}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GigPage;
}

describe('who else was there', () => {
  it('groups shows by artist, date and city; people you follow first; privacy holds', async () => {
    const [ana, rui, eva, me, other, hidden] = await users(6);
    const artist = uniqueName('Band');
    const date = daysAgo(20);
    const at = (u: TestUser, fields: Record<string, string | number> = {}) =>
      u.addShow({ artist, city: 'Lisbon', date, score: 80, ...fields });
    const mine = await at(me);
    await at(ana, { score: 90 });
    await at(rui, { score: 60 });
    await at(eva, { score: 70 });
    // Not the same gig: another city, another date.
    await at(other, { city: 'Porto' });
    await at(other, { date: daysAgo(21) });
    await setPrivate(hidden);
    await at(hidden);
    await follow(me, rui);

    const page = await showPage(me, mine.id);
    expect(page.alsoThere?.count, 'ana, rui, eva: not the private one, not another gig').toBe(3);
    expect(page.alsoThere?.names[0]?.id, 'the person I follow first').toBe(rui.user.id);
    expect(page.alsoThere?.names[0]?.followed).toBe(true);
    expect(alsoThereText(page.alsoThere)).toMatch(/^Also there: .+, .+ and 1 other$/);

    // On Ana's show, seen by me: I am named first ('you'), then Rui.
    const anaShow = (await following(me)).shows; // I follow rui only
    expect(anaShow.every((s) => s.user.id === rui.user.id)).toBe(true);
    const feed = (await me.get('/api/shows?limit=50')).json() as Show[];
    const anaCard = feed.find((s) => s.user.id === ana.user.id && s.artist === artist)!;
    expect(anaCard.alsoThere?.names.map((n) => n.isViewer)).toEqual([true, false]);
    expect(anaCard.alsoThere?.names[1]?.id).toBe(rui.user.id);
    expect(alsoThereText(anaCard.alsoThere)).toMatch(/^Also there: you, .+ and 1 other$/);

    // The gig page: everyone's shows of it, best first, count and average.
    const g = await gig(me, page);
    expect(g.artist).toBe(artist);
    expect(g.city).toBe('Lisbon');
    expect(g.shows.map((s) => s.score)).toEqual([90, 80, 70, 60]);
    expect(g.count).toBe(4);
    expect(g.avgScore).toBe(75);

    // An approved follower of the private account sees it there too.
    await approvedFollower(hidden, me);
    expect((await showPage(me, mine.id)).alsoThere?.count).toBe(4);
    expect((await gig(me, page)).count).toBe(5);
    // The same through tRPC.
    const viaTrpc = await me.query('gigs.page', {
      artistId: page.artistId,
      cityId: page.cityId,
      date,
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(viaTrpc.json().result.data.count).toBe(5);
  });

  it('names and counts nobody the viewer muted: Also there, the gig page, who is going', async () => {
    const [me, loud, quiet, stranger] = await users(4);
    const artist = uniqueName('Band');
    const date = daysAgo(25);
    const at = (u: TestUser) => u.addShow({ artist, city: 'Lisbon', date, score: 70 });
    const mine = await showPage(me, (await at(me)).id);
    const quietShow = await at(quiet);
    await at(loud);
    await follow(me, loud);
    await follow(me, quiet);
    const future = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const going = async (u: TestUser) => {
      const res = await u.post('/api/plans', { artist, city: 'Lisbon', date: future });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Plan;
    };
    const plan = await going(loud);
    await going(quiet);
    const goingIds = async (u: TestUser) => {
      const res = await u.get(`/api/gigs/${plan.artistId}/${plan.cityId}/${plan.date}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as GigPage).going.map((p) => p.id);
    };
    const everyoneCard = async (u: TestUser, id: number) =>
      ((await u.get('/api/shows?limit=50')).json() as Show[]).find((s) => s.id === id);
    const ids = (also: Show['alsoThere']) => [also?.count, also?.names.map((n) => n.id)];

    // Read once before the mute, so a cached answer would be seen stale after it.
    expect(ids((await showPage(me, mine.id)).alsoThere)).toEqual([
      2,
      [loud.user.id, quiet.user.id],
    ]);
    expect((await gig(me, mine)).count).toBe(3);
    expect((await goingIds(me)).sort()).toEqual([loud.user.id, quiet.user.id].sort());
    expect(ids((await everyoneCard(me, quietShow.id))?.alsoThere)).toEqual([
      2,
      [me.user.id, loud.user.id],
    ]);

    const muted = await me.post(`/api/users/${me.user.id}/mutes/${loud.user.id}`);
    expect(muted.statusCode, muted.body).toBeLessThan(300);
    expect(ids((await showPage(me, mine.id)).alsoThere), 'the show page').toEqual([
      1,
      [quiet.user.id],
    ]);
    expect(ids((await everyoneCard(me, quietShow.id))?.alsoThere), 'the Everyone feed').toEqual([
      1,
      [me.user.id],
    ]);
    const card = (await following(me)).shows.find((s) => s.id === quietShow.id);
    expect(ids(card?.alsoThere), 'the Following feed').toEqual([1, [me.user.id]]);
    const g = await gig(me, mine);
    expect(g.shows.map((s) => s.user.id).sort(), 'the gig page').toEqual(
      [me.user.id, quiet.user.id].sort(),
    );
    expect(g.count).toBe(2);
    expect(await goingIds(me), 'who is going').toEqual([quiet.user.id]);
    const viaTrpc = await me.query('gigs.page', {
      artistId: mine.artistId,
      cityId: mine.cityId,
      date,
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect((viaTrpc.json().result.data as GigPage).count).toBe(2);

    // Nobody else's answers change: a mute tells no one.
    expect(ids((await showPage(stranger, quietShow.id)).alsoThere)).toEqual([
      2,
      [loud.user.id, me.user.id],
    ]);
    expect((await gig(stranger, mine)).count).toBe(3);

    // Unmuted, they are back.
    await me.del(`/api/users/${me.user.id}/mutes/${loud.user.id}`);
    expect((await showPage(me, mine.id)).alsoThere?.count).toBe(2);
    expect((await gig(me, mine)).count).toBe(3);
    expect(await goingIds(me)).toHaveLength(2);
  });

  it('answers 404 for an unknown artist and 400 for a bad date', async () => {
    const u = await t.newUser();
    expect((await u.get('/api/gigs/999999/1/2026-01-01')).statusCode).toBe(404);
    expect((await u.get('/api/gigs/1/1/2026-13-45')).statusCode).toBe(400);
    expect((await u.get('/api/gigs/x/1/2026-01-01')).statusCode).toBe(400);
  });

  it('links the companion when it names a user', async () => {
    const [me, friend] = await users(2);
    const s = await me.addShow({ companion: friend.user.username.toUpperCase() });
    expect((await showPage(me, s.id)).companionUserId).toBe(friend.user.id);
    const t2 = await me.addShow({ companion: 'nobody-by-this-name' });
    expect((await showPage(me, t2.id)).companionUserId).toBeNull();
  });
});

describe('the Following feed', () => {
  it('pages the shows of the people you follow, newest first, without gaps or repeats', async () => {
    const [me, a, b, c, stranger] = await users(5);
    await follow(me, a);
    await follow(me, b);
    await follow(me, c);
    const expected: number[] = [];
    for (let i = 0; i < 7; i++) {
      for (const u of [a, b, c, stranger]) {
        if (u === b && i > 2) continue; // b stops early: the merge must not wait for it
        const s = await u.addShow({ artist: uniqueName('F'), score: 50 + i });
        if (u !== stranger) expected.push(s.id);
      }
    }
    expected.reverse();
    const seen: number[] = [];
    let before: number | null | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const q = `?limit=4${before ? `&before=${before}` : ''}`;
      const page = await following(me, q);
      seen.push(...page.shows.map((s) => s.id));
      if (page.nextBefore === null) break;
      before = page.nextBefore;
    }
    expect(seen).toEqual(expected);
    // tRPC answers the same first page.
    const res = await me.query('following.feed', { limit: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().result.data as FollowingFeedPage).shows.map((s) => s.id)).toEqual(
      expected.slice(0, 4),
    );
  });

  it('leaves out whom you muted, and a private account until it approves you', async () => {
    const [me, loud, priv] = await users(3);
    await follow(me, loud);
    await loud.addShow();
    expect((await following(me)).shows).toHaveLength(1);
    await me.post(`/api/users/${me.user.id}/mutes/${loud.user.id}`);
    expect((await following(me)).shows).toHaveLength(0);

    await setPrivate(priv);
    const s = await priv.addShow();
    expect((await following(me)).shows).toHaveLength(0);
    await approvedFollower(priv, me);
    expect((await following(me)).shows.map((x) => x.id)).toEqual([s.id]);
  });

  it('is empty for someone who follows nobody', async () => {
    const u = await t.newUser();
    expect(await following(u)).toEqual({ shows: [], nextBefore: null, plans: [] });
    expect((await u.get('/api/feed/following?before=abc')).statusCode).toBe(400);
  });
});

describe('plans', () => {
  const soon = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

  it('is seen by the planner and their followers only; tells fans who want to see the artist', async () => {
    const [planner, fan, follower, stranger] = await users(4);
    const artist = uniqueName('Planned');
    await follow(fan, planner);
    await follow(follower, planner);
    await fan.post(`/api/users/${fan.user.id}/want-to-see`, { artistName: artist });
    await stranger.post(`/api/users/${stranger.user.id}/want-to-see`, { artistName: artist });

    const res = await planner.post('/api/plans', {
      artist,
      city: 'Lisbon',
      date: soon(),
      venue: 'Coliseu',
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json() as Plan;
    expect(plan).toMatchObject({ artist, city: 'Lisbon', venue: 'Coliseu', showId: null });

    // The fan is told; the stranger (not a follower) is not.
    const fanNotes = (await fan.get(`/api/users/${fan.user.id}/notifications`)).json() as {
      type: string;
      message: string;
    }[];
    expect(fanNotes.find((n) => n.type === 'going')?.message).toBe(
      `${planner.user.displayName} is going to see ${artist}`,
    );
    const strangerNotes = (
      await stranger.get(`/api/users/${stranger.user.id}/notifications`)
    ).json() as { type: string }[];
    expect(strangerNotes.some((n) => n.type === 'going')).toBe(false);

    // Followers see it in the Following feed and the planner's list; a stranger sees nothing.
    expect((await following(follower)).plans.map((p) => p.id)).toEqual([plan.id]);
    expect((await following(stranger)).plans).toEqual([]);
    const list = (u: TestUser) => u.get(`/api/users/${planner.user.id}/plans`);
    expect(((await list(follower)).json() as Plan[]).map((p) => p.id)).toEqual([plan.id]);
    expect((await list(stranger)).json()).toEqual([]);

    // Twice the same gig: 409; a past date: 400, nothing saved.
    const again = await planner.post('/api/plans', { artist, city: 'Lisbon', date: soon() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLAN_MESSAGES.duplicate);
    const past = await planner.post('/api/plans', { artist, city: 'Lisbon', date: daysAgo(5) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(PLAN_MESSAGES.pastDate);
    expect(
      (await planner.post('/api/plans', { city: 'Lisbon', date: soon() })).json().message,
    ).toBe('Artist is required');
    expect(((await list(planner)).json() as Plan[]).length).toBe(1);

    // Only its planner may take it back.
    expect((await stranger.del(`/api/plans/${plan.id}`)).statusCode).toBe(404);
    expect((await planner.del(`/api/plans/${plan.id}`)).statusCode).toBe(204);
    expect((await list(planner)).json()).toEqual([]);
  });

  it("narrows a list to one artist's (the artist page's \"You're going\"), past the whole list's 100", async () => {
    const [planner, follower, stranger] = await users(3);
    await follow(follower, planner);
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    // A hundred plans of another artist, all sooner: the whole list stops before the tour's.
    const other = (
      await planner.post('/api/plans', {
        artist: uniqueName('Busy'),
        city: 'Lisbon',
        date: inDays(1),
      })
    ).json() as Plan;
    await t.db
      .insertInto('plans')
      .values(
        Array.from({ length: 99 }, (_, i) => ({
          user_id: planner.user.id,
          artist_id: other.artistId,
          city_id: other.cityId,
          venue: null,
          date: inDays(2 + i),
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const artist = uniqueName('Tour');
    const planned = async (city: string, date: string) => {
      const res = await planner.post('/api/plans', { artist, city, date });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Plan;
    };
    const lisbon = await planned('Lisbon', inDays(140));
    const porto = await planned('Porto', inDays(120));
    const ids = (res: { statusCode: number; body: string; json: () => unknown }) => {
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Plan[]).map((p) => p.id);
    };
    const mine = `/api/users/${planner.user.id}/plans`;
    const whole = ids(await planner.get(mine));
    expect(whole).toHaveLength(100);
    expect(whole).not.toContain(porto.id);

    // REST and tRPC, the name in any case: the tour's plans only, soonest first.
    const query = `?artist=${encodeURIComponent(artist.toUpperCase())}`;
    expect(ids(await planner.get(`${mine}${query}`))).toEqual([porto.id, lisbon.id]);
    const rpc = await planner.query('plans.list', { userId: planner.user.id, artist });
    expect(rpc.statusCode, rpc.body).toBe(200);
    expect((rpc.json().result.data as Plan[]).map((p) => p.id)).toEqual([porto.id, lisbon.id]);

    // Who may see them is unchanged: a follower does, a stranger gets none.
    expect(ids(await follower.get(`${mine}${query}`))).toEqual([porto.id, lisbon.id]);
    expect(ids(await stranger.get(`${mine}${query}`))).toEqual([]);
    // An artist nobody knows has no plans; a blank name is refused with the form's text.
    expect(ids(await planner.get(`${mine}?artist=${uniqueName('Nobody')}`))).toEqual([]);
    const blank = await planner.get(`${mine}?artist=%20`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Artist is required');

    // Taken back, it leaves the narrowed list too.
    expect((await planner.del(`/api/plans/${porto.id}`)).statusCode).toBe(204);
    expect(ids(await planner.get(`${mine}${query}`))).toEqual([lisbon.id]);
  });

  it('keeps its city’s region, so the show logged from its label is at the same gig', async () => {
    // Two cities of one name and country: the region tells them apart.
    const name = uniqueName('Springwood');
    const city = (region: string, population: number) => ({
      name,
      name_key: name.toLowerCase(),
      country: 'US',
      region,
      population,
      latitude: 0,
      longitude: 0,
      created_at: new Date().toISOString(),
    });
    const rows = await t.db
      .insertInto('cities')
      .values([city('Ohio', 90_000), city('Maine', 3_000)])
      .returning('id')
      .execute();
    // Found by name as every city is: through its search terms.
    await t.db
      .insertInto('city_search_terms')
      .values(
        rows.flatMap((row) => citySearchTerms(name).map((term) => ({ ...term, city_id: row.id }))),
      )
      .execute();
    const u = await t.newUser();
    const artist = uniqueName('Region');
    const today = new Date().toISOString().slice(0, 10);
    const res = await u.post('/api/plans', { artist, city: `${name}, Maine, US`, date: today });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json() as Plan;
    expect([plan.city, plan.cityRegion, plan.cityCountry]).toEqual([name, 'Maine', 'US']);
    // What "Log this show" fills in (the web's planLogHref): the label, region and all.
    const logged = await u.postShow({
      artist,
      city: `${plan.city}, ${plan.cityRegion}, ${plan.cityCountry}`,
      date: today,
      score: 70,
      planId: plan.id,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect((logged.json() as { show: { cityId: number } }).show.cityId).toBe(plan.cityId);
  });

  it('turns into the show logged from it', async () => {
    const u = await t.newUser();
    const artist = uniqueName('Due');
    // A plan for today (a day later it is due); logging it today is allowed.
    const today = new Date().toISOString().slice(0, 10);
    const plan = (
      await u.post('/api/plans', { artist, city: 'Porto', date: today })
    ).json() as Plan;
    const res = await u.postShow({
      artist,
      city: 'Porto',
      date: today,
      score: 88,
      planId: plan.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await u.get(`/api/users/${u.user.id}/plans`)).json()).toEqual([]);
    expect(await counterMismatches(t.db)).toEqual([]);
    // A plan id of someone else's is ignored (the show is still logged).
    const other = await t.newUser();
    const theirs = (
      await other.post('/api/plans', { artist, city: 'Porto', date: soon() })
    ).json() as Plan;
    expect((await u.postShow({ artist, planId: theirs.id })).statusCode).toBe(201);
    expect(((await other.get(`/api/users/${other.user.id}/plans`)).json() as Plan[]).length).toBe(
      1,
    );
    // The export holds every plan of its owner's, the logged one with its show, no one else's.
    const exported = (await u.get(`/api/users/${u.user.id}/export`)).json() as { plans: Plan[] };
    expect(exported.plans.map((p) => [p.id, p.artist, p.city, p.date, p.showId])).toEqual([
      [plan.id, artist, 'Porto', today, res.json().show.id],
    ]);
    const theirExport = (await other.get(`/api/users/${other.user.id}/export`)).json() as {
      plans: Plan[];
    };
    expect(theirExport.plans.map((p) => [p.id, p.showId])).toEqual([[theirs.id, null]]);
  });

  it('goes with its planner’s account', async () => {
    const [planner] = await users(1);
    await planner.post('/api/plans', { artist: uniqueName('Gone'), city: 'Lisbon', date: soon() });
    const before = await t.countRows('plans');
    expect((await planner.del(`/api/users/${planner.user.id}`)).statusCode).toBeLessThan(300);
    expect(await t.countRows('plans')).toBe(before - 1);
  });
});
