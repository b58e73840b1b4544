import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, sameOriginPath } from './return-path';

const ORIGIN = 'https://gigrank.example';

describe('sameOriginPath', () => {
  it.each([
    ['/show/123', '/show/123'],
    ['/show/123?from=share#comments', '/show/123?from=share#comments'],
    ['/artist/Sigur%20R%C3%B3s', '/artist/Sigur%20R%C3%B3s'],
    ['/', '/'],
  ])('keeps the path %s', (candidate, path) => {
    expect(sameOriginPath(candidate, ORIGIN)).toBe(path);
  });

  it.each([
    '//evil.example',
    '//evil.example/show/1',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/show/1\\..\\..\\@evil.example',
    'https://evil.example/show/1',
    `${ORIGIN}/show/1`,
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'show/1',
    '',
  ])('refuses %j', (candidate) => {
    expect(sameOriginPath(candidate, ORIGIN)).toBeNull();
  });
});

describe('pathAfterSignIn', () => {
  it('returns to the address the auth screen showed on', () => {
    expect(pathAfterSignIn('/show/123?from=share#comments', ORIGIN)).toBe(
      '/show/123?from=share#comments',
    );
  });

  it('goes Home from /auth, and from anything that is not a path of the site', () => {
    expect(pathAfterSignIn('/auth', ORIGIN)).toBe('/');
    expect(pathAfterSignIn('/auth?tab=register', ORIGIN)).toBe('/');
    expect(pathAfterSignIn('//evil.example', ORIGIN)).toBe('/');
    expect(pathAfterSignIn('javascript:alert(1)', ORIGIN)).toBe('/');
  });
});
