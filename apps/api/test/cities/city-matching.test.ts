/**
 * One city, however it arrives, on SQLite and (with TEST_POSTGRES_URL)
 * PostgreSQL: a setlist.fm import lands on the catalogue's cities by
 * GeoNames id, by coordinates and by common English name, never adding
 * 'Gothenburg' beside Göteborg; a show logged by hand in Québec and an
 * imported 'Quebec City' one are one gig (and, for one user, a duplicate);
 * city search finds a later word ('Petersburg') and a common name
 * ('Gothenburg'); the cities users created before the matching are merged
 * into the catalogue's with every row naming them, counters equal to a
 * recount.
 */
import { describe, expect, it } from 'vitest';
import type { GigPage, ImportCommitResponse, ImportPreviewResponse } from '@gigrank/domain';
import { insertCity, mergeDuplicateCities } from '@gigrank/db';
import { counterMismatches, daysAgo, useTestApp } from '../support/helpers';
import type { TestUser } from '../support/requests';

const t = useTestApp();
const searcher = t.user();

interface SetlistCity {
  name: string;
  country: string;
  id?: string;
  stateCode?: string;
  coords?: { lat: number | string; long: number | string };
}

let nextId = 0;
/** A setlist.fm attended page (the shape of packages/domain/test/fixtures/setlistfm) of these shows. */
function page(shows: { artist: string; date: string; city: SetlistCity; venue?: string }[]) {
  return JSON.stringify({
    type: 'setlists',
    itemsPerPage: 20,
    page: 1,
    total: shows.length,
    setlist: shows.map((s) => {
      nextId += 1;
      const [yyyy, mm, dd] = s.date.split('-');
      const { country, ...city } = s.city;
      return {
        id: `c1ty${nextId.toString(16).padStart(4, '0')}`,
        eventDate: `${dd}-${mm}-${yyyy}`,
        artist: { mbid: 'x', name: s.artist },
        venue: {
          id: `v${nextId}`,
          name: s.venue ?? 'Arena',
          city: { ...city, country: { code: country, name: country } },
        },
        sets: { set: [] },
        url: `https://www.setlist.fm/setlist/x/${yyyy}/arena-${nextId}.html`,
      };
    }),
  });
}

/** Previews the page as `who`'s import and commits it: what the preview and the commit said. */
async function importPage(who: TestUser, text: string) {
  const file = {
    field: 'file',
    name: 'page.json',
    type: 'application/json',
    data: Buffer.from(text),
  };
  const url = `/api/users/${who.user.id}/imports`;
  const res = await who.form('POST', url, { source: 'setlistfm' }, [file]);
  expect(res.statusCode, res.body).toBe(200);
  const preview = res.json() as ImportPreviewResponse;
  const done = await who.post(`/api/users/${who.user.id}/imports/${preview.importId}/commit`);
  expect(done.statusCode, done.body).toBe(200);
  return { preview: preview.preview, commit: done.json() as ImportCommitResponse };
}

/** The city of each of a user's shows by artist: its name, country and GeoNames id. */
async function citiesOf(who: TestUser) {
  const rows = await t.db
    .selectFrom('shows')
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .innerJoin('cities', 'cities.id', 'shows.city_id')
    .select(['artists.name as artist', 'cities.id', 'cities.name', 'cities.country', 'geoname_id'])
    .where('shows.user_id', '=', who.user.id)
    .orderBy('shows.id')
    .execute();
  return Object.fromEntries(rows.map(({ artist, ...city }) => [artist, city]));
}

/** How many shows the gig page counts for this artist (name key), city and date. */
async function gigShows(who: TestUser, artistKey: string, cityId: number, date: string) {
  const { id } = await t.db
    .selectFrom('artists')
    .select('id')
    .where('name_key', '=', artistKey)
    .executeTakeFirstOrThrow();
  const gig = await who.get(`/api/gigs/${id}/${cityId}/${date}`);
  expect(gig.statusCode, gig.body).toBe(200);
  return (gig.json() as GigPage).count;
}

const catalogueCity = (geonameId: number) =>
  t.db
    .selectFrom('cities')
    .selectAll()
    .where('geoname_id', '=', geonameId)
    .executeTakeFirstOrThrow();

const GOTEBORG = 2711537;
const SAINT_PETERSBURG = 498817;
const QUEBEC = 6325494;

