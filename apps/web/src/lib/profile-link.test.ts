import { describe, expect, it } from 'vitest';
import { profileLink } from './profile-link';

describe('profileLink', () => {
  it('sends you to your own profile in owner mode, anyone else to theirs', () => {
    expect(profileLink(7, 7)).toEqual({ to: '/profile' });
    expect(profileLink(8, 7)).toEqual({ to: '/profile/$id', params: { id: 8 } });
  });

  it('treats a signed-out viewer as anyone else', () => {
    expect(profileLink(8, undefined)).toEqual({ to: '/profile/$id', params: { id: 8 } });
  });
});
