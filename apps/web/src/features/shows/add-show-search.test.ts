import { describe, expect, it } from 'vitest';
import { showPrefillOf, validateAddShowSearch } from './add-show-search';

describe('validateAddShowSearch', () => {
  it('keeps an artist name', () => {
    expect(validateAddShowSearch({ artist: 'Sigur Rós' })).toEqual({ artist: 'Sigur Rós' });
  });

  it('reads a name the router parsed as a number as text', () => {
    expect(validateAddShowSearch({ artist: 1975 })).toEqual({ artist: '1975' });
  });

  it.each([[{}], [{ artist: '' }], [{ artist: '   ' }], [{ artist: ['a'] }], [{ artist: null }]])(
    'drops a missing or unusable artist: %j',
    (search) => {
      expect(validateAddShowSearch(search)).toEqual({});
    },
  );
});

describe("a plan's Log this show", () => {
  it('keeps the city, date, venue and plan id', () => {
    expect(
      validateAddShowSearch({
        artist: 'Radiohead',
        city: 'Porto, PT',
        date: '2026-04-04',
        venue: 'Coliseu',
        plan: 12,
      }),
    ).toEqual({
      artist: 'Radiohead',
      city: 'Porto, PT',
      date: '2026-04-04',
      venue: 'Coliseu',
      plan: 12,
    });
    expect(validateAddShowSearch({ plan: '7', venue: 2020 })).toEqual({ plan: 7, venue: '2020' });
  });

  it.each([
    [{ date: '2026-02-30' }],
    [{ date: 20260404 }],
    [{ plan: 0 }],
    [{ plan: -3 }],
    [{ plan: 1.5 }],
    [{ plan: 'abc' }],
    [{ city: '  ' }],
  ])('drops an unusable value: %j', (search) => {
    expect(validateAddShowSearch(search)).toEqual({});
  });

  it('gives the form its prefill, none without one, and never the offline draft', () => {
    expect(showPrefillOf({ artist: 'Björk', plan: 3, draft: 'abc' })).toEqual({
      artist: 'Björk',
      plan: 3,
    });
    expect(showPrefillOf({ draft: 'abc' })).toBeUndefined();
    expect(showPrefillOf({})).toBeUndefined();
  });
});