describe('importing cities', () => {
  it('lands on the catalogue cities by GeoNames id, coordinates and English name', async () => {
    const ann = await t.newUser();
    const before = await t.countRows('cities');
    const { commit } = await importPage(
      ann,
      page([
        // By id (coordinates off by 60 km: the id decides).
        {
          artist: 'Ghost',
          date: '2023-05-01',
          city: {
            name: 'Gothenburg',
            country: 'SE',
            id: String(GOTEBORG),
            coords: { lat: 58.2, long: 12.3 },
          },
        },
        // By coordinates (no id), as setlist.fm writes them: strings.
        {
          artist: 'Ghost',
          date: '2023-05-03',
          city: {
            name: 'Saint-Petersburg',
            country: 'RU',
            stateCode: '66',
            coords: { lat: '59.8944', long: '30.2642' },
          },
        },
        // By English name (neither id nor coordinates).
        { artist: 'Ghost', date: '2023-05-05', city: { name: 'Quebec City', country: 'CA' } },
      ]),
    );
    expect(commit.created).toBe(3);
    expect(await t.countRows('cities')).toBe(before);
    const byDate = await t.db
      .selectFrom('shows')
      .innerJoin('cities', 'cities.id', 'shows.city_id')
      .select(['shows.date', 'cities.name', 'cities.geoname_id'])
      .where('shows.user_id', '=', ann.user.id)
      .orderBy('shows.date')
      .execute();
    expect(byDate).toEqual([
      { date: '2023-05-01', name: 'Göteborg', geoname_id: GOTEBORG },
      { date: '2023-05-03', name: 'Saint Petersburg', geoname_id: SAINT_PETERSBURG },
      { date: '2023-05-05', name: 'Québec', geoname_id: QUEBEC },
    ]);
    expect(await counterMismatches(t.db, { users: [ann.user.id] })).toEqual([]);
  });

  it('creates a city no rule matches, keeping its GeoNames id and coordinates, once', async () => {
    const ann = await t.newUser();
    const far = {
      name: 'Smögen Harbour',
      country: 'SE',
      id: '99000001',
      coords: { lat: 58.3536, long: 11.2235 },
    };
    await importPage(ann, page([{ artist: 'Ghost', date: '2022-07-01', city: far }]));
    const created = await catalogueCity(99000001);
    expect(created).toMatchObject({ name: 'Smögen Harbour', country: 'SE', population: 0 });
    expect(created.latitude).toBeCloseTo(58.3536, 4);
    expect(created.longitude).toBeCloseTo(11.2235, 4);
    // Spelled otherwise, the same id is the same city.
    await importPage(
      ann,
      page([{ artist: 'Muse', date: '2022-07-02', city: { ...far, name: 'Smogen' } }]),
    );
    expect((await citiesOf(ann)).Muse?.id).toBe(created.id);
  });

  it('a show logged by hand in Québec and an imported Quebec City one are one gig', async () => {
    const bob = await t.newUser();
    const ann = await t.newUser();
    const fields = { artist: 'Arcade Fire', city: 'Québec', date: '2022-09-10' };
    const show = await bob.addShow({ ...fields, score: 80 });
    // The same user imports it: a duplicate of the show logged by hand, not a second one.
    const own = await importPage(
      bob,
      page([
        { artist: 'Arcade Fire', date: '2022-09-10', city: { name: 'Quebec City', country: 'CA' } },
      ]),
    );
    expect(own.preview.duplicates.map((d) => d.showId)).toEqual([show.id]);
    expect(own.commit.created).toBe(0);
    // Another user imports it: one gig, two goers.
    await importPage(
      ann,
      page([
        {
          artist: 'Arcade Fire',
          date: '2022-09-10',
          city: {
            name: 'Quebec City',
            country: 'CA',
            stateCode: '10',
            coords: { lat: 46.81228, long: -71.21454 },
          },
        },
      ]),
    );
    const bobs = (await citiesOf(bob))['Arcade Fire']!;
    const anns = (await citiesOf(ann))['Arcade Fire']!;
    expect(anns).toEqual(bobs);
    expect(bobs.geoname_id).toBe(QUEBEC);
    expect(await gigShows(bob, 'arcade fire', bobs.id, '2022-09-10')).toBe(2);
  });

  it('POST /api/cities finds the catalogue city of a common name or another spelling', async () => {
    const ann = await t.newUser();
    for (const [name, country, geonameId] of [
      ['Gothenburg', 'SE', GOTEBORG],
      ['St. Petersburg', 'RU', SAINT_PETERSBURG],
      ['Quebec City', 'CA', QUEBEC],
    ] as const) {
      const res = await ann.post('/api/cities', { name, country });
      // 200: found (201 would be a city added).
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().id, name).toBe((await catalogueCity(geonameId)).id);
    }
  });
});

