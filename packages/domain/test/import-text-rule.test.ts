import { describe, expect, it } from 'vitest';
import {
  SETLIST_COVER_MAX,
  SETLIST_SONG_MAX,
  SETLIST_SONGS_MAX,
  TOUR_NAME_MAX,
} from '../src/constants';
import { IMPORT_MESSAGES, shownCsvCell } from '../src/import/contract';
import { readSetlistFmPages } from '../src/import/setlistfm';
import {
  cleanText,
  hasDisallowedCharacters,
  quotedValue,
  stripDisallowedCharacters,
} from '../src/text-rules';
import {
  cleanSetlist,
  cleanSetlistSong,
  setlistSchema,
  setlistSongSchema,
} from '../src/schemas/setlists';

/** A setlist.fm page of one setlist with these songs (and tour). */
const pageWith = (songs: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'setlists',
  setlist: [
    {
      id: 'abc123',
      eventDate: '01-02-2020',
      artist: { name: 'Rule Band' },
      venue: { name: 'Hall', city: { name: 'Porto', country: { code: 'PT' } } },
      sets: { set: [{ song: songs }] },
      ...extra,
    },
  ],
});

describe('the text rule, cleaning instead of refusing', () => {
  it('strips exactly what hasDisallowedCharacters refuses, keeping joined emoji and letters', () => {
    expect(stripDisallowedCharacters('\u202EAnthem\u200B')).toBe('Anthem');
    expect(stripDisallowedCharacters('a\u0000b\uFEFFc\u00ADd')).toBe('abcd');
    const kept = [
      '👨\u200D👩\u200D👧',
      'می\u200Cخواهم',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ];
    for (const text of kept) expect(stripDisallowedCharacters(text)).toBe(text);
    // A joiner with nothing to join goes.
    expect(stripDisallowedCharacters('\u200DSong\u200D')).toBe('Song');
  });

  it('cleanText collapses white space, trims, cuts at the limit without splitting a character', () => {
    expect(cleanText('  Pagan \t\n Poetry\u200B ', 200)).toBe('Pagan Poetry');
    expect(cleanText('\u200B\u202E', 200)).toBe('');
    expect(cleanText('x'.repeat(2_000_001), SETLIST_SONG_MAX)).toHaveLength(SETLIST_SONG_MAX);
    // An emoji (two code units) across the limit is dropped whole, not halved.
    const cut = cleanText(`${'a'.repeat(9)}😀`, 10);
    expect(cut).toBe('a'.repeat(9));
    // A joiner left at the end by the cut is removed as the rule says.
    expect(cleanText(`${'a'.repeat(9)}\u200Db`, 10)).toBe('a'.repeat(9));
    for (const text of [`\u202E${'la '.repeat(1000)}`, `${'🎸\u200D'.repeat(300)}`]) {
      const clean = cleanText(text, 200);
      expect(clean.length).toBeLessThanOrEqual(200);
      expect(hasDisallowedCharacters(clean)).toBe(false);
    }
  });

  it('quotes a value in a message cut and cleaned', () => {
    expect(quotedValue('31-04-2021')).toBe('"31-04-2021"');
    expect(quotedValue(`\u202E${'9'.repeat(5000)}`)).toBe(`"${'9'.repeat(39)}…"`);
    expect(IMPORT_MESSAGES.invalidDate('x'.repeat(100)).length).toBeLessThan(60);
    expect(shownCsvCell('y'.repeat(5000))).toHaveLength(100);
  });
});

