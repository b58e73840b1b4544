import { describe, expect, it } from 'vitest';
import { describeReturns, itReturns } from './cases';
import {
  addDays,
  isFutureShowDate,
  isValidIsoDate,
  isoDateInTimeZone,
  parseIsoDate,
  streakWeeks,
  todayIso,
  weekStart,
} from '../src';

describe('parseIsoDate / isValidIsoDate', () => {
  itReturns(isValidIsoDate, [
    ['2026-04-05', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-04-00', false],
    ['2026-4-5', false],
    ['2026-04-05T00:00:00Z', false],
    ['', false],
  ]);
  it('splits the parts', () => {
    expect(parseIsoDate('2026-04-05')).toEqual({ year: 2026, month: 4, day: 5 });
  });
});

describe('addDays', () => {
  itReturns(
    addDays,
    [
      ['2026-04-05', 1, '2026-04-06'],
      ['2026-04-05', -5, '2026-03-31'],
      ['2025-12-31', 1, '2026-01-01'],
      ['2024-02-28', 1, '2024-02-29'],
      ['2023-02-28', 1, '2023-03-01'],
      ['2026-03-29', 1, '2026-03-30'],
    ],
    '%s + %i -> %s',
  );
  it('throws on an invalid date', () => {
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });
});

describeReturns('weekStart (Monday)', weekStart, [
  ['2026-04-06', '2026-04-06'], // Monday
  ['2026-04-08', '2026-04-06'], // Wednesday
  ['2026-04-12', '2026-04-06'], // Sunday belongs to the week that began Monday
  ['2026-04-05', '2026-03-30'], // Sunday
  ['2026-01-01', '2025-12-29'], // Thursday, week crosses the year boundary
  ['2026-01-04', '2025-12-29'], // Sunday
  ['1970-01-01', '1969-12-29'], // before the epoch's first Monday
]);

describe('todayIso', () => {
  it('uses the UTC calendar day', () => {
    expect(todayIso(Date.UTC(2026, 3, 5, 23, 59, 59))).toBe('2026-04-05');
    expect(todayIso(new Date(Date.UTC(2026, 3, 6, 0, 0, 0)))).toBe('2026-04-06');
  });
});

describe('isoDateInTimeZone', () => {
  const instant = Date.UTC(2026, 3, 5, 23, 30, 0);
  itReturns(
    (zone: string | null | undefined) => isoDateInTimeZone(instant, zone),
    [
      [undefined, '2026-04-05'],
      [null, '2026-04-05'],
      ['UTC', '2026-04-05'],
      ['Europe/Paris', '2026-04-06'],
      ['America/New_York', '2026-04-05'],
      ['Not/AZone', '2026-04-05'],
    ],
  );
});

describe('isFutureShowDate', () => {
  itReturns(
    (date: string) => isFutureShowDate(date, '2026-04-05'),
    [
      ['2026-04-04', false],
      ['2026-04-05', false],
      ['2026-04-06', false], // tomorrow is allowed
      ['2026-04-07', true], // after tomorrow is refused
      ['2027-01-01', true],
    ],
    '%s (today 2026-04-05) -> %s',
  );
  it('crosses a year boundary', () => {
    expect(isFutureShowDate('2026-01-01', '2025-12-31')).toBe(false);
    expect(isFutureShowDate('2026-01-02', '2025-12-31')).toBe(true);
  });
});

describe('streakWeeks', () => {
  // 2026-04-08 is a Wednesday; this week starts Monday 2026-04-06.
  const today = '2026-04-08';
  it.each<[string, string[], number]>([
    ['no shows', [], 0],
    ['this week only', ['2026-04-06'], 1],
    ['this week, later than today', ['2026-04-12'], 1],
    ['last week only (Sunday)', ['2026-04-05'], 1],
    ['last week only (Monday)', ['2026-03-30'], 1],
    ['two weeks ago only', ['2026-03-29'], 0],
    ['two weeks ago only (Monday)', ['2026-03-23'], 0],
    ['this week and last week', ['2026-04-07', '2026-04-01'], 2],
    ['several shows in one week count once', ['2026-04-06', '2026-04-07', '2026-04-08'], 1],
    ['three consecutive weeks', ['2026-04-08', '2026-04-01', '2026-03-25'], 3],
    ['a gap stops the streak', ['2026-04-08', '2026-04-01', '2026-03-18', '2026-03-11'], 2],
    ['last week and before, none this week', ['2026-04-02', '2026-03-26', '2026-03-19'], 3],
    ['order does not matter', ['2026-03-25', '2026-04-08', '2026-04-01'], 3],
    ['next week does not count', ['2026-04-13'], 0],
    ['invalid dates are ignored', ['bad', '2026-02-30', '2026-04-06'], 1],
  ])('%s', (_name, dates, expected) => {
    expect(streakWeeks(dates, today)).toBe(expected);
  });

  it('uses Monday, not Sunday, as the first day of the week', () => {
    // Today Sunday 2026-04-12: Monday 2026-04-06 is the same week.
    expect(streakWeeks(['2026-04-06'], '2026-04-12')).toBe(1);
    // Today Monday 2026-04-13: Sunday 2026-04-12 is last week, Sunday 2026-04-05 two weeks ago.
    expect(streakWeeks(['2026-04-12'], '2026-04-13')).toBe(1);
    expect(streakWeeks(['2026-04-05'], '2026-04-13')).toBe(0);
    // A Sunday and the next Monday are two different weeks.
    expect(streakWeeks(['2026-04-05', '2026-04-06'], '2026-04-08')).toBe(2);
  });

  it('crosses a year boundary', () => {
    // Week of Mon 2025-12-29 holds 2026-01-01; the week before starts 2025-12-22.
    expect(streakWeeks(['2026-01-02', '2025-12-24', '2025-12-15'], '2026-01-03')).toBe(3);
    expect(streakWeeks(['2025-12-31', '2025-12-20'], '2026-01-07')).toBe(1);
  });
});
