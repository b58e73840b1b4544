import { describe, expect, it } from 'vitest';
import { describeReturns } from './cases';
import { FEED_MAX_SHOW_AGE_DAYS, entersFeeds, staysInFeeds } from '../src';

describe('the feed threshold', () => {
  it('is 30 days', () => {
    expect(FEED_MAX_SHOW_AGE_DAYS).toBe(30);
  });
});

// Logged on 2026-11-28 (UTC): 30 days back is 2026-10-29.
describeReturns(
  'entersFeeds (logged 2026-11-28T09:00Z)',
  (date: string) => entersFeeds(date, '2026-11-28T09:00:00.000Z'),
  [
    ['2026-11-28', true],
    ['2026-11-29', true],
    ['2026-10-29', true],
    ['2026-10-28', false],
    ['2019-06-01', false],
    ['not a date', false],
  ],
);

describeReturns(
  'entersFeeds counts from the UTC day of logging',
  (date: string, loggedAt: string) => entersFeeds(date, loggedAt),
  [
    ['2026-01-01', '2026-01-31T23:59:59.999Z', true],
    ['2026-01-01', '2026-02-01T00:00:00.000Z', false],
  ],
);

const loggedAt = '2026-11-28T09:00:00.000Z';
describeReturns(
  'staysInFeeds after a re-dating (logged 2026-11-28)',
  (in_feed: number, feed_import_count: number | null, date: string) =>
    staysInFeeds({ in_feed, feed_import_count, created_at: loggedAt }, date),
  [
    // A card re-dated within the threshold stays; further back, it leaves.
    [1, null, '2026-11-01', true],
    [1, null, '2026-10-01', false],
    // Out stays out, whatever the date.
    [0, null, '2026-11-28', false],
    // An import's entry stays the import's.
    [1, 20, '2015-01-01', true],
  ],
);
