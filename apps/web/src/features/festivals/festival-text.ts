/**
 * What the festival screens say about a festival, as pure
 * functions: its days, its dates as one short range, its label in lists,
 * and a set's line ('Set at Primavera Sound 2026 · Main stage · 21:30').
 */
import { addDays, isoToDayNumber, isValidIsoDate, type FestivalRef } from '@gigrank/domain';
import dayjs from 'dayjs';

/** Whole days from a 'YYYY-MM-DD' date (no time zone: the date as written). */
function day(iso: string) {
  return dayjs(`${iso}T00:00:00`);
}

/**
 * Every day of a festival, first to last ('2026-06-05', '2026-06-06', ...);
 * none when the dates are unusable or the end is before the start.
 */
export function festivalDays(startDate: string, endDate: string): string[] {
  if (!isValidIsoDate(startDate) || !isValidIsoDate(endDate)) return [];
  const count = isoToDayNumber(endDate) - isoToDayNumber(startDate) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(startDate, i));
}

/**
 * A festival's dates as one short range: '5 Jun 2026' (one day),
 * '5-7 Jun 2026', '30 May - 1 Jun 2026', '30 Dec 2025 - 2 Jan 2026'.
 */
export function formatFestivalDates(startDate: string, endDate: string): string {
  if (!isValidIsoDate(startDate)) return startDate;
  const start = day(startDate);
  if (!isValidIsoDate(endDate) || endDate === startDate) return start.format('D MMM YYYY');
  const end = day(endDate);
  if (start.year() !== end.year()) {
    return `${start.format('D MMM YYYY')} - ${end.format('D MMM YYYY')}`;
  }
  if (start.month() !== end.month()) {
    return `${start.format('D MMM')} - ${end.format('D MMM YYYY')}`;
  }
  return `${start.format('D')}-${end.format('D MMM YYYY')}`;
}

/** A day of the festival as its chip says it: 'Fri 5 Jun'. */
export function festivalDayLabel(iso: string): string {
  return isValidIsoDate(iso) ? day(iso).format('ddd D MMM') : iso;
}

/**
 * The day a new set starts on: the only day of a one-day festival, today
 * while the festival is on, otherwise none (the user picks).
 */
export function defaultFestivalDay(days: readonly string[], today: string): string | null {
  if (days.length === 1) return days[0] ?? null;
  return days.includes(today) ? today : null;
}

/** The festival's name and edition: 'Primavera Sound 2026'. */
export function festivalTitle(festival: Pick<FestivalRef, 'name' | 'edition'>): string {
  return `${festival.name} ${festival.edition}`;
}

/** A festival as the picker lists it: 'Primavera Sound 2026 · Barcelona'. */
export function festivalOptionLabel(
  festival: Pick<FestivalRef, 'name' | 'edition'> & { city: string },
): string {
  return `${festivalTitle(festival)} · ${festival.city}`;
}

/** A set's stage and start time, when given: 'Main stage · 21:30', 'Main stage', '21:30'. */
export function stageAndTime(stage?: string | null, setTime?: string | null): string {
  return [stage?.trim(), setTime?.trim()].filter(Boolean).join(' · ');
}

/** The year a festival starting on `startDate` is the edition of (its default edition). */
export function editionOf(startDate: string): number | null {
  return isValidIsoDate(startDate) ? Number(startDate.slice(0, 4)) : null;
}
