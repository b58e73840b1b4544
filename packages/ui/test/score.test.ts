import { describe, expect, it } from 'vitest';
import { scoreColor, VERDICT_COLORS } from '../src/score';

describe('scoreColor', () => {
  it.each([
    [100, 'encore'],
    [80, 'encore'],
    [79, 'midnight'],
    [60, 'midnight'],
    // The theme's virtual colour 'ink': near-black in light mode, a grey that stands out in dark.
    [59, 'ink'],
    [40, 'ink'],
    [39, 'gray'],
    [20, 'gray'],
    [19, 'red'],
    [0, 'red'],
    [null, 'gray'],
  ])('%s -> %s', (score, color) => {
    expect(scoreColor(score)).toBe(color);
  });

  it('maps verdict colours to the theme', () => {
    expect(VERDICT_COLORS).toEqual({
      accent: 'spotlight',
      yellow: 'yellow',
      secondary: 'midnight',
    });
  });
});
