import { describe, expect, it } from 'vitest';
import {
  cityCoordinates,
  geonameIdOf,
  NotASetlistFmPage,
  readSetlistFmPages,
  SETLIST_SONGS_MAX,
  setlistFmDate,
} from '../src/import/setlistfm';

import empty from './fixtures/setlistfm/attended-empty.json';
import page1 from './fixtures/setlistfm/attended-page-1.json';
import page2 from './fixtures/setlistfm/attended-page-2.json';

/** The fixtures, as the user's uploaded files (also used by the API and e2e tests). */
const FIXTURES: Record<string, unknown> = {
  'attended-page-1.json': page1,
  'attended-page-2.json': page2,
  'attended-empty.json': empty,
};
const fixture = (name: string): unknown => JSON.parse(JSON.stringify(FIXTURES[name])) as unknown;

describe('setlistFmDate', () => {
  it('reads dd-MM-yyyy as a calendar date, with no time-zone shift', () => {
    expect(setlistFmDate('21-06-2024')).toBe('2024-06-21');
    expect(setlistFmDate('01-01-2000')).toBe('2000-01-01');
    expect(setlistFmDate('31-12-1999')).toBe('1999-12-31');
    expect(setlistFmDate('29-02-2024')).toBe('2024-02-29');
  });

  it('refuses what is not a real day in that form', () => {
    for (const bad of [
      '29-02-2023',
      '31-04-2021',
      '00-01-2020',
      '12-13-2020',
      '2024-06-21',
      '1-6-2024',
      '',
      null,
      20240621,
    ]) {
      expect(setlistFmDate(bad), String(bad)).toBeNull();
    }
  });
});

