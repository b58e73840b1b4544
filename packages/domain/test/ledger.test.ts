import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatDistance,
  fromMinorUnits,
  greatCircleKm,
  isCurrencyCode,
  placed,
  summariseLedger,
  ticketSchema,
  toMinorUnits,
  tripsOf,
  type LedgerShow,
} from '../src';

describe('money in minor units', () => {
  it.each([
    ['45.50', 'EUR', 4550],
    ['45.5', 'EUR', 4550],
    ['45', 'EUR', 4500],
    ['0.07', 'USD', 7],
    ['6000', 'JPY', 6000],
    ['1.234', 'KWD', 1234],
    [' 12.30 ', 'GBP', 1230],
  ])('%s %s is %i minor units, and back', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
    expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
  });

  it.each([
    ['45.505', 'EUR'],
    ['45.5', 'JPY'],
    ['-1', 'EUR'],
    ['1e3', 'EUR'],
    ['12,50', 'EUR'],
    ['', 'EUR'],
    ['1000001', 'EUR'],
  ])('refuses %j in %s', (amount, currency) => {
    expect(toMinorUnits(amount, currency)).toBeNull();
  });

  it('knows each currency’s digits and code', () => {
    expect([currencyDigits('EUR'), currencyDigits('JPY'), currencyDigits('BHD')]).toEqual([
      2, 0, 3,
    ]);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XXQ')).toBe(false);
  });

  it('sums without drift: ten tickets of 0.10 are exactly 1.00', () => {
    const shows = Array.from({ length: 10 }, (_, i) =>
      show({ id: i + 1, ticket: { amount: toMinorUnits('0.10', 'EUR')!, currency: 'EUR' } }),
    );
    const { spend } = summariseLedger(shows);
    expect(spend).toEqual([{ currency: 'EUR', amount: 100, shows: 10 }]);
    expect(fromMinorUnits(spend[0]!.amount, 'EUR')).toBe('1.00');
  });

  it('reads a ticket from an object or JSON text, upper-casing the currency', () => {
    expect(ticketSchema.parse({ amount: '10', currency: 'gbp', seat: ' ' })).toEqual({
      amount: 1000,
      currency: 'GBP',
      seat: null,
      seller: null,
    });
    expect(ticketSchema.parse('{"amount":3,"currency":"EUR"}')?.amount).toBe(300);
    expect(ticketSchema.parse('')).toBeNull();
    expect(ticketSchema.parse(undefined)).toBeUndefined();
  });
});

describe('distance', () => {
  it('measures great circles, shown in the user’s unit', () => {
    // Göteborg to Stockholm, about 398 km.
    expect(greatCircleKm(57.70716, 11.96679, 59.33258, 18.0649)).toBeCloseTo(398, -1);
    expect(greatCircleKm(10, 10, 10, 10)).toBe(0);
    expect(formatDistance(1609.344, 'mi', 'en')).toBe('1,000 mi');
    expect(formatDistance(503.4, 'km', 'en')).toBe('503 km');
  });

  it('takes a city at 0, 0 for one without coordinates', () => {
    expect(placed({ latitude: 0, longitude: 0 })).toBeNull();
    expect(placed({ latitude: 0, longitude: 5 })).toEqual({ latitude: 0, longitude: 5 });
  });
});

let nextId = 100;
function show(over: Partial<LedgerShow>): LedgerShow {
  return {
    id: nextId++,
    date: '2025-01-01',
    artistId: 1,
    artistName: 'Band',
    cityId: 1,
    cityName: 'Home',
    score: null,
    ticket: null,
    distanceKm: 0,
    ...over,
  };
}

describe('trips', () => {
  it('groups away shows on consecutive days, leaves home shows and unknown distances out', () => {
    const a = show({ date: '2025-06-01', cityName: 'Porto', distanceKm: 274 });
    const b = show({ date: '2025-06-02', cityName: 'Madrid', distanceKm: 503 });
    const c = show({ date: '2025-06-03', cityName: 'Madrid', distanceKm: 503 });
    const home = show({ date: '2025-06-04', distanceKm: 0 });
    const later = show({ date: '2025-06-06', cityName: 'Paris', distanceKm: 1450 });
    const unknown = show({ date: '2025-06-07', cityName: 'Nowhere', distanceKm: null });
    expect(tripsOf([later, c, a, home, b, unknown])).toEqual([
      {
        from: '2025-06-01',
        to: '2025-06-03',
        cities: ['Porto', 'Madrid'],
        showIds: [a.id, b.id, c.id],
      },
      { from: '2025-06-06', to: '2025-06-06', cities: ['Paris'], showIds: [later.id] },
    ]);
  });
});

describe('a ledger summary', () => {
  it('divides each currency’s spend by its loved shows, picks the dearest and best value in the main one', () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    const loved = show({ score: 90, ticket: eur(9000), artistId: 2, artistName: 'Big' });
    const fine = show({ score: 60, ticket: eur(1200) });
    const cheapLove = show({ score: 80, ticket: eur(2000) });
    const yen = show({ score: 95, ticket: { amount: 6000, currency: 'JPY' }, distanceKm: 10_000 });
    const summary = summariseLedger([loved, fine, cheapLove, yen]);
    expect(summary.spend).toEqual([
      { currency: 'EUR', amount: 12200, shows: 3 },
      { currency: 'JPY', amount: 6000, shows: 1 },
    ]);
    expect(summary.costPerLovedShow).toEqual([
      { currency: 'EUR', amount: 6100 },
      { currency: 'JPY', amount: 6000 },
    ]);
    expect(summary.mostExpensive).toEqual({ showId: loved.id, ...eur(9000) });
    // 12.00 for 60 points is 0.20 a point; 20.00 for 80 is 0.25.
    expect(summary.bestValue).toEqual({ showId: fine.id, score: 60, ...eur(1200) });
    expect(summary.artists[0]).toMatchObject({ artistName: 'Big', amount: 9000, currency: 'EUR' });
    expect(summary.furthest).toEqual({ showId: yen.id, city: 'Home', distanceKm: 10_000 });
    expect(summary.distanceKm).toBe(10_000);
  });

  it('is empty for no shows', () => {
    expect(summariseLedger([])).toMatchObject({
      spend: [],
      costPerLovedShow: [],
      mostExpensive: null,
      bestValue: null,
      distanceKm: 0,
      furthest: null,
      trips: [],
    });
  });
});
