import { describe, expect, it } from 'vitest';
import { nextActiveIndex, searchEntries } from './search-active-index';

describe('nextActiveIndex', () => {
  it.each([
    // [current, key, count, expected]
    [-1, 'ArrowDown', 3, 0],
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, 0],
    [-1, 'ArrowUp', 3, 2],
    [0, 'ArrowUp', 3, 2],
    [2, 'ArrowUp', 3, 1],
    [5, 'ArrowUp', 3, 2],
    [5, 'ArrowDown', 3, 0],
    [1, 'Home', 3, 0],
    [1, 'End', 3, 2],
    [-1, 'ArrowDown', 0, -1],
    [-1, 'ArrowUp', 0, -1],
  ] as const)('%s + %s over %s results -> %s', (current, key, count, expected) => {
    expect(nextActiveIndex(current, key, count)).toBe(expected);
  });

  it('leaves other keys alone', () => {
    expect(nextActiveIndex(1, 'a', 3)).toBeNull();
    expect(nextActiveIndex(1, 'Enter', 3)).toBeNull();
    expect(nextActiveIndex(-1, 'Home', 0)).toBeNull();
  });
});

describe('searchEntries', () => {
  const groups = [
    { kind: 'artist', items: ['Pixies', 'Placebo'] },
    { kind: 'festival', items: [] as string[] },
    { kind: 'venue', items: ['Coliseu dos Recreios'] },
  ] as const;

  it('lists every group in order with one index across them, skipping empty groups', () => {
    const { entries, groups: shown } = searchEntries(groups);
    expect(entries.map((e) => [e.kind, e.item, e.index])).toEqual([
      ['artist', 'Pixies', 0],
      ['artist', 'Placebo', 1],
      ['venue', 'Coliseu dos Recreios', 2],
    ]);
    expect(shown.map((g) => [g.kind, g.entries.map((e) => e.index)])).toEqual([
      ['artist', [0, 1]],
      ['venue', [2]],
    ]);
  });

  it('lets the arrows cross from one group into the next and wrap around', () => {
    const { entries } = searchEntries(groups);
    // From the last artist down to the venue, down again back to the first artist.
    const intoVenues = nextActiveIndex(1, 'ArrowDown', entries.length)!;
    expect(entries[intoVenues]?.kind).toBe('venue');
    expect(nextActiveIndex(intoVenues, 'ArrowDown', entries.length)).toBe(0);
    // Up from the first artist lands on the last venue.
    expect(entries[nextActiveIndex(0, 'ArrowUp', entries.length)!]?.item).toBe(
      'Coliseu dos Recreios',
    );
  });

  it('is empty when every group is', () => {
    expect(searchEntries([{ kind: 'artist', items: [] }])).toEqual({ entries: [], groups: [] });
  });
});
