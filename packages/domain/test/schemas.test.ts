import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  GUEST_MESSAGES,
  artistNameSchema,
  artistSearchLimit,
  artistSearchQuerySchema,
  artistStatCreateSchema,
  cityCreateSchema,
  commentSchema,
  firstIssueMessage,
  guestCheck,
  idParamSchema,
  loginSchema,
  normalizeKey,
  profileUpdateSchema,
  registerFormSchema,
  registerPayloadSchema,
  showDateError,
  showInputSchema,
  toRegisterPayload,
  usernameSchema,
  validateGuestList,
  wantToSeeSchema,
} from '../src';

/** All issues as [path, message]. */
function issues(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

/** The first issue's message, or null when the input is valid. */
function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('usernameSchema', () => {
  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['  ab  ', 'Username must be at least 3 characters'],
    ['', 'Username must be at least 3 characters'],
    [undefined, 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be at most 30 characters'],
    ['bad name', 'Username can only contain letters, numbers, dots, dashes and underscores'],
    ['émile', 'Username can only contain letters, numbers, dots, dashes and underscores'],
    ['a@b', 'Username can only contain letters, numbers, dots, dashes and underscores'],
    ['abc', null],
    ['a'.repeat(30), null],
    ['Jo_hn.D-oe9', null],
  ])('%s -> %s', (input, message) => {
    expect(firstMessage(usernameSchema, input)).toBe(message);
  });
  it('trims', () => {
    expect(usernameSchema.parse('  alice ')).toBe('alice');
  });
});

describe('loginSchema', () => {
  it.each([
    [
      { username: 'ab', password: 'secret' },
      [['username', 'Username must be at least 3 characters']],
    ],
    [
      { username: 'alice', password: '12345' },
      [['password', 'Password must be at least 6 characters']],
    ],
    [
      { username: 'alice', password: 'x'.repeat(129) },
      [['password', 'Password must be at most 128 characters']],
    ],
    [
      {},
      [
        ['username', 'Username must be at least 3 characters'],
        ['password', 'Password must be at least 6 characters'],
      ],
    ],
    [{ username: 'bad name', password: '123456' }, []],
    [{ username: 'alice', password: '123456' }, []],
  ])('%j', (input, expected) => {
    expect(issues(loginSchema, input)).toEqual(expected);
  });
  it('trims the username but not the password', () => {
    expect(loginSchema.parse({ username: ' alice ', password: ' pass word ' })).toEqual({
      username: 'alice',
      password: ' pass word ',
    });
  });
});

describe('registerFormSchema', () => {
  const valid = {
    username: 'alice',
    displayName: 'Alice',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  it('accepts a valid form', () => {
    expect(registerFormSchema.parse(valid)).toEqual(valid);
  });
  it.each([
    [{ username: 'al' }, [['username', 'Username must be at least 3 characters']]],
    [{ displayName: 'A' }, [['displayName', 'Display name must be at least 2 characters']]],
    [{ displayName: ' A ' }, [['displayName', 'Display name must be at least 2 characters']]],
    [
      { displayName: 'x'.repeat(51) },
      [['displayName', 'Display name must be at most 50 characters']],
    ],
    [
      { password: '12345', confirmPassword: '12345' },
      [
        ['password', 'Password must be at least 6 characters'],
        ['confirmPassword', 'Password must be at least 6 characters'],
      ],
    ],
    [{ confirmPassword: 'secret2' }, [['confirmPassword', "Passwords don't match"]]],
    [{ profilePicture: 42 }, [['profilePicture', expect.any(String)]]],
  ])('%j', (patch, expected) => {
    expect(issues(registerFormSchema, { ...valid, ...patch })).toEqual(expected);
  });
  it('keeps an optional profile picture', () => {
    expect(
      registerFormSchema.parse({ ...valid, profilePicture: 'data:image/png;base64,AAA=' })
        .profilePicture,
    ).toBe('data:image/png;base64,AAA=');
  });
  it('toRegisterPayload drops confirmPassword and a blank picture', () => {
    expect(toRegisterPayload({ ...valid, profilePicture: '' })).toEqual({
      username: 'alice',
      displayName: 'Alice',
      password: 'secret1',
    });
    expect(toRegisterPayload({ ...valid, profilePicture: 'data:image/png;base64,AAA=' })).toEqual({
      username: 'alice',
      displayName: 'Alice',
      password: 'secret1',
      profilePicture: 'data:image/png;base64,AAA=',
    });
  });
});

describe('registerPayloadSchema', () => {
  const valid = { username: 'alice', displayName: 'Alice', password: 'secret1' };
  it('accepts a payload without picture and strips confirmPassword', () => {
    expect(registerPayloadSchema.parse({ ...valid, confirmPassword: 'x' })).toEqual(valid);
  });
  it.each([
    ['data:image/jpeg;base64,/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['', undefined],
    [null, undefined],
  ])('picture %s', (picture, out) => {
    expect(registerPayloadSchema.parse({ ...valid, profilePicture: picture }).profilePicture).toBe(
      out,
    );
  });
  it.each([['https://evil.example/x.png'], ['data:text/html;base64,PGgxPg=='], [42]])(
    'rejects picture %s',
    (picture) => {
      expect(firstMessage(registerPayloadSchema, { ...valid, profilePicture: picture })).toBe(
        'Profile picture must be an image',
      );
    },
  );
  it('applies the username rules', () => {
    expect(firstMessage(registerPayloadSchema, { ...valid, username: 'a b c' })).toBe(
      'Username can only contain letters, numbers, dots, dashes and underscores',
    );
  });
});

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
  it.each([
    [{ displayName: 'A' }, 'Display name must be at least 2 characters'],
    [{ displayName: 'Al', city: 'x'.repeat(101) }, 'City must be at most 100 characters'],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(profileUpdateSchema, input)).toBe(message);
  });
});

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
  it.each([
    ['', 'Date is required'],
    [null, 'Date is required'],
    ['2026-02-30', 'Date must be a valid date'],
    ['2026-04-07', 'Date cannot be in the future'],
    ['2026-04-06', null],
    ['2026-04-05', null],
    ['1999-12-31', null],
  ])('%s -> %s', (date, message) => {
    expect(showDateError(date, '2026-04-05')).toBe(message);
  });
});

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

