import { describe, expect, it } from 'vitest';
import {
  agreeText,
  coverNote,
  ownSetlist,
  setlistSongNames,
  showSource,
  songMarks,
  splitSetlist,
} from './setlist';

describe('splitSetlist', () => {
  it('keeps the order, every encore song under the encore', () => {
    const songs = [
      { title: 'Intro' },
      { title: 'Heroes', coverOf: 'David Bowie' },
      { title: 'Last', encore: true as const },
      { title: 'Very Last', encore: true as const },
    ];
    expect(splitSetlist(songs)).toEqual({
      main: [songs[0], songs[1]],
      encore: [songs[2], songs[3]],
    });
  });

  it('an empty setlist has nothing in either part', () => {
    expect(splitSetlist([])).toEqual({ main: [], encore: [] });
  });
});

describe('coverNote', () => {
  it.each([
    [{ title: 'Heroes', coverOf: 'David Bowie' }, '(David Bowie cover)'],
    [{ title: 'Heroes', coverOf: '  Björk ' }, '(Björk cover)'],
    [{ title: 'Own Song' }, null],
    [{ title: 'Own Song', coverOf: ' ' }, null],
  ])('%j -> %s', (song, note) => {
    expect(coverNote(song)).toBe(note);
  });
});

describe('showSource', () => {
  it.each([
    ['https://www.setlist.fm/setlist/radiohead/2024/x-63d6a2b3.html', 'setlist.fm'],
    ['https://setlist.fm/setlist/a.html', 'setlist.fm'],
    ['http://example.org/gig', 'example.org'],
  ])('%s is named %s', (url, name) => {
    expect(showSource(url)).toEqual({ href: new URL(url).href, name });
  });

  it.each([null, undefined, '', 'not a url', 'javascript:alert(1)', 'data:text/html,hi'])(
    'no link for %j',
    (url) => {
      expect(showSource(url)).toBeNull();
    },
  );
});

describe('setlistSongNames', () => {
  it('each name once (case-insensitively), in order, blanks left out', () => {
    expect(
      setlistSongNames([
        { title: 'Creep' },
        { title: ' Karma Police ' },
        { title: 'creep', encore: true },
        { title: '  ' },
      ]),
    ).toEqual(['Creep', 'Karma Police']);
  });
});

describe('songMarks', () => {
  it.each([
    [{ title: 'Own Song' }, []],
    [{ title: 'Heroes', coverOf: 'David Bowie' }, ['(David Bowie cover)']],
    [{ title: 'Duet', withGuest: ' Patti Smith ' }, ['(with Patti Smith)']],
    [
      { title: 'Both', coverOf: 'X', withGuest: 'Y', tape: true as const, note: 'acoustic' },
      ['(X cover)', '(with Y)', '(tape)'],
    ],
    [{ title: 'Blank guest', withGuest: ' ' }, []],
  ])('%j -> %j', (song, marks) => {
    expect(songMarks(song)).toEqual(marks);
  });
});

describe('agreeText', () => {
  it.each([
    [{ agree: 3, setlists: 4 }, '3 of 4 agree'],
    [{ agree: 2, setlists: 2 }, '2 of 2 agree'],
    [{ agree: 1, setlists: 3 }, null],
    [{ agree: 1, setlists: 1 }, null],
  ])('%j -> %s', (from, text) => {
    expect(agreeText(from)).toBe(text);
  });
});

describe('ownSetlist', () => {
  const songs = [{ title: 'A' }];
  it("is the show's setlist unless it is the gig's", () => {
    expect(ownSetlist({ setlist: songs, setlistSource: 'own' })).toBe(songs);
    expect(ownSetlist({ setlist: songs, setlistSource: 'import' })).toBe(songs);
    expect(ownSetlist({ setlist: songs })).toBe(songs);
    expect(ownSetlist({ setlist: songs, setlistSource: 'gig' })).toEqual([]);
    expect(ownSetlist({ setlist: [], setlistSource: null })).toEqual([]);
  });
});
