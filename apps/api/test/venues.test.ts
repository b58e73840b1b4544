/**
 * The venue read side: search, the venue page (its shows as the
 * viewer may see them, newest first and paged; its figures; its tops), access
 * notes, and a user's venue insights, through REST and tRPC, on both engines.
 */
import { describe, expect, it } from 'vitest';
import {
  ACCESS_CONFIRMERS_SHOWN,
  ACCESS_NOTE_MAX,
  PLACE_MESSAGES,
  VENUE_PAGE_SIZE,
  type MostVisitedVenue,
  type VenueAccessNote,
  type VenueInsight,
  type VenuePage,
  type VenueSummary,
} from '@gigrank/domain';
import { counterMismatches, uniqueName, useTestApp, type TestUser } from './helpers';

const t = useTestApp();

const PRIVATE = 'This account is private';

/** Adds a show at `venue` (in `city`) and answers its id and venue id. */
async function showAt(
  u: TestUser,
  venue: string,
  fields: Record<string, string | number> = {},
): Promise<{ id: number; venueId: number }> {
  const res = await u.postShow({ city: 'Lisbon', date: '2026-03-01', score: 70, venue, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  const show = res.json().show as { id: number; venueId: number | null };
  expect(show.venueId, 'the show has a venue row').toEqual(expect.any(Number));
  return { id: show.id, venueId: show.venueId! };
}

async function page(u: TestUser, venueId: number, before?: number): Promise<VenuePage> {
  const res = await u.get(`/api/venues/${venueId}${before ? `?before=${before}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VenuePage;
}

const pageIds = async (u: TestUser, venueId: number) =>
  (await page(u, venueId)).shows.map((s) => s.id);

async function search(u: TestUser, query: Record<string, string>): Promise<VenueSummary[]> {
  const res = await u.get(`/api/venues?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VenueSummary[];
}

const setPrivate = (u: TestUser) => u.patch(`/api/users/${u.user.id}/profile`, { isPrivate: true });

async function approvedFollower(owner: TestUser, fan: TestUser) {
  expect((await fan.post(`/api/users/${fan.user.id}/following/${owner.user.id}`)).statusCode).toBe(
    202,
  );
  const res = await owner.post(
    `/api/users/${owner.user.id}/follow-requests/${fan.user.id}/approve`,
  );
  expect(res.statusCode, res.body).toBe(200);
}

const block = async (blocker: TestUser, blocked: TestUser) =>
  expect(
    (await blocker.post(`/api/users/${blocker.user.id}/blocks/${blocked.user.id}`)).statusCode,
  ).toBeLessThan(300);

const postNote = (u: TestUser, venueId: number, body: object) =>
  u.post(`/api/venues/${venueId}/access-notes`, body);

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

describe('access notes', () => {
  it('creates a note with its writer, confirms it, and re-confirms without counting twice', async () => {
    const writer = await t.newUser({ displayName: 'Writer' });
    const confirmer = await t.newUser({ displayName: 'Confirmer' });
    const reader = await t.newUser();
    const { venueId } = await showAt(writer, `Ramp Hall ${uniqueName('v')}`);

    const created = await postNote(writer, venueId, {
      feature: 'stepFree',
      note: '  Ramp at the side door  ',
    });
    expect(created.statusCode, created.body).toBe(200);
    const [note] = created.json() as VenueAccessNote[];
    expect(note).toEqual({
      feature: 'stepFree',
      note: 'Ramp at the side door',
      confirmations: 1,
      confirmedBy: [
        { user: expect.objectContaining({ id: writer.user.id }), confirmedAt: expect.any(String) },
      ],
      lastConfirmedAt: note!.confirmedBy[0]!.confirmedAt,
      confirmedByMe: true,
      writtenByMe: true,
    });

    await new Promise((r) => setTimeout(r, 5));
    const confirmed = (
      await postNote(confirmer, venueId, { feature: 'stepFree', note: 'Not my words' })
    ).json() as VenueAccessNote[];
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({
      note: 'Ramp at the side door',
      confirmations: 2,
      confirmedByMe: true,
      writtenByMe: false,
    });
    expect(confirmed[0]!.confirmedBy.map((c) => c.user.id)).toEqual([
      confirmer.user.id,
      writer.user.id,
    ]);
    expect(confirmed[0]!.lastConfirmedAt).toBe(confirmed[0]!.confirmedBy[0]!.confirmedAt);
    expect(confirmed[0]!.lastConfirmedAt > note!.lastConfirmedAt).toBe(true);

    // The writer confirms again: still two, their time moves to the newest (tRPC).
    await new Promise((r) => setTimeout(r, 5));
    const again = await writer.mutation('venues.addAccessNote', {
      id: venueId,
      feature: 'stepFree',
    });
    expect(again.statusCode, again.body).toBe(200);
    const [re] = again.json().result.data as VenueAccessNote[];
    expect(re!.confirmations).toBe(2);
    expect(re!.confirmedBy.map((c) => c.user.id)).toEqual([writer.user.id, confirmer.user.id]);
    expect(re!.confirmedBy[0]!.confirmedAt > confirmed[0]!.lastConfirmedAt).toBe(true);
    expect(re!.lastConfirmedAt).toBe(re!.confirmedBy[0]!.confirmedAt);

    // On the page, in feature order, and not confirmed by a reader.
    await postNote(reader, venueId, { feature: 'quietSpace' });
    const p = await page(writer, venueId);
    expect(p.accessNotes.map((n) => n.feature)).toEqual(['stepFree', 'quietSpace']);
    expect(p.accessNotes[1]).toMatchObject({ note: null, confirmations: 1, confirmedByMe: false });
    const asReader = await page(reader, venueId);
    expect(asReader.accessNotes.map((n) => n.confirmedByMe)).toEqual([false, true]);
  });

  it(`names the newest ${ACCESS_CONFIRMERS_SHOWN} confirmers and counts them all`, async () => {
    const owner = await t.newUser();
    const { venueId } = await showAt(owner, `Busy Ramp ${uniqueName('v')}`);
    const people = [owner];
    for (let i = 0; i < ACCESS_CONFIRMERS_SHOWN + 1; i++) people.push(await t.newUser());
    for (const u of people) {
      expect((await postNote(u, venueId, { feature: 'accessibleToilets' })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 3));
    }
    const [n] = (await page(owner, venueId)).accessNotes;
    expect(n!.confirmations).toBe(people.length);
    expect(n!.confirmedBy.map((c) => c.user.id)).toEqual(
      people
        .slice(-ACCESS_CONFIRMERS_SHOWN)
        .reverse()
        .map((u) => u.user.id),
    );
  });

  it('refuses an unknown feature and a note that is too long', async () => {
    const u = await t.newUser();
    const { venueId } = await showAt(u, `Check Hall ${uniqueName('v')}`);
    const bad = await postNote(u, venueId, { feature: 'lift' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: PLACE_MESSAGES.accessFeatureInvalid });
    const long = await postNote(u, venueId, {
      feature: 'stepFree',
      note: 'x'.repeat(ACCESS_NOTE_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: PLACE_MESSAGES.accessNoteMax });
    const rpc = await u.mutation('venues.addAccessNote', { id: venueId, feature: 'lift' });
    expect(rpc.statusCode).toBe(400);
    expect(rpc.body).toContain(PLACE_MESSAGES.accessFeatureInvalid);
    // Nothing was written.
    expect((await page(u, venueId)).accessNotes).toEqual([]);
    const ok = await postNote(u, venueId, {
      feature: 'stepFree',
      note: 'x'.repeat(ACCESS_NOTE_MAX),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('changing, deleting and hiding access notes', () => {
  const notePath = (venueId: number, feature = 'stepFree') =>
    `/api/venues/${venueId}/access-notes/${feature}`;

  it('its writer changes or deletes it (REST and tRPC); anyone else gets 403', async () => {
    const writer = await t.newUser();
    const confirmer = await t.newUser();
    const { venueId } = await showAt(writer, `Edit Hall ${uniqueName('v')}`);
    await postNote(writer, venueId, { feature: 'stepFree', note: 'Ramp' });
    await postNote(confirmer, venueId, { feature: 'stepFree' });

    for (const res of [
      await confirmer.put(notePath(venueId), { note: 'Not mine' }),
      await confirmer.del(notePath(venueId)),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: 'You can only change your own access notes' });
    }
    for (const res of [
      await confirmer.mutation('venues.editAccessNote', { id: venueId, feature: 'stepFree' }),
      await confirmer.mutation('venues.deleteAccessNote', { id: venueId, feature: 'stepFree' }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    expect((await page(writer, venueId)).accessNotes).toMatchObject([
      { note: 'Ramp', confirmations: 2 },
    ]);

    const edited = await writer.put(notePath(venueId), { note: '  Lift inside  ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject([
      { feature: 'stepFree', note: 'Lift inside', confirmations: 2, writtenByMe: true },
    ]);
    expect((await page(confirmer, venueId)).accessNotes).toMatchObject([
      { note: 'Lift inside', writtenByMe: false },
    ]);
    const cleared = await writer.mutation('venues.editAccessNote', {
      id: venueId,
      feature: 'stepFree',
      note: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().result.data).toMatchObject([{ note: null }]);

    // Bad input changes nothing: an unknown feature, too long a note, a feature with no note.
    expect((await writer.put(notePath(venueId, 'lift'), { note: 'x' })).json()).toEqual({
      message: PLACE_MESSAGES.accessFeatureInvalid,
    });
    const long = await writer.put(notePath(venueId), { note: 'x'.repeat(ACCESS_NOTE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: PLACE_MESSAGES.accessNoteMax });
    const none = await writer.del(notePath(venueId, 'quietSpace'));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: PLACE_MESSAGES.accessNoteNotFound });
    expect((await page(writer, venueId)).accessNotes).toMatchObject([{ note: null }]);

    // Deleted with its confirmations: the next word on the feature is a new note.
    const deleted = await writer.del(notePath(venueId));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual([]);
    expect((await page(confirmer, venueId)).accessNotes).toEqual([]);
    await postNote(confirmer, venueId, { feature: 'stepFree', note: 'Step at the door' });
    expect((await page(confirmer, venueId)).accessNotes).toMatchObject([
      { note: 'Step at the door', confirmations: 1, writtenByMe: true },
    ]);
    const rpc = await confirmer.mutation('venues.deleteAccessNote', {
      id: venueId,
      feature: 'stepFree',
    });
    expect(rpc.statusCode, rpc.body).toBe(200);
    expect(rpc.json().result.data).toEqual([]);
  });

  it('hides a note by someone the viewer may not see; writing on its feature is 409', async () => {
    const open = await t.newUser();
    const closed = await t.newUser();
    const fan = await t.newUser();
    const stranger = await t.newUser();
    const { venueId } = await showAt(open, `Hidden Note Hall ${uniqueName('v')}`);
    await postNote(closed, venueId, { feature: 'viewingPlatform', note: 'My usual spot, row B' });
    await setPrivate(closed);
    await approvedFollower(closed, fan);

    const asStranger = await page(stranger, venueId);
    expect(asStranger.accessNotes).toEqual([]);
    expect(JSON.stringify(asStranger)).not.toContain('row B');
    const taken = await postNote(stranger, venueId, { feature: 'viewingPlatform', note: 'Mine' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: PLACE_MESSAGES.accessNoteTaken });
    for (const res of [
      await stranger.put(notePath(venueId, 'viewingPlatform'), { note: 'x' }),
      await stranger.del(notePath(venueId, 'viewingPlatform')),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PLACE_MESSAGES.accessNoteNotFound });
    }
    // The approved follower sees it, and confirms it; the stranger changed nothing.
    expect((await page(fan, venueId)).accessNotes).toMatchObject([
      { feature: 'viewingPlatform', note: 'My usual spot, row B', confirmations: 1 },
    ]);
    expect((await postNote(fan, venueId, { feature: 'viewingPlatform' })).statusCode).toBe(200);
    expect((await page(closed, venueId)).accessNotes).toMatchObject([
      { note: 'My usual spot, row B', confirmations: 2, writtenByMe: true },
    ]);
  });
});

describe('venue insights and most visited venue', () => {
  it("lists a user's venues most shows first, paged, and follows a new show", async () => {
    const u = await t.newUser();
    const viewer = await t.newUser();
    const big = `Big Venue ${uniqueName('v')}`;
    const small = `Small Venue ${uniqueName('v')}`;
    const b = await showAt(u, big, { score: 80 });
    await showAt(u, big, { score: 71 });
    const s = await showAt(u, small, { city: 'Madrid', score: 50 });
    await u.addShow({ artist: 'No Venue Band', city: 'Lisbon', date: '2026-01-01', score: 10 });

    const url = `/api/users/${u.user.id}/venue-insights`;
    const all = (await viewer.get(url)).json() as VenueInsight[];
    expect(all.map((r) => typeof (r.country ?? ''))).toEqual(['string', 'string']);
    expect(all).toMatchObject([
      {
        id: b.venueId,
        venueName: big,
        cityName: 'Lisbon',
        showCount: 2,
        avgScore: '75.50',
      },
      {
        id: s.venueId,
        venueName: small,
        cityName: 'Madrid',
        showCount: 1,
        avgScore: '50.00',
      },
    ]);
    expect((await viewer.get(`${url}?limit=1&offset=1`)).json()).toEqual([all[1]]);
    const rpc = await viewer.query('profile.venueInsights', {
      userId: u.user.id,
      limit: 1,
      cursor: 1,
    });
    expect(rpc.json().result.data).toEqual([all[1]]);
    expect((await viewer.get(`${url}?limit=0`)).statusCode).toBe(400);

    const most = await viewer.get(`/api/users/${u.user.id}/most-visited-venue`);
    expect(most.json()).toEqual({
      id: b.venueId,
      venueName: big,
      cityName: 'Lisbon',
      showCount: 2,
      avgScore: '75.50',
    } satisfies MostVisitedVenue);

    // A new show moves both at once (no stale cached answer).
    await showAt(u, small, { city: 'Madrid', score: 70 });
    await showAt(u, small, { city: 'Madrid', score: 90 });
    const after = (await viewer.get(url)).json() as VenueInsight[];
    expect(after.map((r) => [r.id, r.showCount, r.avgScore])).toEqual([
      [s.venueId, 3, '70.00'],
      [b.venueId, 2, '75.50'],
    ]);
    expect((await viewer.get(`/api/users/${u.user.id}/most-visited-venue`)).json()).toMatchObject({
      id: s.venueId,
      showCount: 3,
    });
  });

  it('answers 404 (REST) and null (tRPC) for a user without venues', async () => {
    const u = await t.newUser();
    await u.addShow({ artist: 'Nowhere Band', city: 'Lisbon', date: '2026-01-01', score: 50 });
    const res = await u.get(`/api/users/${u.user.id}/most-visited-venue`);
    expect(res.statusCode).toBe(404);
    expect((await u.get(`/api/users/${u.user.id}/venue-insights`)).json()).toEqual([]);
    const rpc = await u.query('profile.mostVisitedVenue', { userId: u.user.id });
    expect(rpc.statusCode).toBe(200);
    expect(rpc.json().result.data).toBeNull();
    expect((await u.get('/api/users/987654/venue-insights')).statusCode).toBe(404);
  });

  it("keeps a private account's venues for its approved followers, a blocked one's for nobody", async () => {
    const owner = await t.newUser();
    const fan = await t.newUser();
    const stranger = await t.newUser();
    const { venueId } = await showAt(owner, `Secret Venue ${uniqueName('v')}`);
    await setPrivate(owner);
    await approvedFollower(owner, fan);
    for (const path of ['venue-insights', 'most-visited-venue']) {
      const url = `/api/users/${owner.user.id}/${path}`;
      const denied = await stranger.get(url);
      expect(denied.statusCode, path).toBe(403);
      expect(denied.json().message).toBe(PRIVATE);
      expect((await fan.get(url)).statusCode, path).toBe(200);
      expect((await owner.get(url)).statusCode, path).toBe(200);
    }
    expect((await fan.get(`/api/users/${owner.user.id}/most-visited-venue`)).json()).toMatchObject({
      id: venueId,
    });
    for (const proc of ['profile.venueInsights', 'profile.mostVisitedVenue']) {
      const res = await stranger.query(proc, { userId: owner.user.id });
      expect(res.statusCode, proc).toBe(403);
      expect(res.body).toContain(PRIVATE);
    }
    await block(owner, fan);
    for (const path of ['venue-insights', 'most-visited-venue']) {
      expect((await fan.get(`/api/users/${owner.user.id}/${path}`)).statusCode, path).toBe(404);
    }
  });
});