describe('setlist songs', () => {
  it('a song from a file is cleaned, cut at SETLIST_SONG_MAX, and dropped when empty', () => {
    const long = `\u202EReversed\u200B ${'la'.repeat(1_000_000)}`.slice(0, 2_000_001);
    const song = cleanSetlistSong({
      title: long,
      coverOf: `\u200B${'c'.repeat(500)}`,
      encore: true,
    });
    expect(song!.title.startsWith('Reversed la')).toBe(true);
    expect(song!.title).toHaveLength(SETLIST_SONG_MAX);
    expect(song!.coverOf).toHaveLength(SETLIST_COVER_MAX);
    expect(song!.encore).toBe(true);
    expect(setlistSongSchema.safeParse(song).success).toBe(true);
    expect(cleanSetlistSong({ title: '\u200B\u202E ' })).toBeNull();
    expect(cleanSetlistSong({ title: 'Song', coverOf: '\u200B' })).toEqual({ title: 'Song' });
  });

  it('the schema refuses what cleaning removes: length, characters, too many songs', () => {
    expect(
      setlistSongSchema.safeParse({ title: 'x'.repeat(SETLIST_SONG_MAX + 1) }).error!.issues[0]!
        .message,
    ).toBe(`Song title must be at most ${SETLIST_SONG_MAX} characters`);
    expect(setlistSongSchema.safeParse({ title: 'A\u202EB' }).error!.issues[0]!.message).toBe(
      'Song contains characters that are not allowed',
    );
    expect(setlistSongSchema.safeParse({ title: 'A', coverOf: 'B\u200B' }).success).toBe(false);
    const many = Array.from({ length: SETLIST_SONGS_MAX + 1 }, (_, i) => ({ name: `S${i}` }));
    expect(setlistSchema.safeParse(many).success).toBe(false);
    expect(setlistSchema.safeParse(cleanSetlist(many)).success).toBe(true);
  });

  it('cleanSetlist takes a stored list as it comes: junk entries and empty titles out', () => {
    expect(
      cleanSetlist([
        { title: '\u202EOne' },
        null,
        'two',
        { name: 42 },
        { title: '\u200B' },
        { title: 'Three', coverOf: ' Someone\u200B ', encore: true },
      ]),
    ).toEqual([
      { title: 'One' },
      { title: '42' },
      { title: 'Three', coverOf: 'Someone', encore: true },
    ]);
    expect(cleanSetlist('not a list')).toEqual([]);
  });

  it('a setlist.fm page brings its songs, covers and tour through the rule', () => {
    const read = readSetlistFmPages([
      pageWith(
        [
          { name: `\u202E${'Long '.repeat(400_000)}` },
          { name: '\u200B' },
          { name: 'Cover\u200B Song', cover: { name: `\u202EOriginal${'s'.repeat(400)}` } },
          { name: 'From Tape', tape: true },
        ],
        { tour: { name: `\u202ETour ${'t'.repeat(1000)}` }, url: 'javascript:alert(1)' },
      ),
    ]);
    const [setlist] = read.setlists;
    expect(setlist!.setlist.map((s) => s.title.slice(0, 10))).toEqual(['Long Long ', 'Cover Song']);
    expect(setlist!.setlist[0]!.title.length).toBeLessThanOrEqual(SETLIST_SONG_MAX);
    expect(setlist!.setlist[1]!.coverOf).toHaveLength(SETLIST_COVER_MAX);
    expect(setlistSchema.safeParse(setlist!.setlist).success).toBe(true);
    expect(setlist!.tour).toHaveLength(TOUR_NAME_MAX);
    expect(hasDisallowedCharacters(setlist!.tour!)).toBe(false);
    expect(setlist!.sourceUrl).toBeNull();
  });

  it('a setlist id too long or with refused characters refuses the row', () => {
    const read = readSetlistFmPages([
      { type: 'setlists', setlist: [{ ...pageWith([]).setlist[0], id: 'i'.repeat(65) }] },
      { type: 'setlists', setlist: [{ ...pageWith([]).setlist[0], id: 'a\u202Eb' }] },
      { type: 'setlists', setlist: [{ ...pageWith([]).setlist[0], eventDate: 'x'.repeat(5000) }] },
    ]);
    expect(read.setlists).toEqual([]);
    expect(read.refused).toEqual([
      { row: 1, message: 'The setlist id must be at most 64 characters' },
      { row: 2, message: 'The setlist id contains characters that are not allowed' },
      { row: 3, message: `Invalid date "${'x'.repeat(39)}…" (expected dd-MM-yyyy)` },
    ]);
  });
});
