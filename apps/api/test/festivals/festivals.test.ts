/**
 * Festivals and venues through the API, on both engines: the
 * festival catalogue's uniqueness, sets inside their festival's days, the
 * counters of venues and festivals against a recount through every write
 * (add, edit, re-score, delete, import, account deletion), the festival page
 * and what of it each viewer may see, the overall score, and venues found by
 * name within their city.
 */
import { describe, expect, it } from 'vitest';
import { PLACE_MESSAGES, festivalDateMessage } from '@gigrank/domain';
import { counterMismatches, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();

const primavera = {
  name: 'Primavera Sound',
  edition: 2025,
  startDate: '2025-06-05',
  endDate: '2025-06-07',
  city: 'Porto',
  venue: 'Parque da Cidade',
};

async function newFestival(u: TestUser, fields: Record<string, unknown> = {}) {
  const res = await u.post('/api/festivals', { ...primavera, ...fields });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: number; name: string; edition: number; venue: { id: number } | null };
}

const page = async (u: TestUser, id: number) => {
  const res = await u.get(`/api/festivals/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const setAt = (festivalId: number, fields: Record<string, string | number> = {}) => ({
  artist: 'Fontaines D.C.',
  city: 'Lisbon',
  date: '2025-06-06',
  score: 80,
  festivalId,
  ...fields,
});

describe('the festival catalogue', () => {
  it('one edition per name in any case or accents; another year is another edition', async () => {
    const u = await t.newUser();
    const created = await u.post('/api/festivals', primavera);
    expect(created.statusCode).toBe(201);
    const first = created.json();
    expect(first).toMatchObject({
      name: 'Primavera Sound',
      edition: 2025,
      startDate: '2025-06-05',
      endDate: '2025-06-07',
      city: 'Porto',
      venue: { name: 'Parque da Cidade' },
    });
    const again = await u.post('/api/festivals', { ...primavera, name: '  PRIMAVÉRA   sound ' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    const rpc = await u.mutation('festivals.create', { ...primavera, name: 'primavera sound' });
    expect(rpc.json().result.data.id).toBe(first.id);
    const next = await newFestival(u, {
      edition: 2026,
      startDate: '2026-06-04',
      endDate: '2026-06-06',
    });
    expect(next.id).not.toBe(first.id);
    // Search: a prefix in any case, newest edition first.
    const found = (await u.get('/api/festivals?q=PRIMA')).json();
    expect(found.map((f: { edition: number }) => f.edition)).toEqual([2026, 2025]);
    expect((await u.get('/api/festivals?q=zzz')).json()).toEqual([]);
    expect((await u.query('festivals.search', { q: 'primavera' })).json().result.data).toHaveLength(
      2,
    );
    // The venue the festival named is the venue shows at that name in Porto find.
    const show = await u.addShow({
      artist: 'Pixies',
      city: 'Porto',
      venue: 'parque da cidade',
      date: '2025-01-10',
    });
    const read = (await u.get(`/api/shows/${show.id}`)).json();
    expect(read.venueId).toBe(first.venue.id);
    expect(read.venue).toBe('Parque da Cidade');
  });

  it('refuses a festival with bad dates or edition, with the message, creating nothing', async () => {
    const u = await t.newUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, PLACE_MESSAGES.festivalNameRequired],
      [{ startDate: '2025-06-08' }, PLACE_MESSAGES.endBeforeStart],
      [{ endDate: '2025-06-30' }, PLACE_MESSAGES.tooLong],
      [{ edition: 2024 }, PLACE_MESSAGES.editionMismatch],
      [{ edition: 'soon' }, PLACE_MESSAGES.editionInvalid],
      [{ startDate: '2025-02-30' }, PLACE_MESSAGES.startDateInvalid],
      [{ endDate: undefined }, PLACE_MESSAGES.endDateRequired],
    ];
    for (const [fields, message] of cases) {
      const res = await u.post('/api/festivals', { ...primavera, name: 'Bad Fest', ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await u.get('/api/festivals?q=bad')).json()).toEqual([]);
  });
});

describe('festival sets', () => {
  it("a set is a show on one of the festival's days, in its city, at its venue unless it names one", async () => {
    const u = await t.newUser();
    const f = await newFestival(u, { name: 'Sets Fest' });
    const before = await u.postShow(setAt(f.id, { date: '2025-06-04' }));
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(festivalDateMessage('2025-06-05', '2025-06-07'));
    const after = await u.postShow(setAt(f.id, { date: '2025-06-08' }));
    expect(after.statusCode).toBe(400);
    const unknown = await u.postShow(setAt(999999));
    expect(unknown.json().message).toBe(PLACE_MESSAGES.festivalNotFound);
    expect((await u.get(`/api/users/${u.user.id}/ranked-shows`)).json()).toEqual([]);

    const { id } = await u.addShow(setAt(f.id, { stage: 'Main', setTime: '21:30' }));
    const show = (await u.get(`/api/shows/${id}`)).json();
    expect(show).toMatchObject({
      city: 'Porto',
      venue: 'Parque da Cidade',
      venueId: f.venue!.id,
      festival: { id: f.id, name: 'Sets Fest', edition: 2025 },
      stage: 'Main',
      setTime: '21:30',
    });
    // A set may name a stage's own venue; a show on its own has no festival.
    const own = await u.addShow(setAt(f.id, { artist: 'Idles', venue: 'Palco Secundário' }));
    expect((await u.get(`/api/shows/${own.id}`)).json()).toMatchObject({
      venue: 'Palco Secundário',
      festival: { id: f.id },
    });
    const solo = await u.addShow({ artist: 'Idles', city: 'Lisbon', date: '2025-01-01' });
    expect((await u.get(`/api/shows/${solo.id}`)).json()).toMatchObject({
      festival: null,
      venueId: null,
      stage: null,
    });
    // An edit that does not name the festival (the spec's form) keeps the set in it, stage and
    // time too; naming none ('') takes it out.
    const kept = await u.putShow(id, {
      artist: 'Fontaines D.C.',
      city: 'Porto',
      date: '2025-06-06',
      score: 90,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().show).toMatchObject({
      festival: { id: f.id },
      stage: 'Main',
      setTime: '21:30',
      score: 90,
    });
    const out = await u.putShow(id, {
      artist: 'Fontaines D.C.',
      city: 'Porto',
      date: '2025-06-06',
      score: 90,
      festivalId: '',
    });
    expect(out.json().show).toMatchObject({ festival: null, stage: null, setTime: null });
    expect(await counterMismatches(t.database.db)).toEqual([]);
    // A bad set time is refused with its message.
    const late = await u.postShow(setAt(f.id, { setTime: '25:00' }));
    expect(late.json().message).toBe('Set time must be a time like 21:30');
    // tRPC takes the same festivalId.
    const rpc = await u.mutation('shows.create', { ...setAt(f.id), artist: 'Wet Leg' });
    expect(rpc.statusCode, rpc.body).toBe(200);
    expect(rpc.json().result.data.festival).toMatchObject({ id: f.id });
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });

  it('counters follow every write; the overall score needs a set and goes with the last', async () => {
    const [ana, rui, eva] = [await t.newUser(), await t.newUser(), await t.newUser()];
    const f = await newFestival(ana, { name: 'Counter Fest' });
    const g = await newFestival(ana, { name: 'Other Fest' });
    // Without a set there is no overall score.
    const early = await ana.put(`/api/festivals/${f.id}/score`, { score: 90 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(PLACE_MESSAGES.festivalScoreNeedsSet);

    const a1 = await ana.addShow(setAt(f.id, { artist: 'Pixies', score: 90 }));
    const a2 = await ana.addShow(setAt(f.id, { artist: 'Idles', score: 70, date: '2025-06-07' }));
    await rui.addShow(setAt(f.id, { artist: 'Pixies', score: 60 }));
    const e1 = await eva.addShow(setAt(f.id, { artist: 'Pixies', score: 100 }));
    expect((await ana.put(`/api/festivals/${f.id}/score`, { score: 95 })).json()).toEqual({
      score: 95,
    });
    let p = await page(ana, f.id);
    expect(p.festival).toMatchObject({ setCount: 4, goerCount: 3, avgScore: '80.00' });
    expect(p.lineup).toEqual([
      { artistName: 'Pixies', setCount: 3, fans: 3, avgScore: '83.33' },
      { artistName: 'Idles', setCount: 1, fans: 1, avgScore: '70.00' },
    ]);
    expect(p.mine.score).toBe(95);
    expect(p.mine.sets.map((s: { id: number }) => s.id)).toEqual([a1.id, a2.id]);
    expect(p.bestSets.map((s: { score: number }) => s.score)).toEqual([100, 90, 70, 60]);
    expect(await counterMismatches(t.database.db)).toEqual([]);

    // Re-scoring and editing a set within the festival keep the overall score.
    expect((await ana.put(`/api/shows/${a1.id}/score`, { score: 50 })).statusCode).toBe(200);
    expect((await ana.putShow(a2.id, setAt(f.id, { artist: 'Idles', score: 75 }))).statusCode).toBe(
      200,
    );
    p = await page(ana, f.id);
    expect(p.mine.score).toBe(95);
    expect(p.mine.sets.map((s: { id: number }) => s.id)).toEqual([a2.id, a1.id]);
    expect(p.festival).toMatchObject({ setCount: 4, goerCount: 3 });
    expect(await counterMismatches(t.database.db)).toEqual([]);

    // Moving a set to another festival moves it in both counters.
    expect((await ana.putShow(a2.id, setAt(g.id, { artist: 'Idles', score: 75 }))).statusCode).toBe(
      200,
    );
    expect((await page(ana, g.id)).festival).toMatchObject({ setCount: 1, goerCount: 1 });
    expect((await page(ana, f.id)).festival).toMatchObject({ setCount: 3, goerCount: 3 });
    expect(await counterMismatches(t.database.db)).toEqual([]);

    // Ana's last set of the festival goes, and her overall score with it.
    expect((await ana.del(`/api/shows/${a1.id}`)).statusCode).toBe(204);
    p = await page(ana, f.id);
    expect(p.mine).toBeNull();
    expect(p.festival).toMatchObject({ setCount: 2, goerCount: 2 });
    const festivals = (await ana.get(`/api/users/${ana.user.id}/festivals`)).json();
    expect(festivals).toMatchObject({ count: 1, festivals: [{ festival: { id: g.id } }] });
    expect(await counterMismatches(t.database.db)).toEqual([]);

    // Eva deletes her account: her set leaves every counter.
    expect((await eva.del(`/api/users/${eva.user.id}`)).statusCode).toBeLessThan(300);
    p = await page(rui, f.id);
    expect(p.festival).toMatchObject({ setCount: 1, goerCount: 1, avgScore: '60.00' });
    expect(p.bestSets.map((s: { id: number }) => s.id)).not.toContain(e1.id);
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });

  it("the page holds only what the viewer may see; followed people who went; the user's festivals", async () => {
    const [owner, friend, closed, stranger] = [
      await t.newUser(),
      await t.newUser({ displayName: 'Friend' }),
      await t.newUser({ displayName: 'Closed' }),
      await t.newUser(),
    ];
    const f = await newFestival(owner, { name: 'Seen Fest' });
    await newFestival(owner, {
      name: 'Seen Fest',
      edition: 2024,
      startDate: '2024-06-05',
      endDate: '2024-06-06',
    });
    await friend.addShow(setAt(f.id, { artist: 'Pixies', score: 70 }));
    const hidden = await closed.addShow(setAt(f.id, { artist: 'Pixies', score: 99 }));
    await closed.patch(`/api/users/${closed.user.id}/profile`, { isPrivate: true });
    await stranger.post(`/api/users/${stranger.user.id}/following/${friend.user.id}`);

    const seen = await page(stranger, f.id);
    // The closed account's set is neither counted in the figures nor listed.
    expect(seen.festival).toMatchObject({ setCount: 1, goerCount: 1, avgScore: '70.00' });
    expect(seen.lineup).toEqual([
      { artistName: 'Pixies', setCount: 1, fans: 1, avgScore: '70.00' },
    ]);
    expect(seen.bestSets.map((s: { id: number }) => s.id)).not.toContain(hidden.id);
    expect(seen.friendsWent.map((u: { displayName: string }) => u.displayName)).toEqual(['Friend']);
    expect(seen.otherEditions.map((e: { edition: number }) => e.edition)).toEqual([2024]);
    expect(seen.mine).toBeNull();
    // The closed account itself sees its set, in the figures too.
    const own = await page(closed, f.id);
    expect(own.bestSets.map((s: { id: number }) => s.id)).toContain(hidden.id);
    expect(own.mine.sets).toHaveLength(1);
    expect(own.festival).toMatchObject({ setCount: 2, goerCount: 2, avgScore: '84.50' });
    expect(own.lineup[0]).toMatchObject({ artistName: 'Pixies', setCount: 2, fans: 2 });

    // Its festivals are its content: 403 to a stranger, listed to itself.
    expect((await stranger.get(`/api/users/${closed.user.id}/festivals`)).statusCode).toBe(403);
    const list = (await closed.get(`/api/users/${closed.user.id}/festivals`)).json();
    expect(list).toMatchObject({
      count: 1,
      festivals: [{ festival: { id: f.id }, setCount: 1, avgScore: '99.00', score: null }],
    });
    expect((await owner.get('/api/festivals/999999')).statusCode).toBe(404);
    expect((await owner.get('/api/festivals/999999')).json().message).toBe(
      PLACE_MESSAGES.festivalNotFound,
    );
  });
});

describe('venues from show writes', () => {
  it('one venue per name within a city, in any case or accents; counters follow edits, deletes and imports', async () => {
    const u = await t.newUser();
    const a = await u.addShow({ artist: 'Muse', city: 'Lisbon', venue: 'Coliseu dos Recreios' });
    const b = await u.addShow({
      artist: 'Adele',
      city: 'Lisbon',
      venue: ' COLISEU dos  recreios ',
    });
    const c = await u.addShow({ artist: 'Adele', city: 'Porto', venue: 'Coliseu dos Recreios' });
    const [ra, rb, rc] = await Promise.all(
      [a, b, c].map(async (s) => (await u.get(`/api/shows/${s.id}`)).json()),
    );
    expect(ra.venueId).not.toBeNull();
    expect(rb.venueId).toBe(ra.venueId);
    expect(rb.venue).toBe('Coliseu dos Recreios');
    expect(rc.venueId).not.toBe(ra.venueId);
    expect(await counterMismatches(t.database.db)).toEqual([]);

    // Edit away from the venue, and delete: the counters follow.
    const moved = await u.putShow(a.id, {
      artist: 'Muse',
      city: 'Lisbon',
      venue: 'Campo Pequeno',
      date: ra.date,
      score: 75,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await u.del(`/api/shows/${c.id}`);
    expect(await counterMismatches(t.database.db)).toEqual([]);
    const venues = await t.database.db
      .selectFrom('venues')
      .select(['name', 'show_count'])
      .where('name', 'in', ['Coliseu dos Recreios', 'Campo Pequeno'])
      .orderBy('id')
      .execute();
    expect(venues).toEqual([
      { name: 'Coliseu dos Recreios', show_count: 1 },
      { name: 'Coliseu dos Recreios', show_count: 0 },
      { name: 'Campo Pequeno', show_count: 1 },
    ]);

    // An import finds the same venue, spelled its own way.
    const preview = await u.form('POST', `/api/users/${u.user.id}/imports`, { source: 'csv' }, [
      {
        field: 'file',
        name: 'h.csv',
        type: 'text/csv',
        data: Buffer.from(
          'date,artist,city,venue,score\n2024-03-01,Björk,Lisbon,coliseu dos recreios,88\n2024-03-02,Björk,Lisbon,Aula Magna,77\n',
        ),
      },
    ]);
    expect(preview.statusCode, preview.body).toBe(200);
    const commit = await u.post(
      `/api/users/${u.user.id}/imports/${preview.json().importId}/commit`,
    );
    expect(commit.json()).toMatchObject({ created: 2 });
    const ranked = (await u.get(`/api/users/${u.user.id}/ranked-shows`)).json();
    const bjork = ranked.filter((s: { artist: string }) => s.artist === 'Björk');
    expect(bjork.map((s: { venueId: number }) => s.venueId)).toContain(ra.venueId);
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });
});
