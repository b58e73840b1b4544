/**
 * Venues and festivals as private accounts, blocks and mutes allow, on both
 * engines: a place and its figures (count, average, goers, top artists,
 * lineup) count only the shows the viewer may see, and a place none of whose
 * shows they may see is absent (search, 404); the people an access note names
 * go through the same rule, mutes included; the shared counters stay equal
 * to a recount as an account goes private and public.
 */
import { describe, expect, it } from 'vitest';
import { PLACE_MESSAGES, addDays } from '@gigrank/domain';
import type { FestivalPage, FestivalSummary, VenuePage, VenueSummary } from '@gigrank/domain';
import { counterMismatches, uniqueName, useTestApp, type TestUser } from '../support/helpers';
import { approvedFollower, setPrivate } from '../support/privacy';
import { festivalFields, page, postNote, showAt } from '../support/venues';

const t = useTestApp();

const venueIds = async (u: TestUser, q: string) =>
  (
    (
      await u.get(`/api/venues?${new URLSearchParams({ q, city: 'Lisbon' })}`)
    ).json() as VenueSummary[]
  ).map((v) => v.id);

const festivalIds = async (u: TestUser, q: string) =>
  ((await u.get(`/api/festivals?q=${encodeURIComponent(q)}`)).json() as FestivalSummary[]).map(
    (f) => f.id,
  );

/** A festival in Porto that `u` adds, from `startDate` to the day after, of that year: its id. */
async function addFestival(u: TestUser, name: string, startDate = '2025-06-05'): Promise<number> {
  const res = await u.post(
    '/api/festivals',
    festivalFields(name, 'Porto', startDate, addDays(startDate, 1)),
  );
  return res.json().id as number;
}

/**
 * `writer` logs a show at a new venue (named from `hall`) and writes the
 * access note `note` there, which `confirmer` confirms: the venue's id.
 */
async function confirmedNote(
  writer: TestUser,
  confirmer: TestUser,
  hall: string,
  note: { feature: string; note?: string },
) {
  const { venueId } = await showAt(writer, `${hall} ${uniqueName('v')}`);
  await postNote(writer, venueId, note);
  await postNote(confirmer, venueId, { feature: note.feature });
  return venueId;
}

const confirmers = (p: VenuePage) =>
  p.accessNotes.map((n) => [n.feature, n.confirmations, n.confirmedBy.map((c) => c.user.id)]);

describe('who confirmed an access note', () => {
  it('names a private account only to itself and its approved followers, and counts it for them only', async () => {
    const open = await t.newUser();
    const closed = await t.newUser({ displayName: 'Closed Confirmer' });
    const fan = await t.newUser();
    const stranger = await t.newUser();
    const venueId = await confirmedNote(open, closed, 'Confirm Hall', {
      feature: 'stepFree',
      note: 'Ramp',
    });
    await setPrivate(closed);
    await approvedFollower(closed, fan);

    const asStranger = await page(stranger, venueId);
    expect(confirmers(asStranger)).toEqual([['stepFree', 1, [open.user.id]]]);
    expect(JSON.stringify(asStranger)).not.toContain('Closed Confirmer');
    const rpc = await stranger.query('venues.byId', { id: venueId });
    expect(JSON.stringify(rpc.json())).not.toContain('Closed Confirmer');
    for (const viewer of [fan, closed]) {
      expect(confirmers(await page(viewer, venueId))).toEqual([
        ['stepFree', 2, [closed.user.id, open.user.id]],
      ]);
    }
  });

  it("leaves out a muted account's confirmation for the muter only", async () => {
    const writer = await t.newUser();
    const muted = await t.newUser({ displayName: 'Muted Confirmer' });
    const muter = await t.newUser();
    const other = await t.newUser();
    const venueId = await confirmedNote(writer, muted, 'Mute Hall', { feature: 'quietSpace' });
    expect(
      (await muter.post(`/api/users/${muter.user.id}/mutes/${muted.user.id}`)).statusCode,
    ).toBeLessThan(300);

    const asMuter = await page(muter, venueId);
    expect(confirmers(asMuter)).toEqual([['quietSpace', 1, [writer.user.id]]]);
    expect(JSON.stringify(asMuter)).not.toContain('Muted Confirmer');
    expect(confirmers(await page(other, venueId))).toEqual([
      ['quietSpace', 2, [muted.user.id, writer.user.id]],
    ]);
  });

  it("keeps a muted account out of the venue's top people and a festival's people you follow", async () => {
    const muted = await t.newUser();
    const muter = await t.newUser();
    const { venueId } = await showAt(muted, `Top Mute ${uniqueName('v')}`);
    const festId = await addFestival(muted, uniqueName('Mute Fest'));
    await muted.addShow({
      artist: 'Pixies',
      city: 'Porto',
      date: '2025-06-05',
      festivalId: festId,
    });
    await muter.post(`/api/users/${muter.user.id}/following/${muted.user.id}`);
    const friends = async () =>
      ((await muter.get(`/api/festivals/${festId}`)).json() as FestivalPage).friendsWent.map(
        (u) => u.id,
      );
    expect((await page(muter, venueId)).topUsers.map((r) => r.user.id)).toEqual([muted.user.id]);
    expect(await friends()).toEqual([muted.user.id]);
    await muter.post(`/api/users/${muter.user.id}/mutes/${muted.user.id}`);
    expect((await page(muter, venueId)).topUsers).toEqual([]);
    expect(await friends()).toEqual([]);
  });
});

