import { describe, expect, it } from 'vitest';
import { validateAddShowSearch } from './add-show-search';

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
