/**
 * The ledger through the real server, on both engines: a show's ticket
 * (JSON and multipart, integer minor units of its currency, refusals that
 * change nothing), kept on edit unless named, answered to the owner only
 * unless the owner shares spend with followers; the year's ledger (spend,
 * cost per loved show, distance from the home city or a show's own
 * travelled-from city, the furthest gig, trips) worked out by hand below;
 * and the places near a position with the gigs logged there on a night.
 */
import { describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES, type Ledger, type NearbyPlaces, type Show } from '@gigrank/domain';
import { uniqueName, useTestApp, type TestUser } from '../support/helpers';
import { exportedShows, importCsv } from '../support/imports';

const t = useTestApp();

const showOf = async (who: TestUser, id: number) => {
  const res = await who.get(`/api/shows/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Show;
};

const ledgerOf = (who: TestUser, userId: number, query = '') =>
  who.get(`/api/users/${userId}/ledger${query}`);

async function fanFrom(city: string) {
  const fan = await t.newUser();
  const res = await fan.patch(`/api/users/${fan.user.id}/profile`, {
    displayName: fan.user.displayName,
    city,
  });
  expect(res.statusCode, res.body).toBe(200);
  return fan;
}

/** POST /api/shows as JSON: a show of a new band in Lisbon on 2025-05-01, with `ticket`. */
const postWithTicket = (who: TestUser, ticket: unknown, score = 80) =>
  who.post('/api/shows', {
    artist: uniqueName('Ticket Band'),
    city: 'Lisbon',
    date: '2025-05-01',
    score,
    ticket,
  });

describe('a show with a ticket', () => {
  it('is stored in minor units, answered to its owner, kept on edit and removed by null', async () => {
    const fan = await t.newUser();
    const created = await postWithTicket(fan, {
      amount: '45.50',
      currency: 'eur',
      seat: 'Standing',
      seller: 'Ticketline',
    });
    expect(created.statusCode, created.body).toBe(201);
    const show = created.json().show as Show;
    const ticket = { amount: '45.50', currency: 'EUR', seat: 'Standing', seller: 'Ticketline' };
    expect(show.ticket).toEqual(ticket);
    const row = await t.db
      .selectFrom('show_ledger')
      .select(['ticket_amount', 'ticket_currency'])
      .where('show_id', '=', show.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ ticket_amount: 4550, ticket_currency: 'EUR' });

    // An edit that does not name the ticket keeps it; null removes it.
    const edited = await fan.put(`/api/shows/${show.id}`, {
      artist: show.artist,
      city: 'Lisbon',
      date: '2025-05-01',
      score: 90,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await showOf(fan, show.id)).ticket).toEqual(ticket);
    const cleared = await fan.put(`/api/shows/${show.id}`, {
      artist: show.artist,
      city: 'Lisbon',
      date: '2025-05-01',
      score: 90,
      ticket: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await showOf(fan, show.id)).ticket).toBeNull();
    const left = await t.db.selectFrom('show_ledger').selectAll().where('show_id', '=', show.id);
    expect(await left.execute()).toEqual([]);
  });

  it('comes through multipart as JSON text, in the currency’s own digits', async () => {
    const fan = await t.newUser();
    const { id } = await fan.addShow({
      artist: uniqueName('Yen Band'),
      city: 'Tokyo',
      ticket: JSON.stringify({ amount: '6000', currency: 'JPY' }),
    });
    expect((await showOf(fan, id)).ticket).toEqual({
      amount: '6000',
      currency: 'JPY',
      seat: null,
      seller: null,
    });
  });

  it.each([
    [{ amount: '45.505', currency: 'EUR' }, LEDGER_MESSAGES.amountInvalid],
    [{ amount: '45.5', currency: 'JPY' }, LEDGER_MESSAGES.amountInvalid],
    [{ amount: '-3', currency: 'EUR' }, LEDGER_MESSAGES.amountInvalid],
    [{ amount: '1e3', currency: 'EUR' }, LEDGER_MESSAGES.amountInvalid],
    [{ amount: '2000000', currency: 'EUR' }, LEDGER_MESSAGES.amountInvalid],
    [{ amount: '10', currency: 'XXQ' }, LEDGER_MESSAGES.currencyInvalid],
    [{ amount: '10' }, LEDGER_MESSAGES.ticketInvalid],
    [{ amount: '10', currency: 'EUR', seat: 'x'.repeat(101) }, LEDGER_MESSAGES.seatMax],
    ['not json', LEDGER_MESSAGES.ticketInvalid],
  ])('refuses %j with a clear message and stores nothing', async (ticket, message) => {
    const fan = await t.newUser();
    const res = await postWithTicket(fan, ticket, 50);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    const shows = await t.db.selectFrom('shows').select('id').where('user_id', '=', fan.user.id);
    expect(await shows.execute()).toEqual([]);
  });

  it('is the owner’s alone unless the owner shares spend, then followers’ too', async () => {
    const owner = await t.newUser();
    const follower = await t.newUser();
    const stranger = await t.newUser();
    const follow = await follower.post(`/api/users/${follower.user.id}/following/${owner.user.id}`);
    expect(follow.statusCode, follow.body).toBeLessThan(300);
    const { id } = await owner.addShow({
      artist: uniqueName('Private Price'),
      ticket: JSON.stringify({ amount: '30', currency: 'GBP' }),
    });
    for (const who of [follower, stranger]) {
      expect(await showOf(who, id)).not.toHaveProperty('ticket');
      expect((await ledgerOf(who, owner.user.id)).statusCode).toBe(403);
    }
    const shared = await owner.patch(`/api/users/${owner.user.id}/profile`, { shareSpend: true });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().shareSpend).toBe(true);
    expect((await showOf(follower, id)).ticket?.amount).toBe('30.00');
    expect(await showOf(follower, id)).not.toHaveProperty('travelledFrom');
    expect((await ledgerOf(follower, owner.user.id)).statusCode).toBe(200);
    const trpc = await follower.query('ledger.byUser', { userId: owner.user.id });
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(await showOf(stranger, id)).not.toHaveProperty('ticket');
    expect((await ledgerOf(stranger, owner.user.id)).statusCode).toBe(403);
    expect((await stranger.query('ledger.byUser', { userId: owner.user.id })).statusCode).toBe(403);
  });
});

describe('tickets in a spreadsheet', () => {
  it('are read from price, currency, seat and seller columns, refused when unreadable, and exported back', async () => {
    const fan = await t.newUser();
    const band = uniqueName('Sheet Band');
    const csv = [
      'Date,Artist,City,Price,Currency,Seat,Bought from',
      `2025-03-01,${band},Lisbon,45.50,EUR,Standing,Ticketline`,
      `2025-03-02,${band},Madrid,€30,,,`,
      `2025-03-03,${band},Paris,39 GBP,,,`,
      `2025-03-04,${band},Berlin,12.345,EUR,,`,
      `2025-03-05,${band},Rome,,,,`,
    ].join('\n');
    const { preview, commit } = await importCsv(fan, csv);
    expect(preview.preview.refused).toEqual([{ row: 4, message: LEDGER_MESSAGES.amountInvalid }]);
    expect(commit.created).toBe(4);
    const shows = await exportedShows(fan);
    const byCity = Object.fromEntries(shows.map((s) => [s.city, s.ticket]));
    expect(byCity).toEqual({
      Lisbon: { amount: '45.50', currency: 'EUR', seat: 'Standing', seller: 'Ticketline' },
      Madrid: { amount: '30.00', currency: 'EUR', seat: null, seller: null },
      Paris: { amount: '39.00', currency: 'GBP', seat: null, seller: null },
      Rome: null,
    });
    const exported = await fan.get(`/api/users/${fan.user.id}/export?format=csv`);
    expect(exported.statusCode).toBe(200);
    const [header, ...lines] = exported.body.trim().split('\n');
    expect(header).toContain('ticket_price,ticket_currency,seat,bought_from');
    expect(lines.find((l) => l.includes('Lisbon'))).toContain('45.50,EUR,Standing,Ticketline');

    // The export imports back with its tickets, into another account.
    const other = await t.newUser();
    const again = await importCsv(other, exported.body);
    expect(again.commit.created).toBe(4);
    const theirs = await exportedShows(other);
    expect(theirs.find((s) => s.city === 'Paris')?.ticket).toMatchObject({
      amount: '39.00',
      currency: 'GBP',
    });
  });
});

describe('a year’s ledger', () => {
  it('sums spend per currency, cost per loved show, distance from home, the furthest gig and trips', async () => {
    const fan = await fanFrom('Lisbon');
    const band = uniqueName('Tour Band');
    const add = (city: string, date: string, score: number, amount?: string, extra = {}) =>
      fan.post('/api/shows', {
        artist: band,
        city,
        date,
        score,
        ...(amount ? { ticket: { amount, currency: 'EUR' } } : {}),
        ...extra,
      });
    const barcelona = (await add('Barcelona', '2025-06-01', 85, '45.50')).json().show as Show;
    const madrid = (await add('Madrid', '2025-06-02', 90, '60')).json().show as Show;
    const home = (await add('Lisbon', '2025-07-01', 50, '30.25')).json().show as Show;
    await add('Barcelona', '2024-03-01', 70, '99');
    // A city typed by a user has no coordinates: no distance, no trip.
    await add(uniqueName('Nowhere Town'), '2025-08-01', 60);
    const res = await ledgerOf(fan, fan.user.id, '?year=2025');
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json() as Ledger;
    expect(ledger.year).toBe(2025);
    expect(ledger.homeCity?.name).toBe('Lisbon');
    expect(ledger.spend).toEqual([{ currency: 'EUR', amount: '135.75', shows: 3 }]);
    // 135.75 over the two shows scored 80+: 67.875, rounded to the cent.
    expect(ledger.costPerLovedShow).toEqual([{ currency: 'EUR', amount: '67.88' }]);
    expect(ledger.mostExpensive).toEqual({ showId: madrid.id, currency: 'EUR', amount: '60.00' });
    expect(ledger.bestValue).toMatchObject({ showId: barcelona.id, amount: '45.50', score: 85 });
    // Lisbon to Barcelona about 1,005 km, to Madrid about 503 km; home 0.
    expect(ledger.distanceKm).toBeGreaterThan(1480);
    expect(ledger.distanceKm).toBeLessThan(1540);
    expect(ledger.furthest).toMatchObject({ showId: barcelona.id, city: 'Barcelona' });
    expect(ledger.trips).toEqual([
      {
        from: '2025-06-01',
        to: '2025-06-02',
        cities: ['Barcelona', 'Madrid'],
        showIds: [barcelona.id, madrid.id],
      },
    ]);
    expect(ledger.artists).toEqual([
      expect.objectContaining({ artistName: band, currency: 'EUR', amount: '135.75', shows: 3 }),
    ]);
    void home;
    const all = (await ledgerOf(fan, fan.user.id)).json() as Ledger;
    expect(all.year).toBeNull();
    expect(all.spend).toEqual([{ currency: 'EUR', amount: '234.75', shows: 4 }]);
    expect(all.trips).toHaveLength(2);
  });

  it('measures from a show’s own travelled-from city, and answers the owner which city it was', async () => {
    const fan = await fanFrom('Lisbon');
    const madrid = (await fan.get('/api/cities?q=Madrid')).json()[0] as { id: number };
    const { id } = await fan.addShow({
      artist: uniqueName('Near Band'),
      city: 'Madrid',
      date: '2025-09-09',
      travelledFrom: madrid.id,
    });
    expect((await showOf(fan, id)).travelledFrom).toMatchObject({ id: madrid.id, name: 'Madrid' });
    const ledger = (await ledgerOf(fan, fan.user.id, '?year=2025')).json() as Ledger;
    expect(ledger.distanceKm).toBe(0);
    expect(ledger.trips).toEqual([]);
    const bad = await fan.postShow({ artist: uniqueName('Nowhere'), travelledFrom: 2_000_000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LEDGER_MESSAGES.cityNotFound);
  });

  it('refuses a year that is not one', async () => {
    const fan = await t.newUser();
    const res = await ledgerOf(fan, fan.user.id, '?year=20x5');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LEDGER_MESSAGES.yearInvalid);
  });
});

describe('places near a position', () => {
  it('answers the nearest cities, and the gigs logged there that night that the viewer may see', async () => {
    const band = uniqueName('Night Band');
    const [a, b, hidden, viewer] = await Promise.all([
      t.newUser(),
      t.newUser(),
      t.newUser(),
      t.newUser(),
    ]);
    for (const who of [a, b, hidden]) {
      await who.addShow({ artist: band, city: 'Lisbon', date: '2025-10-10', venue: 'Coliseu' });
    }
    await hidden.patch(`/api/users/${hidden.user.id}/profile`, { isPrivate: true });
    // Rossio, Lisbon.
    const res = await viewer.get('/api/places/nearby?lat=38.7139&lng=-9.1394&date=2025-10-10');
    expect(res.statusCode, res.body).toBe(200);
    const near = res.json() as NearbyPlaces;
    expect(near.cities[0]).toMatchObject({ name: 'Lisbon', countryCode: 'PT' });
    expect(near.cities[0]!.distanceKm).toBeLessThan(5);
    expect(near.venues.map((v) => v.name)).toContain('Coliseu');
    expect(near.gigs.find((g) => g.artistName === band)).toMatchObject({
      cityName: 'Lisbon',
      venueName: 'Coliseu',
      people: 2,
    });
    const trpc = await viewer.query('places.nearby', { lat: 38.7139, lng: -9.1394 });
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(trpc.json().result.data.gigs).toEqual([]);
  });

  it.each([
    ['lat=91&lng=0', LEDGER_MESSAGES.positionInvalid],
    ['lat=abc&lng=0', LEDGER_MESSAGES.positionInvalid],
    ['lng=0', LEDGER_MESSAGES.positionInvalid],
    ['lat=1&lat=2&lng=0', "Query parameter 'lat' is given more than once"],
  ])('refuses %s', async (query, message) => {
    const fan = await t.newUser();
    const res = await fan.get(`/api/places/nearby?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
