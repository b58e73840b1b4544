import { describe, expect, it } from 'vitest';
import { showDateError, showInputSchema } from '../../src';
import { itReturns } from '../cases';
import { issues } from './issues';

describe('showInputSchema', () => {
  const valid = { artist: 'Radiohead', city: 'Paris', date: '2026-04-05', score: 87 };

  it('parses a minimal show and turns blank optionals into undefined', () => {
    expect(
      showInputSchema.parse({
        ...valid,
        artist: '  Radiohead ',
        venue: '',
        companion: '  ',
        favoriteSong: null,
        notes: ' Great ',
      }),
    ).toEqual({
      artist: 'Radiohead',
      city: 'Paris',
      date: '2026-04-05',
      score: 87,
      guestAppearances: [],
      venue: undefined,
      companion: undefined,
      favoriteSong: undefined,
      notes: 'Great',
      rating: undefined,
    });
  });

  it('coerces multipart strings', () => {
    const out = showInputSchema.parse({
      ...valid,
      score: ' 80 ',
      rating: 'okay',
      guestAppearances: ' Thom Yorke ',
    });
    expect(out.score).toBe(80);
    expect(out.rating).toBe('okay');
    expect(out.guestAppearances).toEqual(['Thom Yorke']);
  });

  it('trims guests and drops blank ones', () => {
    expect(
      showInputSchema.parse({ ...valid, guestAppearances: [' A ', '', '  ', 'B'] })
        .guestAppearances,
    ).toEqual(['A', 'B']);
  });

  it.each([
    [{ artist: '' }, 'artist', 'Artist is required'],
    [{ artist: '   ' }, 'artist', 'Artist is required'],
    [{ artist: undefined }, 'artist', 'Artist is required'],
    [{ artist: 'x'.repeat(201) }, 'artist', 'Artist must be at most 200 characters'],
    [{ city: '' }, 'city', 'City is required'],
    [{ city: undefined }, 'city', 'City is required'],
    [{ city: 'x'.repeat(101) }, 'city', 'City must be at most 100 characters'],
    [{ date: '' }, 'date', 'Date is required'],
    [{ date: undefined }, 'date', 'Date is required'],
    [{ date: '2026-02-30' }, 'date', 'Date must be a valid date'],
    [{ date: '05/04/2026' }, 'date', 'Date must be a valid date'],
    [{ date: '2026-04-05T00:00:00.000Z' }, 'date', 'Date must be a valid date'],
    [{ rating: 'great' }, 'rating', 'Rating must be loved, okay or disliked'],
    [{ score: -1 }, 'score', 'Score must be a whole number from 0 to 100'],
    [{ score: 101 }, 'score', 'Score must be a whole number from 0 to 100'],
    [{ score: 50.5 }, 'score', 'Score must be a whole number from 0 to 100'],
    [{ score: '' }, 'score', 'Score must be a whole number from 0 to 100'],
    [{ score: 'abc' }, 'score', 'Score must be a whole number from 0 to 100'],
    [{ score: undefined }, 'score', 'Score must be a whole number from 0 to 100'],
    [{ score: null }, 'score', 'Score must be a whole number from 0 to 100'],
    [{ venue: 'x'.repeat(201) }, 'venue', 'Venue must be at most 200 characters'],
    [{ companion: 'x'.repeat(201) }, 'companion', 'Companion must be at most 200 characters'],
    [
      { favoriteSong: 'x'.repeat(201) },
      'favoriteSong',
      'Favorite song must be at most 200 characters',
    ],
    [{ notes: 'x'.repeat(2001) }, 'notes', 'Notes must be at most 2000 characters'],
    [
      { guestAppearances: ['A', 'B', 'C', 'D'] },
      'guestAppearances',
      'You can only add up to 3 guest artists',
    ],
    [{ guestAppearances: ['Bjork', 'björk'] }, 'guestAppearances', 'Guest already added'],
    [{ guestAppearances: ['RADIOHEAD'] }, 'guestAppearances', 'Cannot add main artist as guest'],
    [
      { guestAppearances: ['x'.repeat(201)] },
      'guestAppearances.0',
      'Guest artist must be at most 200 characters',
    ],
  ])('%j -> %s: %s', (patch, path, message) => {
    expect(issues(showInputSchema, { ...valid, ...patch })).toEqual([[path, message]]);
  });

  it.each([
    [{ score: 0 }, 0],
    [{ score: 100 }, 100],
    [{ score: '0' }, 0],
    [{ score: '100' }, 100],
  ])('accepts score boundary %j', (patch, score) => {
    expect(showInputSchema.parse({ ...valid, ...patch }).score).toBe(score);
  });

  it('accepts 3 guests and tomorrow-agnostic dates (the future check is showDateError)', () => {
    const out = showInputSchema.parse({
      ...valid,
      date: '2099-01-01',
      guestAppearances: ['A', 'B', 'C'],
    });
    expect(out.guestAppearances).toHaveLength(3);
  });

  it('reports the required fields of an empty body in order', () => {
    expect(issues(showInputSchema, {}).map(([, m]) => m)).toEqual([
      'Artist is required',
      'City is required',
      'Date is required',
      'Score must be a whole number from 0 to 100',
    ]);
  });
});

describe('showDateError', () => {
  itReturns(
    (date: string | null) => showDateError(date, '2026-04-05'),
    [
      ['', 'Date is required'],
      [null, 'Date is required'],
      ['2026-02-30', 'Date must be a valid date'],
      ['2026-04-07', 'Date cannot be in the future'],
      ['2026-04-06', null],
      ['2026-04-05', null],
      ['1999-12-31', null],
    ],
  );
});
