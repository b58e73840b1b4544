import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE_TAB, isProfileTab, validateProfileSearch } from './profile-tabs';

describe('profile tabs', () => {
  it('defaults to Seen', () => {
    expect(DEFAULT_PROFILE_TAB).toBe('seen');
    expect(validateProfileSearch({})).toEqual({});
  });

  it('keeps a known tab other than the default', () => {
    expect(validateProfileSearch({ tab: 'want-to-see' })).toEqual({ tab: 'want-to-see' });
    expect(validateProfileSearch({ tab: 'for-you' })).toEqual({ tab: 'for-you' });
  });

  it('drops the default and unknown values', () => {
    expect(validateProfileSearch({ tab: 'seen' })).toEqual({});
    expect(validateProfileSearch({ tab: 'photos' })).toEqual({});
    expect(validateProfileSearch({ tab: 3 })).toEqual({});
    expect(isProfileTab('For You')).toBe(false);
  });
});
