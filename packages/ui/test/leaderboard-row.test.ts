import { describe, expect, it } from 'vitest';
import { leaderboardMedal, MEDAL_COLORS } from '../src/LeaderboardRow';

describe('leaderboardMedal', () => {
  it('gives gold, silver and bronze to ranks 1-3 only', () => {
    expect([1, 2, 3].map((p) => leaderboardMedal(p)?.name)).toEqual(['gold', 'silver', 'bronze']);
    expect([1, 2, 3].map((p) => leaderboardMedal(p)?.color)).toEqual([...MEDAL_COLORS]);
    expect(leaderboardMedal(4)).toBeNull();
    expect(leaderboardMedal(0)).toBeNull();
  });
});
