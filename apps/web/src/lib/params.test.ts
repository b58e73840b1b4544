import { describe, expect, it } from 'vitest';
import { parseIdParam } from './params';

describe('parseIdParam', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', 9007199254740991],
  ])('%s -> %d', (raw, id) => {
    expect(parseIdParam(raw)).toBe(id);
  });

  it.each(['0', '-1', '01', '1.5', '12a', 'abc', '', ' 1', '9007199254740993'])(
    '%j is not an id',
    (raw) => {
      expect(parseIdParam(raw)).toBeNull();
    },
  );
});
