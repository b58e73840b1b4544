import { describe, expect, it } from 'vitest';
import {
  festivalDatesText,
  hasAverage,
  pageCount,
  sortArtistInsights,
  sortCityInsights,
  sortVenueInsights,
} from './insights';

const artist = (id: number, artistName: string, avgScore: string | null, showCount: number) => ({
  id,
  artistName,
  avgScore,
  showCount,
});
const city = (id: number, cityName: string, showCount: number, avgScore: string | null) => ({
  id,
  cityName,
  country: null,
  showCount,
  avgScore,
});

describe('sortArtistInsights', () => {
  it('orders by average, highest first, comparing numbers not strings', () => {
    const sorted = sortArtistInsights([
      artist(1, 'A', '9.00', 1),
      artist(2, 'B', '85.50', 1),
      artist(3, 'C', '100.00', 1),
    ]);
    expect(sorted.map((a) => a.artistName)).toEqual(['C', 'B', 'A']);
  });

  it('counts a missing average as 0 and breaks ties by shows, then name', () => {
    const sorted = sortArtistInsights([
      artist(1, 'Zed', null, 3),
      artist(2, 'Beta', '70.00', 1),
      artist(3, 'Alpha', '70.00', 1),
      artist(4, 'Gamma', '70.00', 2),
    ]);
    expect(sorted.map((a) => a.artistName)).toEqual(['Gamma', 'Alpha', 'Beta', 'Zed']);
  });

  it('leaves its input alone', () => {
    const input = [artist(1, 'A', '10', 1), artist(2, 'B', '90', 1)];
    sortArtistInsights(input);
    expect(input.map((a) => a.id)).toEqual([1, 2]);
  });
});

describe('sortCityInsights', () => {
  it('orders by show count, then average, then name', () => {
    const sorted = sortCityInsights([
      city(1, 'Porto', 1, '95.00'),
      city(2, 'Lisbon', 3, '60.00'),
      city(3, 'Madrid', 1, null),
      city(4, 'Berlin', 1, '95.00'),
    ]);
    expect(sorted.map((c) => c.cityName)).toEqual(['Lisbon', 'Berlin', 'Porto', 'Madrid']);
  });
});

describe('hasAverage', () => {
  it('is true only for a readable number', () => {
    expect(hasAverage('81.50')).toBe(true);
    expect(hasAverage('0')).toBe(true);
    expect(hasAverage(null)).toBe(false);
    expect(hasAverage(undefined)).toBe(false);
    expect(hasAverage('')).toBe(false);
    expect(hasAverage('n/a')).toBe(false);
  });
});

describe('sortVenueInsights', () => {
  const venue = (id: number, venueName: string, showCount: number, avgScore: string | null) => ({
    id,
    venueName,
    cityName: 'Lisbon',
    country: 'PT',
    showCount,
    avgScore,
  });
  it('orders by shows, then average, then name', () => {
    const sorted = sortVenueInsights([
      venue(1, 'B', 1, '90'),
      venue(2, 'A', 1, '90'),
      venue(3, 'C', 1, '95'),
      venue(4, 'D', 3, null),
    ]);
    expect(sorted.map((v) => v.venueName)).toEqual(['D', 'C', 'A', 'B']);
  });
});

describe('festivalDatesText', () => {
  it.each([
    ['2025-06-12', '2025-06-12', '12 Jun 2025'],
    ['2025-06-05', '2025-06-08', '5–8 Jun 2025'],
    ['2025-06-30', '2025-07-02', '30 Jun – 2 Jul 2025'],
    ['2025-12-30', '2026-01-02', '30 Dec 2025 – 2 Jan 2026'],
    ['soon', 'later', 'soon – later'],
  ])('%s to %s -> %s', (start, end, expected) => {
    expect(festivalDatesText(start, end)).toBe(expected);
  });
});

describe('pageCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [49, '49'],
    [50, '50+'],
  ])('%s rows of a 50-row page -> %s', (rows, expected) => {
    expect(pageCount(rows, 50)).toBe(expected);
  });
});
