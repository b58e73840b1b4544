import { describe, expect, it } from 'vitest';
import { activeTabFor } from './tabs';

describe('activeTabFor', () => {
  it.each([
    ['/', 'home'],
    ['/add', 'add'],
    ['/add/', 'add'],
    ['/add-show', 'add'],
    ['/profile', 'profile'],
    ['/profile/', 'profile'],
    ['/profile/42', 'profile'],
    ['/profile/42/followers', 'profile'],
    ['/leaderboard', null],
    ['/user/3', null],
    ['/artist/Radiohead', null],
    ['/show/9', null],
    ['/adder', null],
    ['/nowhere', null],
  ] as const)('%s selects %s', (path, tab) => {
    expect(activeTabFor(path)).toBe(tab);
  });
});