describe('a place only a private account logged', () => {
  it('is absent for a stranger (search and 404) and there for its approved followers and itself', async () => {
    const owner = await t.newUser();
    const fan = await t.newUser();
    const stranger = await t.newUser();
    const tag = uniqueName('secretvenue').toLowerCase();
    const { venueId } = await showAt(owner, `${tag} cellar`, { artist: 'Hidden Band', score: 40 });
    await setPrivate(owner);
    await approvedFollower(owner, fan);

    expect(await venueIds(stranger, tag)).toEqual([]);
    const missing = await stranger.get(`/api/venues/${venueId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: PLACE_MESSAGES.venueNotFound });
    const rpc = await stranger.query('venues.byId', { id: venueId });
    expect(rpc.statusCode).toBe(404);
    expect(
      (await stranger.query('venues.search', { q: tag, city: 'Lisbon' })).json().result.data,
    ).toEqual([]);
    // Nor can a stranger write a note there.
    expect(
      (await stranger.post(`/api/venues/${venueId}/access-notes`, { feature: 'stepFree' }))
        .statusCode,
    ).toBe(404);

    for (const viewer of [fan, owner]) {
      expect(await venueIds(viewer, tag)).toEqual([venueId]);
      const p = await page(viewer, venueId);
      expect(p.venue).toMatchObject({ showCount: 1, avgScore: '40.00' });
      expect(p.topArtists).toEqual([{ artistName: 'Hidden Band', showCount: 1 }]);
    }
  });

  it('a festival: absent for a stranger, there for followers and itself; an added edition for who may see its adder', async () => {
    const owner = await t.newUser();
    const fan = await t.newUser();
    const stranger = await t.newUser();
    const name = uniqueName('Secret Fest');
    const id = await addFestival(owner, name);
    await setPrivate(owner);
    await approvedFollower(owner, fan);
    // Added by a private account, nobody's set yet: there for whoever may see the account.
    expect(await festivalIds(stranger, name)).toEqual([]);
    expect((await stranger.get(`/api/festivals/${id}`)).statusCode).toBe(404);
    expect(await festivalIds(fan, name)).toEqual([id]);
    expect((await owner.get(`/api/festivals/${id}`)).statusCode).toBe(200);

    await owner.addShow({
      artist: 'Pixies',
      city: 'Porto',
      date: '2025-06-05',
      score: 90,
      festivalId: id,
    });
    const missing = await stranger.get(`/api/festivals/${id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: PLACE_MESSAGES.festivalNotFound });
    expect((await stranger.query('festivals.byId', { id })).statusCode).toBe(404);
    expect(await festivalIds(stranger, name)).toEqual([]);
    for (const viewer of [fan, owner]) {
      const p = (await viewer.get(`/api/festivals/${id}`)).json() as FestivalPage;
      expect(p.festival).toMatchObject({ setCount: 1, goerCount: 1, avgScore: '90.00' });
      expect(p.lineup).toEqual([{ artistName: 'Pixies', setCount: 1, fans: 1, avgScore: '90.00' }]);
      expect(await festivalIds(viewer, name)).toEqual([id]);
    }
    // Nor can a stranger log a set of it (which would answer its name): as if it were missing.
    const set = await stranger.postShow({
      artist: 'Idles',
      city: 'Porto',
      date: '2025-06-05',
      score: 70,
      festivalId: id,
    });
    expect(set.statusCode).toBe(400);
    expect(set.json()).toEqual({ message: PLACE_MESSAGES.festivalNotFound });
    expect((await stranger.get(`/api/users/${stranger.user.id}/ranked-shows`)).json()).toEqual([]);
    // Another edition of the same name lists this one only to those who may see it.
    const otherId = await addFestival(stranger, name, '2026-06-04');
    const editions = async (u: TestUser) =>
      ((await u.get(`/api/festivals/${otherId}`)).json() as FestivalPage).otherEditions.map(
        (e) => e.id,
      );
    expect(await editions(stranger)).toEqual([]);
    expect(await editions(fan)).toEqual([id]);
    // An approved follower may log a set of it (which makes it there for everyone: a public set).
    expect(
      (
        await fan.postShow({
          artist: 'Idles',
          city: 'Porto',
          date: '2025-06-05',
          score: 70,
          festivalId: id,
        })
      ).statusCode,
    ).toBe(201);
    expect((await stranger.get(`/api/festivals/${id}`)).json().festival).toMatchObject({
      setCount: 1,
      goerCount: 1,
    });
  });
});

