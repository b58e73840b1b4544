import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './search-active-index';

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
