import { moneyText, type Ledger } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import {
  ALL_TIME,
  ledgerFacts,
  ledgerYear,
  ledgerYearOptions,
  mayReadLedger,
  tripText,
} from './ledger-text';

const EMPTY: Ledger = {
  year: 2026,
  unit: 'km',
  homeCity: null,
  spend: [],
  costPerLovedShow: [],
  artists: [],
  mostExpensive: null,
  bestValue: null,
  distanceKm: 0,
  furthest: null,
  trips: [],
};

const FULL: Ledger = {
  ...EMPTY,
  homeCity: { id: 1, name: 'Lisbon', countryCode: 'PT' },
  spend: [
    { currency: 'EUR', amount: '91.00', shows: 2 },
    { currency: 'JPY', amount: '6000', shows: 1 },
  ],
  costPerLovedShow: [{ currency: 'EUR', amount: '45.50' }],
  distanceKm: 1638,
  furthest: { showId: 8, city: 'Barcelona', distanceKm: 1005 },
  trips: [
    { from: '2026-05-03', to: '2026-05-04', cities: ['Madrid', 'Barcelona'], showIds: [7, 8] },
  ],
};

describe('ledgerYearOptions', () => {
  it('lists this year and the years with shows, newest first, then all time', () => {
    expect(ledgerYearOptions([2024, 2026, 2023], 2026)).toEqual([
      { value: '2026', label: '2026' },
      { value: '2024', label: '2024' },
      { value: '2023', label: '2023' },
      { value: ALL_TIME, label: 'All time' },
    ]);
  });

  it('has this year even without shows in it', () => {
    expect(ledgerYearOptions([], 2026).map((o) => o.label)).toEqual(['2026', 'All time']);
  });
});

describe('ledgerYear', () => {
  it('reads a year, and all time as no year', () => {
    expect(ledgerYear('2025')).toBe(2025);
    expect(ledgerYear(ALL_TIME)).toBeUndefined();
  });
});

describe('mayReadLedger', () => {
  it('lets the owner read it, and a follower when spend is shared', () => {
    expect(mayReadLedger({ shareSpend: false }, true, false)).toBe(true);
    expect(mayReadLedger({ shareSpend: true }, false, true)).toBe(true);
    expect(mayReadLedger({ shareSpend: true }, false, false)).toBe(false);
    expect(mayReadLedger({ shareSpend: false }, false, true)).toBe(false);
    expect(mayReadLedger({}, false, true)).toBe(false);
  });
});

describe('moneyText', () => {
  it("formats an amount in its currency's digits", () => {
    expect(moneyText('45.50', 'EUR', 'en-US')).toBe('€45.50');
    expect(moneyText('6000', 'JPY', 'en-US')).toBe('¥6,000');
    expect(moneyText('1200', 'GBP', 'en-GB')).toBe('£1,200.00');
  });

  it('keeps an amount it cannot read as written, with its code', () => {
    expect(moneyText('4.505', 'EUR', 'en-US')).toBe('4.505 EUR');
  });
});

describe('tripText', () => {
  it('says the days and the cities in order', () => {
    expect(tripText(FULL.trips[0]!)).toBe('3–4 May 2026 · Madrid → Barcelona');
    expect(
      tripText({ from: '2026-06-01', to: '2026-06-01', cities: ['Porto'], showIds: [1] }),
    ).toBe('1 Jun 2026 · Porto');
  });
});

describe('ledgerFacts', () => {
  it('has nothing to say of an empty ledger', () => {
    expect(ledgerFacts(EMPTY)).toEqual([]);
  });

  it('gives each figure with something to say, in order', () => {
    expect(ledgerFacts(FULL, 'en-US')).toEqual([
      {
        key: 'spend',
        label: 'Spent on tickets',
        short: 'Spent',
        value: '€91.00',
        note: '2 shows · +1 currency',
      },
      {
        key: 'costPerLovedShow',
        label: 'Per loved show',
        short: 'Per loved show',
        value: '€45.50',
        note: 'Shows scored 80+',
      },
      {
        key: 'distance',
        label: 'Distance travelled',
        short: 'Travelled',
        value: '1,638 km',
        note: 'From Lisbon, one way',
      },
      {
        key: 'furthest',
        label: 'Furthest gig',
        short: 'Furthest',
        value: 'Barcelona',
        note: '1,005 km',
      },
      { key: 'trips', label: 'Trips', short: 'Trips', value: '1', note: '2 cities' },
    ]);
  });

  it("reads distances in the owner's unit", () => {
    const facts = ledgerFacts({ ...FULL, unit: 'mi', homeCity: null }, 'en-US');
    expect(facts.find((f) => f.key === 'distance')).toMatchObject({
      value: '1,018 mi',
      note: 'One way',
    });
    expect(facts.find((f) => f.key === 'furthest')?.note).toBe('624 mi');
  });
});