describe("a place's figures", () => {
  it('count only the shows the viewer may see, with a public and a private logger', async () => {
    const open = await t.newUser();
    const closed = await t.newUser();
    const fan = await t.newUser();
    const stranger = await t.newUser();
    const blocker = await t.newUser();
    const venue = `Mixed Room ${uniqueName('v')}`;
    const [pub, priv] = [uniqueName('Public Band'), uniqueName('Private Band')];
    const { venueId } = await showAt(open, venue, { artist: pub, score: 80 });
    for (const score of [20, 30]) await showAt(closed, venue, { artist: priv, score });
    await showAt(blocker, venue, { artist: priv, score: 50 });
    await setPrivate(closed);
    await approvedFollower(closed, fan);
    expect(
      (await blocker.post(`/api/users/${blocker.user.id}/blocks/${stranger.user.id}`)).statusCode,
    ).toBeLessThan(300);

    const figures = async (u: TestUser) => {
      const p = await page(u, venueId);
      return { count: p.venue.showCount, avg: p.venue.avgScore, top: p.topArtists };
    };
    /** The top artists expected: each artist's name and show count. */
    const tops = (...artists: [string, number][]) =>
      artists.map(([artistName, showCount]) => ({ artistName, showCount }));
    // A stranger blocked by one logger: the public account's show only.
    expect(await figures(stranger)).toEqual({ count: 1, avg: '80.00', top: tops([pub, 1]) });
    // Anyone else not approved: the public accounts' shows (a tie: by name).
    expect(await figures(open)).toEqual({
      count: 2,
      avg: '65.00',
      top: tops([priv, 1], [pub, 1]),
    });
    for (const viewer of [fan, closed]) {
      expect(await figures(viewer)).toEqual({
        count: 4,
        avg: '45.00',
        top: tops([priv, 3], [pub, 1]),
      });
    }
    // The shows listed are those counted.
    expect((await page(stranger, venueId)).shows).toHaveLength(1);
    expect((await page(fan, venueId)).shows).toHaveLength(4);
  });

  it('a festival: sets, goers, average and lineup of the sets the viewer may see', async () => {
    const open = await t.newUser();
    const closed = await t.newUser();
    const fan = await t.newUser();
    const stranger = await t.newUser();
    const id = await addFestival(open, uniqueName('Mixed Fest'));
    const set = (artist: string, score: number) => ({
      artist,
      city: 'Porto',
      date: '2025-06-05',
      score,
      festivalId: id,
    });
    await open.addShow(set('Pixies', 80));
    await closed.addShow(set('Pixies', 40));
    await closed.addShow(set('Idles', 60));
    await setPrivate(closed);
    await approvedFollower(closed, fan);
    const figures = async (u: TestUser) => {
      const p = (await u.get(`/api/festivals/${id}`)).json() as FestivalPage;
      return [p.festival.setCount, p.festival.goerCount, p.festival.avgScore, p.lineup];
    };
    expect(await figures(stranger)).toEqual([
      1,
      1,
      '80.00',
      [{ artistName: 'Pixies', setCount: 1, fans: 1, avgScore: '80.00' }],
    ]);
    expect(await figures(fan)).toEqual([
      3,
      2,
      '60.00',
      [
        { artistName: 'Pixies', setCount: 2, fans: 2, avgScore: '60.00' },
        { artistName: 'Idles', setCount: 1, fans: 1, avgScore: '60.00' },
      ],
    ]);
  });
});

