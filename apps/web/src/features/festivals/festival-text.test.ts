import { describe, expect, it } from 'vitest';
import {
  defaultFestivalDay,
  editionOf,
  festivalDayLabel,
  festivalDays,
  festivalOptionLabel,
  festivalTitle,
  formatFestivalDates,
  stageAndTime,
} from './festival-text';

describe('festivalDays', () => {
  it.each([
    ['one day', '2026-06-05', '2026-06-05', ['2026-06-05']],
    ['three days', '2026-06-05', '2026-06-07', ['2026-06-05', '2026-06-06', '2026-06-07']],
    ['across a month', '2026-05-31', '2026-06-01', ['2026-05-31', '2026-06-01']],
    ['across a year', '2025-12-31', '2026-01-01', ['2025-12-31', '2026-01-01']],
    ['across 29 February', '2028-02-28', '2028-03-01', ['2028-02-28', '2028-02-29', '2028-03-01']],
    ['end before start', '2026-06-07', '2026-06-05', []],
    ['unusable dates', '2026-02-30', '2026-03-01', []],
  ])('%s', (_case, start, end, days) => {
    expect(festivalDays(start, end)).toEqual(days);
  });
});

describe('formatFestivalDates', () => {
  it.each([
    ['one day', '2026-06-05', '2026-06-05', '5 Jun 2026'],
    ['days of one month', '2026-06-05', '2026-06-07', '5-7 Jun 2026'],
    ['across months', '2026-05-30', '2026-06-01', '30 May - 1 Jun 2026'],
    ['across years', '2025-12-30', '2026-01-02', '30 Dec 2025 - 2 Jan 2026'],
    ['an unusable end', '2026-06-05', '', '5 Jun 2026'],
  ])('%s', (_case, start, end, text) => {
    expect(formatFestivalDates(start, end)).toBe(text);
  });
});

describe('defaultFestivalDay', () => {
  const days = ['2026-06-05', '2026-06-06'];
  it('is the only day of a one-day festival, whenever it is', () => {
    expect(defaultFestivalDay(['2026-06-05'], '2026-09-01')).toBe('2026-06-05');
  });
  it('is today while the festival is on', () => {
    expect(defaultFestivalDay(days, '2026-06-06')).toBe('2026-06-06');
  });
  it('is none before or after a festival of several days', () => {
    expect(defaultFestivalDay(days, '2026-06-04')).toBeNull();
    expect(defaultFestivalDay(days, '2026-06-07')).toBeNull();
    expect(defaultFestivalDay([], '2026-06-07')).toBeNull();
  });
});

describe('labels', () => {
  it('names the day as its chip does', () => {
    expect(festivalDayLabel('2026-06-05')).toBe('Fri 5 Jun');
    expect(festivalDayLabel('2026-06-07')).toBe('Sun 7 Jun');
  });
  it('titles a festival by name and edition, and lists it with its city', () => {
    const festival = { name: 'Primavera Sound', edition: 2026, city: 'Barcelona' };
    expect(festivalTitle(festival)).toBe('Primavera Sound 2026');
    expect(festivalOptionLabel(festival)).toBe('Primavera Sound 2026 · Barcelona');
  });
  it('gives the stage and time that were given', () => {
    expect(stageAndTime('Main stage', '21:30')).toBe('Main stage · 21:30');
    expect(stageAndTime('Main stage', null)).toBe('Main stage');
    expect(stageAndTime(undefined, '21:30')).toBe('21:30');
    expect(stageAndTime('  ', '')).toBe('');
  });
  it("takes the start date's year as the edition", () => {
    expect(editionOf('2026-06-05')).toBe(2026);
    expect(editionOf('')).toBeNull();
  });
});
