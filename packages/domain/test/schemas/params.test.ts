import { describe, expect, it } from 'vitest';
import { idParamSchema } from '../../src';
import { itReturns } from '../cases';
import { firstMessage } from './issues';

describe('idParamSchema', () => {
  itReturns(
    (input: unknown) => idParamSchema.parse(input),
    [
      ['1', 1],
      ['42', 42],
      [7, 7],
    ],
    '%j -> %i',
  );
  it.each([
    ['0'],
    ['-1'],
    ['1.5'],
    ['1e3'],
    ['abc'],
    [''],
    [' 1'],
    ['01'],
    [0],
    [1.5],
    [null],
    [undefined],
    ['99999999999999999999'],
    ['2147483648'],
    [2147483648],
  ])('rejects %j', (input) => {
    expect(firstMessage(idParamSchema, input)).toBe('Invalid id');
  });
});

it('accepts the largest 32-bit id', () => {
  expect(idParamSchema.parse('2147483647')).toBe(2147483647);
});
