import type { SetlistFmFetch } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { fetchPercent, fetchProgressText, fetchedText, previewKeptText } from './setlistfm-text';

const fetch = (fields: Partial<SetlistFmFetch>): SetlistFmFetch => ({
  fetchId: 'f',
  username: 'lena_live',
  status: 'fetching',
  pagesFetched: 0,
  pagesTotal: null,
  attended: null,
  setlists: 0,
  error: null,
  ...fields,
});

describe('setlist.fm fetch words', () => {
  it.each([
    [{}, "Asking setlist.fm for lena_live's shows…", 0],
    [{ pagesFetched: 1, pagesTotal: 1, setlists: 1 }, 'Fetched 1 of 1 page (1 show so far)', 100],
    [
      { pagesFetched: 3, pagesTotal: 12, setlists: 60 },
      'Fetched 3 of 12 pages (60 shows so far)',
      25,
    ],
    [
      { pagesFetched: 50, pagesTotal: 50, setlists: 1000 },
      'Fetched 50 of 50 pages (1,000 shows so far)',
      100,
    ],
  ])('%j: %j, %i%', (fields, text, percent) => {
    expect(fetchProgressText(fetch(fields))).toBe(text);
    expect(fetchPercent(fetch(fields))).toBe(percent);
  });

  it('says what was fetched and what a stopped fetch can preview', () => {
    expect(fetchedText(fetch({ setlists: 1 }))).toBe('Fetched 1 show from setlist.fm');
    expect(previewKeptText(fetch({ setlists: 1200 }))).toBe('Preview the 1,200 shows fetched');
  });
});
