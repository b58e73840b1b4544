import { describe, expect, it } from 'vitest';
import { showsSongsHeard, songsHeardLabel } from './wrapped-text';

describe('songs heard on Wrapped', () => {
  it("is labelled by the edition: a year's, or all time", () => {
    expect(songsHeardLabel(2024)).toBe('Songs heard this year');
    expect(songsHeardLabel(null)).toBe('Songs heard live');
  });

  it('shows only once some were heard', () => {
    expect(showsSongsHeard(0)).toBe(false);
    expect(showsSongsHeard(1)).toBe(true);
    expect(showsSongsHeard(240)).toBe(true);
  });
});
