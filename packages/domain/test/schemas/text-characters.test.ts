/**
 * Control and format characters are refused in every name and text field
 * (fields.ts: hasDisallowedCharacters), with a message naming the field;
 * emoji (joined sequences too), accents and punctuation pass, and line
 * breaks pass in multi-line fields only.
 */
import { describe, expect, it } from 'vitest';
import {
  artistSearchQuerySchema,
  artistStatCreateSchema,
  changePasswordSchema,
  cityCreateSchema,
  commentSchema,
  hasDisallowedCharacters,
  profileUpdateSchema,
  registerPayloadSchema,
  showInputSchema,
  wantToSeeSchema,
} from '../../src';
import { itReturns } from '../cases';
import { firstMessage } from './issues';

describe('hasDisallowedCharacters', () => {
  itReturns(
    (text: string) => hasDisallowedCharacters(text),
    [
      // refused
      ['Bad\u202Eguy', true], // right-to-left override
      ['zero\u200Bwidth', true], // zero-width space
      ['nul\u0000', true],
      ['\u0001start', true],
      ['bom\uFEFF', true],
      ['soft\u00ADhyphen', true],
      ['isolate\u2066x\u2069', true],
      ['mark\u200Fx', true], // right-to-left mark
      ['line\u2028sep', true],
      ['lone \uD800 surrogate', true],
      ['\u200D', true], // a joiner joining nothing
      ['a \u200D b', true],
      ['\u{E0041}tag', true], // a tag character outside a flag
      ['one\ntwo', true], // single-line field
      ['tab\there', true],
      // kept
      ['Beyoncé', false],
      ['Sigur Rós', false],
      ['AC/DC & Friends (Live!) - "Encore"', false],
      ['Mötley Crüe', false],
      ['東京事変', false],
      ['Café 🎸', false],
      ['👨‍👩‍👧‍👦', false], // family: ZWJ between pictographs
      ['🏳️‍🌈', false], // rainbow flag: VS16 then ZWJ
      ['👩🏽‍🎤', false], // skin tone then ZWJ
      ['❤️‍🔥', false],
      ['🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}', false], // Scotland
      ['می\u200Cخواهم', false], // Persian ZWNJ between letters
      ['क्\u200Dष', false], // Devanagari ZWJ
    ],
    '%j -> %s',
  );
  itReturns(
    (text: string) => hasDisallowedCharacters(text, true),
    [
      ['one\ntwo', false],
      ['one\r\ntwo', false],
      ['tab\there', false],
      ['cr\ralone', true],
      ['nul\u0000', true],
      ['rlo\u202E', true],
    ],
    'multi-line %j -> %s',
  );
});

describe('every name and text field refuses them', () => {
  const show = { artist: 'Adele', city: 'Lisbon', date: '2026-01-01', score: 80 };
  const bad = 'x\u202Ey';
  it.each([
    ['Artist', showInputSchema, { ...show, artist: bad }],
    ['City', showInputSchema, { ...show, city: `Lis\u200Bbon` }],
    ['Venue', showInputSchema, { ...show, venue: bad }],
    ['Companion', showInputSchema, { ...show, companion: bad }],
    ['Favorite song', showInputSchema, { ...show, favoriteSong: bad }],
    ['Notes', showInputSchema, { ...show, notes: 'a\u0000b' }],
    ['Guest artist', showInputSchema, { ...show, guestAppearances: ['ok', bad] }],
    ['Comment', commentSchema, { body: 'hi\u0001' }],
    ['Artist', artistStatCreateSchema, { artist_name: bad }],
    ['Artist', wantToSeeSchema, { artistName: '\u200Bghost' }],
    ['City', cityCreateSchema, { name: bad }],
    ['Country', cityCreateSchema, { name: 'Porto', country: bad }],
    ['Search', artistSearchQuerySchema, { q: bad }],
    ['City', profileUpdateSchema, { displayName: 'Fine', city: bad }],
    ['Display name', profileUpdateSchema, { displayName: `Evil${bad}` }],
    [
      'Display name',
      registerPayloadSchema,
      { username: 'alice', displayName: 'Al\u202Eice', password: 'long-enough' },
    ],
  ] as const)('%#: %s', (label, schema, input) => {
    expect(firstMessage(schema, input)).toBe(`${label} contains characters that are not allowed`);
  });

  it('keeps emoji, accents and line breaks where they belong', () => {
    const out = showInputSchema.parse({
      ...show,
      artist: 'Beyoncé 👩🏽‍🎤',
      notes: 'Line one\nLine two 👨‍👩‍👧',
      guestAppearances: ['Sigur Rós'],
    });
    expect(out.artist).toBe('Beyoncé 👩🏽‍🎤');
    expect(out.notes).toBe('Line one\nLine two 👨‍👩‍👧');
    expect(commentSchema.parse({ body: 'So good!\r\nAgain 🔥' }).body).toBe('So good!\r\nAgain 🔥');
    expect(firstMessage(showInputSchema, { ...show, venue: 'Two\nlines' })).toBe(
      'Venue contains characters that are not allowed',
    );
  });

  it('leaves passwords alone (any character may be in one)', () => {
    const change = { currentPassword: 'old-one-1', newPassword: 'new\u200Bone!' };
    expect(changePasswordSchema.safeParse(change).success).toBe(true);
  });
});
