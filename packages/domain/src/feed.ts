import { addDays, isValidIsoDate, todayIso } from './time';

/**
 * A show dated more than this many days before the day it is logged is
 * history, not news: it stays out of the Everyone and Following feeds (the
 * show itself is on the profile like any other).
 */
export const FEED_MAX_SHOW_AGE_DAYS = 30;

/**
 * Whether a show logged by hand at `loggedAt` with the date `date` is an
 * entry of the feeds: its date is at most FEED_MAX_SHOW_AGE_DAYS days before
 * the UTC day it is logged. Imported shows are never entries of their own
 * (an import enters the feeds once, as "{name} imported N shows").
 */
export function entersFeeds(date: string, loggedAt: Date | string = new Date()): boolean {
  if (!isValidIsoDate(date)) return false;
  return date >= addDays(todayIso(new Date(loggedAt)), -FEED_MAX_SHOW_AGE_DAYS);
}

/**
 * Whether a show stays a feed entry once an edit gives it the date `date`: a
 * show re-dated more than FEED_MAX_SHOW_AGE_DAYS before the day it was
 * logged (`created_at`) leaves the feeds, as a show logged with that date
 * would; an edit never brings a show in (an imported show stays out) nor
 * takes an import's entry out (`feed_import_count` set).
 */
export function staysInFeeds(
  show: { in_feed: number; feed_import_count: number | null; created_at: string },
  date: string,
): boolean {
  if (show.in_feed !== 1) return false;
  return show.feed_import_count !== null || entersFeeds(date, show.created_at);
}
