import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '../../src';
import { itReturns } from '../cases';
import { firstMessageOf } from './issues';

describe('profileUpdateSchema', () => {
  it.each([
    [
      { displayName: ' Al ', city: ' Paris ' },
      { displayName: 'Al', city: 'Paris' },
    ],
    [
      { displayName: 'Al', city: '' },
      { displayName: 'Al', city: null },
    ],
    [
      { displayName: 'Al', city: '   ' },
      { displayName: 'Al', city: null },
    ],
    [
      { displayName: 'Al', city: null },
      { displayName: 'Al', city: null },
    ],
    [{ displayName: 'Al' }, { displayName: 'Al', city: undefined }],
  ])('%j', (input, out) => {
    expect(profileUpdateSchema.parse(input)).toEqual(out);
  });
  itReturns(
    firstMessageOf(profileUpdateSchema),
    [
      [{ displayName: 'A' }, 'Display name must be at least 2 characters'],
      [{ displayName: 'Al', city: 'x'.repeat(101) }, 'City must be at most 100 characters'],
    ],
    '%j -> %s',
  );
});
