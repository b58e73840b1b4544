import type { NearbyPlaces, PhotoEvening } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { backfillCsv, draftOf, draftProblem, nearText, suggestionText } from './backfill-text';

const EVENING: PhotoEvening = {
  date: '2024-06-21',
  centre: { lat: 38.7159, lng: -9.1404 },
  photoIds: ['0', '1'],
  firstLocal: '2024-06-21T21:00:00',
  lastLocal: '2024-06-22T00:40:00',
  spanMinutes: 220,
};

const LISBON = { id: 1, name: 'Lisbon', countryCode: 'PT', distanceKm: 0.6 };
const ALMADA = { id: 2, name: 'Almada', countryCode: 'PT', distanceKm: 3.4 };
const COLISEU = { id: 9, name: 'Coliseu dos Recreios', cityName: 'Lisbon', distanceKm: 0.1 };
const FAR_VENUE = { id: 10, name: 'Altice Arena', cityName: 'Lisbon', distanceKm: 7.2 };

function places(partial: Partial<NearbyPlaces>): NearbyPlaces {
  return { cities: [LISBON, ALMADA], venues: [], gigs: [], ...partial };
}

describe('draftOf', () => {
  it('starts from the gig most people logged there that night', () => {
    const nearby = places({
      venues: [COLISEU],
      gigs: [
        {
          artistId: 5,
          artistName: 'Radiohead',
          cityId: 2,
          cityName: 'Almada',
          venueName: null,
          people: 14,
        },
      ],
    });
    expect(draftOf(EVENING, nearby)).toEqual({
      artist: 'Radiohead',
      city: 'Almada',
      venue: '',
      date: '2024-06-21',
      country: { city: 'Almada', code: 'PT' },
    });
    expect(suggestionText(nearby)).toBe('Radiohead in Almada? 14 people logged it');
  });

  it('without a gig: the nearest city and the nearest venue within the radius', () => {
    expect(draftOf(EVENING, places({ venues: [COLISEU] }))).toMatchObject({
      artist: '',
      city: 'Lisbon',
      venue: 'Coliseu dos Recreios',
    });
    expect(draftOf(EVENING, places({ venues: [FAR_VENUE] })).venue).toBe('');
    expect(nearText(places({ venues: [FAR_VENUE] }))).toBe('Near Lisbon (PT)');
    expect(nearText(places({ venues: [COLISEU] }))).toBe('Near Coliseu dos Recreios, Lisbon (PT)');
    expect(nearText(places({ cities: [] }))).toBeNull();
  });

  it('before the server answers: the date alone', () => {
    expect(draftOf(EVENING, null)).toEqual({
      artist: '',
      city: '',
      venue: '',
      date: '2024-06-21',
      country: null,
    });
  });
});

describe('draftProblem', () => {
  const draft = { artist: 'A', city: 'Lisbon', venue: '', date: '2024-06-21', country: null };
  it('needs an artist, a city and a real day', () => {
    expect(draftProblem(draft)).toBeNull();
    expect(draftProblem({ ...draft, artist: ' ' })).toMatch(/artist/);
    expect(draftProblem({ ...draft, city: '' })).toMatch(/city/);
    expect(draftProblem({ ...draft, date: '2024-02-30' })).toMatch(/real day/);
  });
});

describe('backfillCsv', () => {
  it('writes one unscored row per show, the country only for the city it was found for', () => {
    const csv = backfillCsv([
      {
        artist: 'Radiohead',
        city: 'Lisbon',
        venue: 'Coliseu dos Recreios',
        date: '2024-06-21',
        country: { city: 'Lisbon', code: 'PT' },
      },
      {
        artist: 'Crosby, Stills & Nash',
        city: 'Sintra',
        venue: 'Quinta "da" Regaleira',
        date: '2023-07-01',
        country: { city: 'Lisbon', code: 'PT' },
      },
      { artist: "'=Formula", city: 'Porto', venue: '', date: '2022-01-02', country: null },
    ]);
    expect(csv).toBe(
      [
        'date,artist,city,country,venue',
        '2024-06-21,Radiohead,Lisbon,PT,Coliseu dos Recreios',
        '2023-07-01,"Crosby, Stills & Nash",Sintra,,"Quinta ""da"" Regaleira"',
        "2022-01-02,''=Formula,Porto,,",
        '',
      ].join('\n'),
    );
  });
});