describe('artist, city, list and comment schemas', () => {
  it.each([
    [artistNameSchema, '', 'Artist is required'],
    [artistNameSchema, 'x'.repeat(201), 'Artist must be at most 200 characters'],
    [artistStatCreateSchema, {}, 'Artist is required'],
    [artistStatCreateSchema, { artist_name: '  ' }, 'Artist is required'],
    [wantToSeeSchema, { artistName: '' }, 'Artist is required'],
    [cityCreateSchema, { name: '' }, 'City is required'],
    [cityCreateSchema, { name: 'x'.repeat(101) }, 'City must be at most 100 characters'],
    [
      cityCreateSchema,
      { name: 'Paris', country: 'x'.repeat(101) },
      'Country must be at most 100 characters',
    ],
    [commentSchema, { body: '' }, 'Comment cannot be empty'],
    [commentSchema, { body: '   ' }, 'Comment cannot be empty'],
    [commentSchema, {}, 'Comment cannot be empty'],
    [commentSchema, { body: 'x'.repeat(1001) }, 'Comment must be at most 1000 characters'],
  ] as [z.ZodType, unknown, string][])('%#: %j -> %s', (schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('parses and trims valid values', () => {
    expect(artistStatCreateSchema.parse({ artist_name: ' Beyoncé ' })).toEqual({
      artist_name: 'Beyoncé',
    });
    expect(cityCreateSchema.parse({ name: ' Paris ', country: '' })).toEqual({
      name: 'Paris',
      country: undefined,
    });
    expect(wantToSeeSchema.parse({ artistName: 'Radiohead' })).toEqual({ artistName: 'Radiohead' });
    expect(commentSchema.parse({ body: ' x'.repeat(500) }).body).toHaveLength(999);
  });
});

describe('idParamSchema', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [7, 7],
  ])('%j -> %i', (input, id) => {
    expect(idParamSchema.parse(input)).toBe(id);
  });
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

describe('artist search', () => {
  it.each([
    ['radio', 20],
    ['  ', 10],
    ['', 10],
    [undefined, 10],
  ])('limit for %j -> %i', (q, limit) => {
    expect(artistSearchLimit(q)).toBe(limit);
  });
  it('parses query params', () => {
    expect(artistSearchQuerySchema.parse({ q: '  radio ', limit: '20' })).toEqual({
      q: 'radio',
      limit: 20,
    });
    expect(artistSearchQuerySchema.parse({ q: ' ' })).toEqual({ q: undefined });
    expect(firstMessage(artistSearchQuerySchema, { limit: '0' })).toBe(
      'Limit must be a positive whole number',
    );
  });
});

describe('normalizeKey', () => {
  it.each([
    ['Beyoncé ', 'beyonce'],
    ['  The   Rolling\tStones ', 'the rolling stones'],
    ['MØ', 'mø'],
    ['Sigur Rós', 'sigur ros'],
    ['ＡＢＣ', 'abc'],
    ['', ''],
  ])('%j -> %j', (input, key) => {
    expect(normalizeKey(input)).toBe(key);
  });
});

describe('firstIssueMessage', () => {
  it('returns the first issue', () => {
    const r = loginSchema.safeParse({ username: '', password: '' });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(firstIssueMessage(r.error)).toBe('Username must be at least 3 characters');
  });
});

describe('changePasswordSchema', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'secret123' }, 'Current password is required'],
    [
      { currentPassword: 'old-secret', newPassword: '12345' },
      'Password must be at least 6 characters',
    ],
    [
      { currentPassword: 'same-secret', newPassword: 'same-secret' },
      'The new password must differ from the current one',
    ],
  ])('%j -> %s', (input, message) => {
    const result = changePasswordSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('accepts a valid change', () => {
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'old-secret', newPassword: 'new-secret' })
        .success,
    ).toBe(true);
  });
});
