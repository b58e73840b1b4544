/**
 * The venue read side: search and the venue page (its shows as the viewer
 * may see them, newest first and paged; its figures; its tops), through REST
 * and tRPC, on both engines. Access notes are in venue-access-notes.test.ts,
 * a user's venue insights in venue-insights.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { PLACE_MESSAGES, VENUE_PAGE_SIZE } from '@gigrank/domain';
import type { VenueInsight, VenuePage, VenueSummary } from '@gigrank/domain';
import { counterMismatches, uniqueName, useTestApp, type TestUser } from '../support/helpers';
import { approvedFollower, block, setPrivate } from '../support/privacy';
import { page, postNote, showAt } from '../support/venues';

const t = useTestApp();

const pageIds = async (u: TestUser, venueId: number) =>
  (await page(u, venueId)).shows.map((s) => s.id);

async function search(u: TestUser, query: Record<string, string>): Promise<VenueSummary[]> {
  const res = await u.get(`/api/venues?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VenueSummary[];
}

describe('venue search', () => {
  it('finds a venue by a prefix of its name, in any case and accents, within a city', async () => {
    const u = await t.newUser();
    const tag = uniqueName('q').toLowerCase();
    const name = `Café Órbita ${tag}`;
    const lisbon = await showAt(u, name);
    // The same name typed another way is the same venue; in Porto it is another.
    expect((await showAt(u, `CAFE ORBITA ${tag.toUpperCase()}`)).venueId).toBe(lisbon.venueId);
    const porto = await showAt(u, name, { city: 'Madrid' });
    expect(porto.venueId).not.toBe(lisbon.venueId);

    for (const q of ['cafe orbita', 'CAFÉ ÓRB', 'Café órbita ' + tag]) {
      const inLisbon = await search(u, { q, city: 'lisbon' });
      const ids = inLisbon.map((v) => v.id);
      expect(ids, q).toContain(lisbon.venueId);
      expect(ids, q).not.toContain(porto.venueId);
    }
    const found = (await search(u, { q: `cafe orbita ${tag}`, city: 'Lisbon' }))[0];
    expect(found).toMatchObject({ id: lisbon.venueId, name, city: 'Lisbon' });
    // Without a city: both; with the city's country too, and with another country, none.
    expect((await search(u, { q: `café orbita ${tag}` })).map((v) => v.id).sort()).toEqual(
      [lisbon.venueId, porto.venueId].sort(),
    );
    const country = found!.cityCountry ?? '';
    if (country) {
      expect(
        (await search(u, { q: `orbita`, city: 'Lisbon', cityCountry: country })).map((v) => v.id),
      ).toContain(lisbon.venueId);
      expect(
        (await search(u, { q: `cafe orbita ${tag}`, city: 'Lisbon', cityCountry: 'ZZ' })).length,
      ).toBe(0);
    }
    // A word of the name, within a city.
    expect((await search(u, { q: 'orbita ' + tag, city: 'Lisbon' })).map((v) => v.id)).toEqual([
      lisbon.venueId,
    ]);
    // tRPC answers the same.
    const rpc = await u.query('venues.search', { q: `cafe orbita ${tag}`, city: 'Lisbon' });
    expect(rpc.statusCode, rpc.body).toBe(200);
    expect((rpc.json().result.data as VenueSummary[]).map((v) => v.id)).toEqual([lisbon.venueId]);
  });

  it('lists the venues with most shows first, at most 10', async () => {
    const u = await t.newUser();
    const tag = uniqueName('hall').toLowerCase();
    const quiet = await showAt(u, `${tag} quiet`);
    const busy = await showAt(u, `${tag} busy`);
    await showAt(u, `${tag} busy`);
    await showAt(u, `${tag} busy`);
    const middle = await showAt(u, `${tag} middle`);
    await showAt(u, `${tag} middle`);
    expect((await search(u, { q: tag, city: 'Lisbon' })).map((v) => v.id)).toEqual([
      busy.venueId,
      middle.venueId,
      quiet.venueId,
    ]);
    for (let i = 0; i < 9; i++) await showAt(u, `${tag} extra ${i}`);
    expect(await search(u, { q: tag })).toHaveLength(10);
  });
});

describe('venue page', () => {
  it('pages the shows newest first (date, then id) with nextBefore', async () => {
    const u = await t.newUser();
    const venue = `Paging Hall ${uniqueName('v')}`;
    const added: { id: number; date: string }[] = [];
    let venueId = 0;
    for (let i = 0; i < VENUE_PAGE_SIZE + 3; i++) {
      // Dates out of insertion order, two shows on some days.
      const day = String(1 + ((i * 7) % 13)).padStart(2, '0');
      const date = `2025-05-${day}`;
      const show = await showAt(u, venue, { date });
      venueId = show.venueId;
      added.push({ id: show.id, date });
    }
    const expected = [...added]
      .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
      .map((s) => s.id);
    const first = await page(u, venueId);
    expect(first.shows.map((s) => s.id)).toEqual(expected.slice(0, VENUE_PAGE_SIZE));
    expect(first.nextBefore).toBe(expected[VENUE_PAGE_SIZE - 1]);
    const second = await page(u, venueId, first.nextBefore!);
    expect(second.shows.map((s) => s.id)).toEqual(expected.slice(VENUE_PAGE_SIZE));
    expect(second.nextBefore).toBeNull();
    // tRPC pages the same way.
    const rpc = await u.query('venues.byId', { id: venueId, before: first.nextBefore });
    expect((rpc.json().result.data as VenuePage).shows.map((s) => s.id)).toEqual(
      expected.slice(VENUE_PAGE_SIZE),
    );
  });

  it("lists a private account's show to an approved follower, not to a stranger", async () => {
    const owner = await t.newUser({ displayName: 'Hidden' });
    const fan = await t.newUser();
    const stranger = await t.newUser();
    const open = await t.newUser();
    const venue = `Private Club ${uniqueName('v')}`;
    const seen = await showAt(open, venue);
    const hidden = await showAt(owner, venue, { artist: uniqueName('Secret Band') });
    await showAt(owner, venue);
    await setPrivate(owner);
    await approvedFollower(owner, fan);

    const asStranger = await page(stranger, seen.venueId);
    expect(asStranger.shows.map((s) => s.id)).toEqual([seen.id]);
    expect(asStranger.topUsers.map((r) => r.user.id)).toEqual([open.user.id]);
    expect(JSON.stringify(asStranger)).not.toContain('Hidden');
    // The figures count only the shows the viewer may see.
    expect(asStranger.venue.showCount).toBe(1);

    const asFan = await page(fan, seen.venueId);
    expect(asFan.venue.showCount).toBe(3);
    expect(asFan.shows.map((s) => s.id).sort()).toContain(hidden.id);
    expect(asFan.shows).toHaveLength(3);
    expect(asFan.topUsers).toEqual([
      { user: expect.objectContaining({ id: owner.user.id }), showCount: 2 },
      { user: expect.objectContaining({ id: open.user.id }), showCount: 1 },
    ]);
    // The cursor of a show the stranger cannot see gives them nothing more.
    expect((await page(stranger, seen.venueId, hidden.id)).shows).toEqual([]);
  });

  it("leaves out a blocked account's shows, name and confirmations, both ways", async () => {
    const blocker = await t.newUser();
    const blocked = await t.newUser({ displayName: 'Blocked Person' });
    const venue = `Block Arena ${uniqueName('v')}`;
    const mine = await showAt(blocker, venue);
    const theirs = await showAt(blocked, venue);
    await showAt(blocked, venue);
    expect((await postNote(blocked, mine.venueId, { feature: 'stepFree' })).statusCode).toBe(200);
    expect((await pageIds(blocker, mine.venueId)).sort()).toContain(theirs.id);

    await block(blocker, blocked);
    for (const [viewer, other, own] of [
      [blocker, blocked, mine.id],
      [blocked, blocker, theirs.id],
    ] as const) {
      const p = await page(viewer, mine.venueId);
      expect(p.shows.map((s) => s.user.id)).not.toContain(other.user.id);
      expect(p.shows.map((s) => s.id)).toContain(own);
      expect(p.topUsers.map((r) => r.user.id)).not.toContain(other.user.id);
      expect(p.accessNotes.flatMap((n) => n.confirmedBy.map((c) => c.user.id))).not.toContain(
        other.user.id,
      );
    }
    const p = await page(blocker, mine.venueId);
    expect(JSON.stringify(p)).not.toContain('Blocked Person');
    // The figures leave out the other's shows; their note is not shown (its words are theirs).
    expect(p.venue.showCount).toBe(1);
    expect(p.accessNotes).toEqual([]);
    expect((await page(blocked, mine.venueId)).venue.showCount).toBe(2);
    expect((await page(blocked, mine.venueId)).accessNotes).toMatchObject([
      { feature: 'stepFree', confirmations: 1, writtenByMe: true },
    ]);
  });

  it("shows the venue's count and average equal to a recount after adds, edits and deletes", async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    const venue = `Recount Room ${uniqueName('v')}`;
    const first = await showAt(a, venue, { score: 90 });
    const second = await showAt(b, venue, { score: 41 });
    const third = await showAt(b, venue, { score: 60 });
    const elsewhere = await showAt(a, `Other Room ${uniqueName('v')}`, { score: 10 });
    const edit = { artist: 'Radiohead', city: 'Lisbon', date: '2026-03-01' };
    const edited = await a.putShow(first.id, { ...edit, venue, score: 80 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await b.del(`/api/shows/${third.id}`)).statusCode).toBeLessThan(300);
    // A show moved here from another venue.
    const moved = await a.putShow(elsewhere.id, { ...edit, venue, score: 11 });
    expect(moved.statusCode, moved.body).toBe(200);

    const p = await page(a, first.venueId);
    const scores = p.shows.map((s) => s.score!);
    expect(p.shows.map((s) => s.id).sort()).toEqual([first.id, second.id, elsewhere.id].sort());
    expect(p.venue.showCount).toBe(3);
    expect(p.venue.avgScore).toBe((scores.reduce((x, y) => x + y, 0) / scores.length).toFixed(2));
    expect(p.venue.avgScore).toBe(((80 + 41 + 11) / 3).toFixed(2));
    expect(p.venue).toMatchObject({ id: first.venueId, name: venue, city: 'Lisbon' });
    // The place it left has no show any more: it is not there.
    expect((await a.get(`/api/venues/${elsewhere.venueId}`)).statusCode).toBe(404);
    // The counters behind both figures (venues, user_venue_stats) equal a recount.
    expect(await counterMismatches(t.db)).toEqual([]);
    expect(
      (await a.get(`/api/users/${b.user.id}/venue-insights`)).json() as VenueInsight[],
    ).toMatchObject([{ id: first.venueId, showCount: 1, avgScore: '41.00' }]);
  });

  it('names the artists most seen there and the people who log there most', async () => {
    const [u1, u2, u3] = [await t.newUser(), await t.newUser(), await t.newUser()];
    const venue = `Top Venue ${uniqueName('v')}`;
    const [x, y, z] = [uniqueName('Xartist'), uniqueName('Yartist'), uniqueName('Zartist')];
    const { venueId } = await showAt(u1, venue, { artist: x });
    await showAt(u1, venue, { artist: x });
    await showAt(u1, venue, { artist: y });
    await showAt(u2, venue, { artist: x });
    await showAt(u2, venue, { artist: y });
    await showAt(u3, venue, { artist: z });
    const p = await page(u3, venueId);
    expect(p.topArtists).toEqual([
      { artistName: x, showCount: 3 },
      { artistName: y, showCount: 2 },
      { artistName: z, showCount: 1 },
    ]);
    expect(p.topUsers.map((r) => [r.user.id, r.showCount])).toEqual([
      [u1.user.id, 3],
      [u2.user.id, 2],
      [u3.user.id, 1],
    ]);
    // A private account's shows count for those who may see them only.
    const hidden = await t.newUser();
    for (let i = 0; i < 3; i++) await showAt(hidden, venue, { artist: z });
    await setPrivate(hidden);
    const again = await page(u3, venueId);
    expect(again.topArtists).toEqual(p.topArtists);
    expect(again.topUsers.map((r) => r.user.id)).not.toContain(hidden.user.id);
    expect((await page(hidden, venueId)).topArtists).toEqual([
      { artistName: z, showCount: 4 },
      { artistName: x, showCount: 3 },
      { artistName: y, showCount: 2 },
    ]);
  });

  it('answers 404 Venue not found for an unknown venue', async () => {
    const u = await t.newUser();
    const res = await u.get('/api/venues/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: PLACE_MESSAGES.venueNotFound });
    const note = await postNote(u, 987654, { feature: 'stepFree' });
    expect(note.statusCode).toBe(404);
    expect(note.json().message).toBe(PLACE_MESSAGES.venueNotFound);
    const rpc = await u.query('venues.byId', { id: 987654 });
    expect(rpc.statusCode).toBe(404);
    expect(rpc.body).toContain(PLACE_MESSAGES.venueNotFound);
  });
});
