import { describe, expect, it } from 'vitest';
import { streakDetails } from './streak-text';

const user = (streakWeeks: number, showsCount: number) => ({
  displayName: 'Lena',
  streakWeeks,
  showsCount,
});

describe('the Current Streak card', () => {
  it.each([
    // Own profile.
    [user(3, 5), true, 'In a row with a show'],
    [user(0, 5), true, 'No show dated this week or last'],
    [user(0, 0), true, 'Log a show to start one'],
    // Someone else's: never told to log.
    [user(2, 9), false, 'In a row with a show'],
    [user(0, 9), false, 'Lena has no current streak'],
    [user(0, 0), false, 'Lena has no current streak'],
  ])('%o, own: %s -> %s', (who, isOwner, text) => {
    expect(streakDetails(who, isOwner)).toBe(text);
  });
});
