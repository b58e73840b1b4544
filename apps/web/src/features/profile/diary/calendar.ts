// The diary's calendar, its pure parts: month grids Monday-first,
// the days' shows, the texts a screen reader reads for a day.
import { MONTH_NAMES, type DiaryDay, type DiaryShow } from '@gigrank/domain';

export { MONTH_NAMES };

/** The week's days, Monday first: the column headers' letters and full names. */
export const WEEKDAYS = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'
  .split(' ')
  .map((long) => ({ short: long.charAt(0), long }));

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month; `month` counts from 0 (January). */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month]!;
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayMondayFirst(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month, day)).getUTCDay() + 6) % 7;
}

/**
 * A month as weeks of seven cells, Monday first: the day of the month, or
 * null before the 1st and after the last day. 4 to 6 weeks.
 */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const cells: (number | null)[] = Array.from(
    { length: weekdayMondayFirst(year, month, 1) },
    () => null,
  );
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** 'YYYY-MM-DD' of a day; `month` counts from 0. */
export function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The diary's days by date. */
export function daysByDate(days: readonly DiaryDay[]): Map<string, DiaryShow[]> {
  return new Map(days.map((d) => [d.date, d.shows]));
}

/** How many shows each month holds, January first. */
export function showsPerMonth(days: readonly DiaryDay[]): number[] {
  const counts = Array.from({ length: 12 }, () => 0);
  for (const day of days) {
    const month = Number(day.date.slice(5, 7)) - 1;
    if (month >= 0 && month < 12) counts[month]! += day.shows.length;
  }
  return counts;
}

/** The best score of a day's shows (its colour); null when none is scored. */
export function bestScore(shows: readonly DiaryShow[]): number | null {
  let best: number | null = null;
  for (const s of shows) if (s.score !== null && (best === null || s.score > best)) best = s.score;
  return best;
}

/** 'March 4' of a 'YYYY-MM-DD' date. */
function monthDay(date: string): string {
  return `${MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`;
}

/** A day's accessible name: 'March 4: Radiohead, 92; Muse, not scored'. */
export function dayLabel(date: string, shows: readonly DiaryShow[]): string {
  const list = shows.map((s) => `${s.artist}, ${s.score ?? 'not scored'}`).join('; ');
  return `${monthDay(date)}: ${list}`;
}

/** The year picker's years, newest first: the years with shows and the one shown. */
export function pickerYears(years: readonly number[], shown: number): number[] {
  return [...new Set([...years, shown])].sort((a, b) => b - a);
}
