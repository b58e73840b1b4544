/**
 * Calendar-day arithmetic on 'YYYY-MM-DD' strings. All math is done on UTC
 * calendar days (Date.UTC), never local time, so results never shift with the
 * machine's time zone.
 */
import { FUTURE_DATE_GRACE_DAYS } from './constants';

const DAY_MS = 86_400_000;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

/** Parses a strict 'YYYY-MM-DD' that names a real calendar day; null otherwise. */
export function parseIsoDate(iso: string): CalendarDate | null {
  const m = ISO_DATE_RE.exec(iso);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear undoes that.
  probe.setUTCFullYear(year);
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

/** True for a strict 'YYYY-MM-DD' naming a real calendar day. */
export function isValidIsoDate(iso: unknown): iso is string {
  return typeof iso === 'string' && parseIsoDate(iso) !== null;
}

function requireDate(iso: string): CalendarDate {
  const d = parseIsoDate(iso);
  if (!d) throw new RangeError(`Invalid date: ${iso}`);
  return d;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' (throws RangeError on an invalid date). */
export function isoToDayNumber(iso: string): number {
  const { year, month, day } = requireDate(iso);
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.round(d.getTime() / DAY_MS);
}

/** 'YYYY-MM-DD' of a day number (days since 1970-01-01). */
function dayNumberToIso(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** Adds n calendar days (n may be negative). */
export function addDays(iso: string, n: number): string {
  return dayNumberToIso(isoToDayNumber(iso) + n);
}

/** The Monday of the week holding the date, as 'YYYY-MM-DD'. */
export function weekStart(iso: string): string {
  const dayNumber = isoToDayNumber(iso);
  // 1970-01-01 was a Thursday; shift so Monday = 0.
  const weekday = (((dayNumber + 3) % 7) + 7) % 7;
  return dayNumberToIso(dayNumber - weekday);
}

/** Today's date in UTC as 'YYYY-MM-DD'. */
export function todayIso(now: Date | number = new Date()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * The calendar date of an instant in an IANA time zone ('Europe/Paris'), as
 * 'YYYY-MM-DD'. Falls back to UTC when the zone is missing or unknown.
 */
export function isoDateInTimeZone(
  now: Date | number = new Date(),
  timeZone?: string | null,
): string {
  if (!timeZone) return todayIso(now);
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(new Date(now));
    const get = (type: string) => parts.find((p) => p.type === type)?.value;
    const iso = `${get('year')}-${get('month')}-${get('day')}`;
    return isValidIsoDate(iso) ? iso : todayIso(now);
  } catch {
    return todayIso(now);
  }
}

/** True when the show date lies after tomorrow (relative to `today`). Such dates are refused. */
export function isFutureShowDate(isoDate: string, today: string): boolean {
  return isoToDayNumber(isoDate) > isoToDayNumber(today) + FUTURE_DATE_GRACE_DAYS;
}

/**
 * Current streak in weeks: the number of consecutive calendar weeks (Monday
 * start) that each hold at least one show, ending with this week or last
 * week; 0 otherwise. Invalid dates are ignored, and so are weeks after this one.
 */
export function streakWeeks(showDates: readonly string[], today: string): number {
  const weeks = new Set<number>();
  for (const date of showDates) {
    if (isValidIsoDate(date)) weeks.add(isoToDayNumber(weekStart(date)));
  }
  const thisWeek = isoToDayNumber(weekStart(today));
  let cursor = weeks.has(thisWeek) ? thisWeek : thisWeek - 7;
  let count = 0;
  while (weeks.has(cursor)) {
    count += 1;
    cursor -= 7;
  }
  return count;
}
