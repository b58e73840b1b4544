import {
  COORDINATE_DISPLAY_CHARS,
  NEW_ARTIST_FORMATTED_STREAMS,
  NOTIFICATION_BADGE_CAP,
  POPULATION_MILLION,
  RANK_DISPLAY_LIMIT,
  RELATIVE_TIME_JUST_NOW_MS,
} from './constants';
import { parseIsoDate } from './time';

/** The months' names, January first (the one list every date text uses). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The months' three-letter names: 'Jan'. */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((m) => m.slice(0, 3));

/** One decimal, trailing '.0' dropped: 1 -> '1', 1.25 -> '1.3'. */
function oneDecimalTrimmed(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/**
 * Monthly listeners as text: '<1M' below one million, else millions with one
 * decimal and no trailing '.0' ('1M', '1.2M', '136.8M'), billions likewise ('1.5B').
 */
export function formatStreams(monthlyListeners: number): string {
  if (!Number.isFinite(monthlyListeners) || monthlyListeners < 1_000_000) {
    return NEW_ARTIST_FORMATTED_STREAMS;
  }
  const millions = Math.round(monthlyListeners / 100_000) / 10;
  if (millions < 1000) return `${oneDecimalTrimmed(millions)}M`;
  return `${oneDecimalTrimmed(monthlyListeners / 1_000_000_000)}B`;
}

/** Artist page rank badge: '#12' for ranks 1..1000, '<1M monthly streams' above, null when missing. */
export function artistRankBadge(globalRank: number | null | undefined): string | null {
  if (globalRank === null || globalRank === undefined || !Number.isFinite(globalRank)) return null;
  if (globalRank > RANK_DISPLAY_LIMIT) return '<1M monthly streams';
  return `#${globalRank}`;
}

/** User global rank display: '#rank', or '>1000' when missing or above 1000. */
export function userGlobalRankDisplay(rank: number | null | undefined): string {
  if (rank === null || rank === undefined || !Number.isFinite(rank) || rank < 1) {
    return `>${RANK_DISPLAY_LIMIT}`;
  }
  if (rank > RANK_DISPLAY_LIMIT) return `>${RANK_DISPLAY_LIMIT}`;
  return `#${rank}`;
}

/**
 * City population: 'M' with one decimal strictly above one million ('1.2M',
 * '1.0M' for 1,000,001), otherwise whole thousands ('518K'; exactly
 * 1,000,000 -> '1000K'). Missing population -> ''.
 */
export function formatPopulation(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  if (n > POPULATION_MILLION) return `${(n / POPULATION_MILLION).toFixed(1)}M`;
  return `${Math.round(n / 1000)}K`;
}

/** The first 7 characters of String(n): 48.856614 -> '48.8566'. */
export function formatCoordinate(n: number | null | undefined): string {
  if (n === null || n === undefined) return '';
  return String(n).slice(0, COORDINATE_DISPLAY_CHARS);
}

function toMillis(date: Date | string | number): number {
  if (date instanceof Date) return date.getTime();
  if (typeof date === 'number') return date;
  // Timestamps without a zone (SQLite's 'YYYY-MM-DD HH:MM:SS') are UTC, never local time.
  const zoneless = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(date.trim());
  if (zoneless) return Date.parse(`${zoneless[1]}T${zoneless[2]}Z`);
  // A bare 'YYYY-MM-DD' parses as midnight UTC.
  return Date.parse(date);
}

function ago(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * 'just now' under 5 seconds (and for future instants), then '{n} seconds
 * ago' up to a minute, then minutes, hours, days, months (30 days) and years
 * (365 days), each floored: '1 minute ago', '5 minutes ago', '2 years ago'.
 * An unparsable date yields ''.
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const then = toMillis(date);
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(then) || !Number.isFinite(nowMs)) return '';
  const diff = nowMs - then;
  if (diff < RELATIVE_TIME_JUST_NOW_MS) return 'just now';
  const seconds = Math.floor(diff / 1000);
  if (seconds < 60) return ago(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return ago(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return ago(days, 'day');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}

/** Calendar date of a 'YYYY-MM-DD' (read as written) or of a timestamp (read in UTC). */
function calendarDateOf(iso: string) {
  const plain = parseIsoDate(iso.trim());
  if (plain) return plain;
  const ms = toMillis(iso);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * 'MMMM D, YYYY': '2026-04-05' -> 'April 5, 2026'. A plain date is read as
 * written (no time-zone shift); a full timestamp is read in UTC. Unparsable
 * input is returned unchanged.
 */
export function formatShowDate(isoDate: string): string {
  const d = calendarDateOf(isoDate);
  if (!d) return isoDate;
  return `${MONTH_NAMES[d.month - 1]} ${d.day}, ${d.year}`;
}

/** 'MMMM YYYY': '2026-04-05' or '2026-04-05T10:00:00Z' -> 'April 2026' (Member since, Wrapped). */
export function formatMonthYear(iso: string): string {
  const d = calendarDateOf(iso);
  if (!d) return iso;
  return `${MONTH_NAMES[d.month - 1]} ${d.year}`;
}

/** '1 show', '0 shows', '2 followers': singular only for a count of exactly 1. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

function averageNumber(avg: string | number | null | undefined): number {
  if (avg === null || avg === undefined || avg === '') return 0;
  const n = typeof avg === 'number' ? avg : Number(avg);
  return Number.isFinite(n) ? n : 0;
}

/** An average score (numeric string or number) rounded to a whole number; missing counts as 0. */
export function roundAverage(avg: string | number | null | undefined): number {
  return Math.round(averageNumber(avg));
}

/** An average score with one decimal ('87.5', '90.0'); missing counts as 0 (Wrapped). */
export function formatAverage1(avg: string | number | null | undefined): string {
  return (Math.round(averageNumber(avg) * 10) / 10).toFixed(1);
}

/** The upper-cased first grapheme of a name (for avatars), or '?' when blank. */
export function firstLetter(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return '?';
  let first: string | undefined;
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed);
    first = segments[Symbol.iterator]().next().value?.segment;
  }
  first ??= Array.from(trimmed)[0];
  return first ? first.toUpperCase() : '?';
}

/** Unread badge text: '' for 0 (or less), the count up to 9, '9+' above. */
export function badgeCount(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n) || n <= 0) return '';
  if (n > NOTIFICATION_BADGE_CAP) return `${NOTIFICATION_BADGE_CAP}+`;
  return String(Math.floor(n));
}

/** Notification text: a non-empty message wins, else the default text of its type. */
export function notificationText(
  type: string | null | undefined,
  message?: string | null,
  artistName?: string | null,
): string {
  if (message && message.trim()) return message;
  switch (type) {
    case 'follow':
      return 'Someone started following you';
    case 'like':
      return 'Someone liked your post';
    case 'comment':
      return 'Someone commented on your post';
    case 'wantToSee':
      return `Someone else wants to see ${artistName ?? ''}`.trimEnd();
    case 'followRequest':
      return 'Someone asked to follow you';
    case 'followApproved':
      return 'Your follow request was approved';
    case 'going':
      return artistName
        ? `Someone you follow is going to see ${artistName}`
        : 'Someone you follow is going to a gig';
    default:
      return 'You have a new notification';
  }
}

/**
 * "Your show of an artist" as a sentence says it: 'your Adele show', but
 * 'your show by The Cure' for a name that starts with an article (The, A,
 * An), which reads wrongly between 'your' and 'show' ('your The Cure show').
 */
export function yourShowOf(artistName: string): string {
  const name = artistName.trim();
  return /^(the|an?)\s/i.test(name) ? `your show by ${name}` : `your ${name} show`;
}
