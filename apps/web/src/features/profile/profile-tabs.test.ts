import { describe, expect, it } from 'vitest';
import { profileTabs } from './profile-tabs';

const { defaultTab, isTab, validateSearch, searchOf } = profileTabs;

describe('profile tabs', () => {
  it('defaults to Seen', () => {
    expect(defaultTab).toBe('seen');
    expect(validateSearch({})).toEqual({});
  });

  it('keeps a known tab other than the default', () => {
    expect(validateSearch({ tab: 'want-to-see' })).toEqual({ tab: 'want-to-see' });
    expect(validateSearch({ tab: 'for-you' })).toEqual({ tab: 'for-you' });
  });

  it('drops the default and unknown values', () => {
    expect(validateSearch({ tab: 'seen' })).toEqual({});
    expect(validateSearch({ tab: 'photos' })).toEqual({});
    expect(validateSearch({ tab: 3 })).toEqual({});
    expect(isTab('For You')).toBe(false);
  });

  it('navigates to the bare URL for the default and to ?tab= for the others', () => {
    expect(searchOf('seen')).toEqual({});
    expect(searchOf('for-you')).toEqual({ tab: 'for-you' });
  });
});
