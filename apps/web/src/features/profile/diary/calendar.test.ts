import { describe, expect, it } from 'vitest';
import {
  bestScore,
  dayLabel,
  daysInMonth,
  isLeapYear,
  isoDay,
  monthWeeks,
  pickerYears,
  showsPerMonth,
  weekdayMondayFirst,
} from './calendar';

const show = (artist: string, score: number | null) => ({ id: 1, artist, score, city: 'Lisbon' });

describe('leap years', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('%i -> %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 1)).toBe(leap ? 29 : 28);
  });

  it('months have their lengths', () => {
    expect(Array.from({ length: 12 }, (_, m) => daysInMonth(2025, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });
});

describe('monthWeeks (Monday first)', () => {
  it('a month starting on a Monday has no leading blanks', () => {
    // 1 January 2024 was a Monday.
    expect(weekdayMondayFirst(2024, 0, 1)).toBe(0);
    const weeks = monthWeeks(2024, 0);
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks.at(-1)).toEqual([29, 30, 31, null, null, null, null]);
  });

  it('a month starting on a Sunday puts the 1st in the last column', () => {
    // 1 September 2024 was a Sunday.
    const weeks = monthWeeks(2024, 8);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks).toHaveLength(6);
  });

  it('February of a leap year ends on the 29th, of another year on the 28th', () => {
    expect(monthWeeks(2024, 1).flat().filter(Boolean).at(-1)).toBe(29);
    // February 2021: Monday 1st to Sunday 28th, exactly four weeks.
    expect(monthWeeks(2021, 1)).toHaveLength(4);
    expect(monthWeeks(2021, 1).flat()).not.toContain(null);
  });

  it('every week has seven cells and every day appears once, in order', () => {
    for (let month = 0; month < 12; month += 1) {
      const weeks = monthWeeks(2025, month);
      expect(weeks.every((w) => w.length === 7)).toBe(true);
      const days = weeks.flat().filter((d): d is number => d !== null);
      expect(days).toEqual(Array.from({ length: daysInMonth(2025, month) }, (_, i) => i + 1));
    }
  });
});

describe('the days', () => {
  it('isoDay pads month and day', () => {
    expect(isoDay(2024, 2, 4)).toBe('2024-03-04');
    expect(isoDay(2024, 11, 31)).toBe('2024-12-31');
  });

  it('counts shows per month', () => {
    const counts = showsPerMonth([
      { date: '2024-03-04', shows: [show('A', 1), show('B', 2)] },
      { date: '2024-03-09', shows: [show('C', 3)] },
      { date: '2024-12-31', shows: [show('D', 4)] },
    ]);
    expect(counts).toEqual([0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('colours a day by its best score; none when nothing is scored', () => {
    expect(bestScore([show('A', 70), show('B', 92), show('C', null)])).toBe(92);
    expect(bestScore([show('A', null)])).toBeNull();
    expect(bestScore([show('A', 0)])).toBe(0);
  });

  it('names a day for screen readers', () => {
    expect(dayLabel('2024-03-04', [show('Radiohead', 92)])).toBe('March 4: Radiohead, 92');
    expect(dayLabel('2024-12-31', [show('Muse', 70), show('Imported', null)])).toBe(
      'December 31: Muse, 70; Imported, not scored',
    );
  });

  it('the year picker lists the years with shows and the one shown, newest first', () => {
    expect(pickerYears([2025, 2023], 2024)).toEqual([2025, 2024, 2023]);
    expect(pickerYears([2025, 2023], 2025)).toEqual([2025, 2023]);
    expect(pickerYears([], 2026)).toEqual([2026]);
  });
});
