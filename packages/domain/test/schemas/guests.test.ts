import { describe, expect, it } from 'vitest';
import { GUEST_MESSAGES, guestCheck, normalizeKey, validateGuestList } from '../../src';
import { describeReturns } from '../cases';

describe('guestCheck', () => {
  it.each<[string, string[], string, string, string | null]>([
    ['ok', ['A'], 'B', 'Main', null],
    ['third guest ok', ['A', 'B'], 'C', 'Main', null],
    ['fourth guest', ['A', 'B', 'C'], 'D', 'Main', 'You can only add up to 3 guest artists'],
    ['duplicate in other case', ['Thom Yorke'], 'thom yorke', 'Main', 'Guest already added'],
    ['duplicate with accents and spaces', ['Björk'], ' BJORK ', 'Main', 'Guest already added'],
    ['main artist in other case', [], 'radiohead', 'Radiohead', 'Cannot add main artist as guest'],
    ['blank', [], '   ', 'Main', 'Guest artist name cannot be empty'],
    ['no main artist yet', [], 'A', '', null],
  ])('%s', (_name, guests, candidate, main, message) => {
    expect(guestCheck(guests, candidate, main)).toBe(message);
  });

  it('GUEST_MESSAGES holds every text word for word', () => {
    expect(GUEST_MESSAGES).toEqual({
      maxTitle: 'Maximum guests reached',
      max: 'You can only add up to 3 guest artists',
      duplicate: 'Guest already added',
      mainArtist: 'Cannot add main artist as guest',
      duplicateInEdit: 'Duplicate guest artist',
      empty: 'Guest artist name cannot be empty',
    });
  });
});

describe('validateGuestList', () => {
  it.each<[string, string[], string | null]>([
    ['empty list', [], null],
    ['three distinct', ['A', 'B', 'C'], null],
    ['four', ['A', 'B', 'C', 'D'], 'You can only add up to 3 guest artists'],
    ['duplicate other case', ['A', 'a'], 'Guest already added'],
    ['main artist other case', ['B', 'MAIN'], 'Cannot add main artist as guest'],
    ['blank entry', ['A', ' '], 'Guest artist name cannot be empty'],
  ])('%s', (_name, guests, message) => {
    expect(validateGuestList(guests, 'Main')).toBe(message);
  });
});

describeReturns(
  'normalizeKey',
  normalizeKey,
  [
    ['Beyoncé ', 'beyonce'],
    ['  The   Rolling\tStones ', 'the rolling stones'],
    ['MØ', 'mø'],
    ['Sigur Rós', 'sigur ros'],
    ['ＡＢＣ', 'abc'],
    ['', ''],
  ],
  '%j -> %j',
);