describe('the shared counters', () => {
  it('equal a recount as an account goes private and public again', async () => {
    const u = await t.newUser();
    const other = await t.newUser();
    const stranger = await t.newUser();
    const venue = `Toggle Hall ${uniqueName('v')}`;
    const { venueId } = await showAt(u, venue, { artist: 'Muse', score: 90 });
    await showAt(u, venue, { artist: 'Adele', score: 60 });
    await showAt(other, venue, { artist: 'Muse', score: 30 });
    const festId = await addFestival(u, uniqueName('Toggle Fest'));
    await u.addShow({
      artist: 'Muse',
      city: 'Porto',
      date: '2025-06-05',
      score: 70,
      festivalId: festId,
    });
    await other.addShow({
      artist: 'Muse',
      city: 'Porto',
      date: '2025-06-06',
      score: 50,
      festivalId: festId,
    });
    expect(await counterMismatches(t.db)).toEqual([]);
    const seen = async () => {
      const v = await page(stranger, venueId);
      const f = (await stranger.get(`/api/festivals/${festId}`)).json() as FestivalPage;
      return [
        v.venue.showCount,
        v.venue.avgScore,
        v.topArtists,
        f.festival.setCount,
        f.festival.goerCount,
      ];
    };
    const before = await seen();
    expect(before).toEqual([
      3,
      '60.00',
      [
        { artistName: 'Muse', showCount: 2 },
        { artistName: 'Adele', showCount: 1 },
      ],
      2,
      2,
    ]);

    await setPrivate(u);
    expect(await counterMismatches(t.db)).toEqual([]);
    expect(await seen()).toEqual([1, '30.00', [{ artistName: 'Muse', showCount: 1 }], 1, 1]);
    // Setting it again moves nothing.
    await setPrivate(u);
    expect(await counterMismatches(t.db)).toEqual([]);
    // A write while private counts only in the user's own statistics.
    await showAt(u, venue, { artist: 'Adele', score: 10 });
    expect(await counterMismatches(t.db)).toEqual([]);

    await setPrivate(u, false);
    expect(await counterMismatches(t.db)).toEqual([]);
    expect(await seen()).toEqual([
      4,
      '47.50',
      [
        { artistName: 'Adele', showCount: 2 },
        { artistName: 'Muse', showCount: 2 },
      ],
      2,
      2,
    ]);
    // A private account's deletion leaves the shared counters as they are.
    await setPrivate(u);
    expect((await u.del(`/api/users/${u.user.id}`)).statusCode).toBeLessThan(300);
    expect(await counterMismatches(t.db)).toEqual([]);
  });
});
