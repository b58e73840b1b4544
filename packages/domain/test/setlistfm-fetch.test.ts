import { describe, expect, it } from 'vitest';
import {
  SETLISTFM_MAX_PAGES,
  SETLISTFM_PAGE_MAX_BYTES,
  IMPORT_MAX_TOTAL_BYTES,
  setlistFmUsernameSchema,
  waitText,
} from '../src';

describe('setlistFmUsernameSchema', () => {
  it.each([
    ['lena_live', 'lena_live'],
    ['  Lena.Live-2  ', 'Lena.Live-2'],
    ['@lena_live', 'lena_live'],
    ['https://www.setlist.fm/user/lena_live', 'lena_live'],
    ['setlist.fm/user/lena_live/', 'lena_live'],
    ['x'.repeat(64), 'x'.repeat(64)],
  ])('reads %j as %j', (typed, username) => {
    expect(setlistFmUsernameSchema.parse(typed)).toBe(username);
  });

  it.each([
    '',
    '   ',
    '@',
    'a b',
    'x'.repeat(65),
    '../admin',
    'naïve',
    'a/b',
    'a?p=2',
    'a\u202e',
    42,
    null,
  ])('refuses %j', (typed) => {
    expect(setlistFmUsernameSchema.safeParse(typed).success).toBe(false);
  });
});

describe('waitText', () => {
  it.each([
    [0, '1 second'],
    [1_000, '1 second'],
    [1_001, '2 seconds'],
    [59_500, '60 seconds'],
    [89_000, '89 seconds'],
    [90_000, '2 minutes'],
    [3_600_000, '60 minutes'],
    [5_340_000, '89 minutes'],
    [5_400_000, 'about 2 hours'],
    [12 * 3_600_000, 'about 12 hours'],
  ])('%i ms is %j', (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
});

it('keeps every page of a fetch within what one import may hold', () => {
  expect(SETLISTFM_PAGE_MAX_BYTES * SETLISTFM_MAX_PAGES).toBeLessThanOrEqual(
    IMPORT_MAX_TOTAL_BYTES,
  );
});