describe('readSetlistFmPages', () => {
  const read = readSetlistFmPages([
    fixture('attended-page-1.json'),
    fixture('attended-page-2.json'),
  ]);

  it('makes a show of each readable setlist, across pages, in order', () => {
    expect(read.setlists.map((s) => [s.row, s.artist, s.date])).toEqual([
      [1, 'Björk', '2024-06-21'],
      [2, 'Sigur Rós', '2023-08-02'],
      [3, 'Bad Date Band', '2022-11-14'],
      [4, 'Radiohead', '2024-02-29'],
      [8, 'Québec Orchestra', '2019-05-05'],
    ]);
  });

  it('keeps the place, the tour and the source link', () => {
    const [bjork, sigur] = read.setlists;
    expect(bjork).toMatchObject({
      sourceId: '63de4613',
      sourceUrl:
        'https://www.setlist.fm/setlist/bjork/2024/coliseu-dos-recreios-lisbon-portugal-63de4613.html',
      city: 'Lisbon',
      countryCode: 'PT',
      stateCode: '14',
      venue: 'Coliseu dos Recreios',
      tour: 'Cornucopia',
    });
    // The city's GeoNames id and coordinates, what its city is matched by first.
    expect(bjork).toMatchObject({
      geonameId: 2267057,
      latitude: 38.7166667,
      longitude: -9.1333333,
    });
    // Coordinates as strings and a missing tour are taken as they come.
    expect(sigur).toMatchObject({
      city: 'Oeiras',
      venue: 'Passeio Marítimo de Algés',
      tour: null,
      geonameId: null,
      latitude: 38.6969,
      longitude: -9.3146,
    });
    expect(read.setlists[2]).toMatchObject({ geonameId: null, latitude: null, longitude: null });
    expect(read.setlists[4]).toMatchObject({
      city: 'Montréal',
      stateCode: 'QC',
      countryCode: 'CA',
      venue: null,
      sourceUrl: 'https://www.setlist.fm/setlist/quebec-orchestra/2019/montreal-33d8a4f1.html',
    });
  });

  it('keeps the songs heard live: tape left out, encores, covers and notes marked, white space tidied', () => {
    expect(read.setlists[0]!.setlist).toEqual([
      { title: 'Utopia' },
      { title: 'Isobel', note: 'acoustic' },
      { title: 'Pagan Poetry' },
      { title: 'Hyperballad', encore: true },
      { title: "It's Oh So Quiet", encore: true, coverOf: 'Betty Hutton' },
    ]);
    // `sets.set` as a single object.
    expect(read.setlists[1]!.setlist.map((s) => s.title)).toEqual([
      'Glósóli',
      'Sæglópur',
      'Popplagið',
    ]);
    // Empty sets in their shapes: [], "" and missing.
    expect(read.setlists[2]!.setlist).toEqual([]);
    expect(read.setlists[3]!.setlist).toEqual([]);
    // Nameless songs and tape given as the string "true" are left out too.
    expect(read.setlists[4]!.setlist).toEqual([{ title: 'Finale' }]);
  });

  it('refuses the rows that cannot make a show, each with its reason', () => {
    expect(read.refused).toEqual([
      { row: 6, message: 'Invalid date "31-04-2021" (expected dd-MM-yyyy)' },
      { row: 7, message: 'The setlist has no city' },
    ]);
  });

  it('skips a setlist met again in the same upload (a page saved twice), by its id', () => {
    expect(read.repeated.map(({ row, sourceId }) => ({ row, sourceId }))).toEqual([
      { row: 5, sourceId: '63de4613' },
    ]);
  });

  it('reads an account with nothing attended as nothing', () => {
    expect(readSetlistFmPages([fixture('attended-empty.json')])).toEqual({
      setlists: [],
      refused: [],
      repeated: [],
    });
  });

  it('refuses a file that is not such a page at all, naming it', () => {
    expect(() => readSetlistFmPages([fixture('attended-empty.json'), { hello: 'world' }])).toThrow(
      NotASetlistFmPage,
    );
    expect(() => readSetlistFmPages([[1, 2, 3]])).toThrow(
      /File 1 is not a setlist.fm attended list/,
    );
  });

  it('refuses rows without an id or an artist, and caps a runaway setlist', () => {
    const huge = Array.from({ length: SETLIST_SONGS_MAX + 50 }, (_, i) => ({ name: `Song ${i}` }));
    const page = {
      type: 'setlists',
      setlist: [
        { eventDate: '01-01-2020', artist: { name: 'No Id' } },
        { id: 'x1', eventDate: '01-01-2020', artist: {} },
        {
          id: 'x2',
          eventDate: '01-01-2020',
          artist: { name: 'Marathon' },
          venue: { city: { name: 'Porto', country: { code: 'PT' } } },
          sets: { set: [{ song: huge }] },
        },
      ],
    };
    const result = readSetlistFmPages([page]);
    expect(result.refused).toEqual([
      { row: 1, message: 'The setlist has no id' },
      { row: 2, message: 'The setlist has no artist' },
    ]);
    expect(result.setlists[0]!.setlist).toHaveLength(SETLIST_SONGS_MAX);
  });
});

describe('a city id and coordinates', () => {
  it('takes a GeoNames id of digits in range, and nothing else', () => {
    expect(geonameIdOf('2711537')).toBe(2711537);
    expect(geonameIdOf(2711537)).toBe(2711537);
    for (const bad of ['', '0', '-5', '12ab', '1e6', '99999999999', '2147483648', null, {}, 1.5]) {
      expect(geonameIdOf(bad), String(bad)).toBeNull();
    }
  });

  it('takes coordinates on the globe, both or neither, and not (0, 0)', () => {
    expect(cityCoordinates({ lat: '57.70716', long: 11.96679 })).toEqual({
      latitude: 57.70716,
      longitude: 11.96679,
    });
    for (const bad of [
      { lat: 91, long: 0 },
      { lat: 10, long: -180.5 },
      { lat: 10 },
      { lat: 'north', long: 3 },
      { lat: 0, long: 0 },
      { lat: '1e2', long: 3 },
      'somewhere',
      null,
    ]) {
      expect(cityCoordinates(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
