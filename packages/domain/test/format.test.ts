import { describe, expect, it } from 'vitest';
import { describeReturns, itReturns } from './cases';
import {
  artistRankBadge,
  badgeCount,
  firstLetter,
  formatAverage1,
  formatCoordinate,
  formatMonthYear,
  formatPopulation,
  formatShowDate,
  formatStreams,
  notificationText,
  pluralize,
  relativeTime,
  roundAverage,
  userGlobalRankDisplay,
  yourShowOf,
} from '../src';

describeReturns(
  'formatStreams',
  formatStreams,
  [
    [0, '<1M'],
    [1, '<1M'],
    [999_999, '<1M'],
    [1_000_000, '1M'],
    [1_049_999, '1M'],
    [1_050_000, '1.1M'],
    [1_234_567, '1.2M'],
    [136_799_507, '136.8M'],
    [999_949_999, '999.9M'],
    [999_950_000, '1B'],
    [1_000_000_000, '1B'],
    [2_540_000_000, '2.5B'],
  ],
  '%i -> %s',
);

describeReturns('artistRankBadge', artistRankBadge, [
  [1, '#1'],
  [12, '#12'],
  [1000, '#1000'],
  [1001, '<1M monthly streams'],
  [9999, '<1M monthly streams'],
  [null, null],
  [undefined, null],
]);

describeReturns('userGlobalRankDisplay', userGlobalRankDisplay, [
  [1, '#1'],
  [1000, '#1000'],
  [1001, '>1000'],
  [null, '>1000'],
  [undefined, '>1000'],
]);

describeReturns('formatPopulation', formatPopulation, [
  [517_802, '518K'],
  [500, '1K'],
  [999_999, '1000K'],
  [1_000_000, '1000K'],
  [1_000_001, '1.0M'],
  [1_234_567, '1.2M'],
  [37_977_000, '38.0M'],
  [null, ''],
]);

describeReturns('formatCoordinate', formatCoordinate, [
  [48.856614, '48.8566'],
  [-0.1277583, '-0.1277'],
  [2.35, '2.35'],
  [0, '0'],
]);

describe('relativeTime', () => {
  const now = Date.UTC(2026, 3, 5, 12, 0, 0);
  const s = 1000;
  const m = 60 * s;
  const h = 60 * m;
  const d = 24 * h;
  itReturns(
    (diff: number) => relativeTime(now - diff, now),
    [
      [0, 'just now'],
      [4_900, 'just now'],
      [4_999, 'just now'],
      [5 * s, '5 seconds ago'],
      [59 * s, '59 seconds ago'],
      [60 * s, '1 minute ago'],
      [5 * m, '5 minutes ago'],
      [59 * m + 59 * s, '59 minutes ago'],
      [60 * m, '1 hour ago'],
      [2 * h, '2 hours ago'],
      [23 * h + 59 * m, '23 hours ago'],
      [24 * h, '1 day ago'],
      [29 * d, '29 days ago'],
      [30 * d, '1 month ago'],
      [60 * d, '2 months ago'],
      [364 * d, '12 months ago'],
      [365 * d, '1 year ago'],
      [3 * 365 * d, '3 years ago'],
      [-10 * m, 'just now'],
    ],
    '%i ms ago -> %s',
  );

  it('accepts Date, ISO string and SQLite timestamps (as UTC)', () => {
    expect(relativeTime(new Date(now - 2 * h), new Date(now))).toBe('2 hours ago');
    expect(relativeTime('2026-04-05T11:00:00.000Z', now)).toBe('1 hour ago');
    expect(relativeTime('2026-04-05 11:00:00', now)).toBe('1 hour ago');
    expect(relativeTime('2026-04-05T11:00:00', now)).toBe('1 hour ago');
  });

  it('yields an empty string for an unparsable date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describeReturns('formatShowDate', formatShowDate, [
  ['2026-04-05', 'April 5, 2026'],
  ['2026-01-01', 'January 1, 2026'],
  ['2025-12-31', 'December 31, 2025'],
  ['2024-02-29', 'February 29, 2024'],
  ['2026-04-05T23:30:00.000Z', 'April 5, 2026'],
  ['garbage', 'garbage'],
]);

describeReturns('formatMonthYear', formatMonthYear, [
  ['2026-04-05', 'April 2026'],
  ['2026-01-01', 'January 2026'],
  ['2025-12-31T23:59:59.000Z', 'December 2025'],
  ['2025-12-31 23:59:59', 'December 2025'],
]);

describeReturns(
  'pluralize',
  pluralize,
  [
    [0, 'show', undefined, '0 shows'],
    [1, 'show', undefined, '1 show'],
    [2, 'show', undefined, '2 shows'],
    [1, 'follower', undefined, '1 follower'],
    [2, 'follower', undefined, '2 followers'],
    [2, 'city', 'cities', '2 cities'],
    [1, 'city', 'cities', '1 city'],
  ],
  '%i %s',
);

describe('roundAverage / formatAverage1', () => {
  it.each([
    ['87.5', 88, '87.5'],
    ['87.49', 87, '87.5'],
    [90, 90, '90.0'],
    ['72.333333', 72, '72.3'],
    [null, 0, '0.0'],
    [undefined, 0, '0.0'],
    ['', 0, '0.0'],
    ['abc', 0, '0.0'],
  ])('%s -> %i / %s', (avg, whole, oneDecimal) => {
    expect(roundAverage(avg)).toBe(whole);
    expect(formatAverage1(avg)).toBe(oneDecimal);
  });
});

describeReturns('firstLetter', firstLetter, [
  ['alice', 'A'],
  ['  bob', 'B'],
  ['émile', 'É'],
  ['👍🏽 fan', '👍🏽'],
  ['', '?'],
  ['   ', '?'],
  [null, '?'],
  [undefined, '?'],
]);

describeReturns('badgeCount', badgeCount, [
  [0, ''],
  [1, '1'],
  [9, '9'],
  [10, '9+'],
  [250, '9+'],
  [null, ''],
]);

describeReturns(
  'notificationText',
  notificationText,
  [
    ['follow', undefined, undefined, 'Someone started following you'],
    ['like', null, undefined, 'Someone liked your post'],
    ['comment', '', undefined, 'Someone commented on your post'],
    ['wantToSee', undefined, 'Radiohead', 'Someone else wants to see Radiohead'],
    ['mystery', undefined, undefined, 'You have a new notification'],
    [undefined, undefined, undefined, 'You have a new notification'],
    ['follow', 'Alice started following you', undefined, 'Alice started following you'],
    ['wantToSee', 'Custom', 'Radiohead', 'Custom'],
  ],
  '%s / %s',
);

describeReturns('yourShowOf', yourShowOf, [
  ['Adele', 'your Adele show'],
  ['Arctic Monkeys', 'your Arctic Monkeys show'],
  ['The Cure', 'your show by The Cure'],
  ['the xx', 'your show by the xx'],
  ['A Perfect Circle', 'your show by A Perfect Circle'],
  ['An Horse', 'your show by An Horse'],
  // Only a whole leading article: these names start with the letters, not the word.
  ['Theory of a Deadman', 'your Theory of a Deadman show'],
  ['Anthrax', 'your Anthrax show'],
  ['ABBA', 'your ABBA show'],
  ['A$AP Rocky', 'your A$AP Rocky show'],
  ['  The National ', 'your show by The National'],
]);