describe('creating a city', () => {
  it('two creations of one GeoNames city at once give one row, not an error', async () => {
    const city = { name: 'Twinborough', nameKey: 'twinborough', country: 'PT', geonameId: 990_001 };
    const [a, b] = await Promise.all([
      t.database.db.transaction().execute((trx) => insertCity(trx, city)),
      t.database.db.transaction().execute((trx) => insertCity(trx, city)),
    ]);
    expect(a.id).toBe(b.id);
    const rows = await t.database.db
      .selectFrom('cities')
      .select('id')
      .where('geoname_id', '=', 990_001)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('city search', () => {
  it('finds a later word of the name and a common name, most populous first', async () => {
    const names = async (q: string) => {
      const res = await searcher.get(`/api/cities?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { name: string; country: string }[]).map(
        (c) => `${c.name}, ${c.country}`,
      );
    };
    expect((await names('Petersburg'))[0]).toBe('Saint Petersburg, RU');
    expect(await names('Petersburg')).toContain('St. Petersburg, US');
    expect((await names('St Petersburg'))[0]).toBe('Saint Petersburg, RU');
    expect((await names('Saint-Peters'))[0]).toBe('Saint Petersburg, RU');
    expect((await names('Gothenburg'))[0]).toBe('Göteborg, SE');
    expect((await names('Goth'))[0]).toBe('Göteborg, SE');
    expect((await names('Quebec City'))[0]).toBe('Québec, CA');
    // A word being typed is not yet 'Saint': 'St' still finds Stockholm.
    expect(await names('St')).toContain('Stockholm, SE');
    const trpc = await searcher.query('cities.search', { q: 'Gothenburg' });
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(trpc.json().result.data[0].name).toBe('Göteborg');
  });
});

describe('merging the duplicates created before the matching', () => {
  it("a hand-typed 'Gothenburg, SE' show and an imported one end up one city and one gig", async () => {
    // What the matching before 0019 made: a city of its own for 'Gothenburg', SE.
    const typed = { name: 'Gothenburg', nameKey: 'gothenburg', country: 'SE' };
    const duplicate = await insertCity(t.db, typed);
    const [bob, ann, eva] = [await t.newUser(), await t.newUser(), await t.newUser()];
    await bob.addShow({
      artist: 'Refused',
      city: 'Gothenburg, SE',
      date: '2021-08-20',
      score: 90,
      venue: 'Ullevi',
    });
    await importPage(
      ann,
      page([
        {
          artist: 'Refused',
          date: '2021-08-20',
          city: { name: 'Gothenburg', country: 'SE' },
          venue: 'Ullevi',
        },
      ]),
    );
    await eva.addShow({
      artist: 'Refused',
      city: 'Göteborg',
      date: '2021-08-20',
      score: 60,
      venue: 'Ullevi',
    });
    const planned = await bob.post('/api/plans', {
      artist: 'Refused',
      city: 'Gothenburg, SE',
      date: daysAgo(-100),
    });
    expect(planned.statusCode, planned.body).toBeLessThan(300);
    expect((await citiesOf(bob)).Refused?.id).toBe(duplicate.id);
    expect((await citiesOf(ann)).Refused?.id).toBe(duplicate.id);

    const merged = await t.db.transaction().execute((trx) => mergeDuplicateCities(trx));
    expect(merged).toBeGreaterThanOrEqual(1);
    const goteborg = await catalogueCity(GOTEBORG);
    for (const who of [bob, ann, eva]) expect((await citiesOf(who)).Refused?.id).toBe(goteborg.id);
    expect(
      await t.db
        .selectFrom('cities')
        .select('id')
        .where('id', '=', duplicate.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    for (const table of ['shows', 'plans', 'venues', 'festivals', 'user_city_stats'] as const) {
      const left = await t.db
        .selectFrom(table)
        .select('city_id')
        .where('city_id', '=', duplicate.id)
        .execute();
      expect(left, table).toEqual([]);
    }
    // One venue of that name in Göteborg, holding the three shows.
    const venues = await t.db
      .selectFrom('venues')
      .select(['id', 'show_count'])
      .where('city_id', '=', goteborg.id)
      .where('name_key', '=', 'ullevi')
      .execute();
    expect(venues).toHaveLength(1);
    expect(await gigShows(eva, 'refused', goteborg.id, '2021-08-20')).toBe(3);
    expect(await counterMismatches(t.db)).toEqual([]);
  });
});
