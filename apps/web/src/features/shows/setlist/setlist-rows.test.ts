import { SETLIST_NOTE_MAX, SETLIST_SONG_MAX, SETLIST_SONGS_MAX } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import {
  checkSetlist,
  editorSongs,
  firstSetlistError,
  initialSetlistState,
  sameSongs,
  setlistCountText,
  setlistReducer,
  songsOfRows,
  songSuggestions,
  type SetlistAction,
  type SetlistEditorState,
} from './setlist-rows';

const run = (state: SetlistEditorState, ...actions: SetlistAction[]) =>
  actions.reduce(setlistReducer, state);

const titles = (state: SetlistEditorState) => state.rows.map((row) => row.title);

describe('initialSetlistState', () => {
  it('opens on one blank row when there is no setlist', () => {
    const state = initialSetlistState();
    expect(state.rows).toHaveLength(1);
    expect(state.rows[0]).toMatchObject({ title: '', encore: false, more: false });
    expect(songsOfRows(state.rows)).toEqual([]);
  });

  it('opens on the songs, the More fields showing where a song has them', () => {
    const state = initialSetlistState([
      { title: 'Intro', tape: true },
      { title: 'Heroes', coverOf: 'David Bowie' },
      { title: 'Last', encore: true },
    ]);
    expect(state.rows.map((row) => [row.title, row.encore, row.more])).toEqual([
      ['Intro', false, true],
      ['Heroes', false, true],
      ['Last', true, false],
    ]);
    expect(new Set(state.rows.map((row) => row.key)).size).toBe(3);
  });
});

describe('setlistReducer', () => {
  it('adds a row after the one given, focused, in the encore when that one is', () => {
    let state = initialSetlistState([{ title: 'A' }, { title: 'B', encore: true }]);
    const [a, b] = state.rows;
    state = run(state, { type: 'add', after: a!.key });
    expect(titles(state)).toEqual(['A', '', 'B']);
    expect(state.rows[1]!.encore).toBe(false);
    expect(state.focusKey).toBe(state.rows[1]!.key);
    state = run(state, { type: 'add', after: b!.key });
    expect(titles(state)).toEqual(['A', '', 'B', '']);
    expect(state.rows[3]!.encore).toBe(true);
    expect(run(state, { type: 'focused' }).focusKey).toBeNull();
  });

  it('goes to the blank row already there rather than adding another', () => {
    let state = initialSetlistState([{ title: 'A' }, { title: 'B' }]);
    const [a, b] = state.rows;
    state = run(state, { type: 'add' });
    expect(state.rows).toHaveLength(3);
    const blank = state.rows[2]!;
    // 'Add song' again, or Enter in the song before it: the same blank row, focused.
    state = run(state, { type: 'focused' }, { type: 'add' });
    expect(state.rows).toHaveLength(3);
    expect(state.focusKey).toBe(blank.key);
    state = run(state, { type: 'focused' }, { type: 'add', after: b!.key });
    expect(state.rows).toHaveLength(3);
    expect(state.focusKey).toBe(blank.key);
    // Enter in a blank title adds nothing.
    expect(run(state, { type: 'add', after: blank.key }).rows).toHaveLength(3);
    expect(run(state, { type: 'add', after: a!.key }).rows).toHaveLength(4);
  });

  it('edits a row and clears only the messages of the fields edited', () => {
    let state = initialSetlistState([{ title: 'A' }]);
    const key = state.rows[0]!.key;
    state = run(state, {
      type: 'errors',
      rowErrors: { [key]: { title: 'Bad title', note: 'Bad note' } },
      listError: null,
    });
    state = run(state, { type: 'edit', key, patch: { title: 'Better' } });
    expect(state.rows[0]!.title).toBe('Better');
    expect(state.rowErrors[key]).toEqual({ note: 'Bad note' });
  });

  it('moves a row up and down within the list, and no further', () => {
    const start = initialSetlistState([{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    const [a, , c] = start.rows;
    expect(titles(run(start, { type: 'move', key: c!.key, by: -1 }))).toEqual(['A', 'C', 'B']);
    expect(titles(run(start, { type: 'move', key: a!.key, by: 1 }))).toEqual(['B', 'A', 'C']);
    expect(run(start, { type: 'move', key: a!.key, by: -1 })).toBe(start);
    expect(run(start, { type: 'move', key: c!.key, by: 1 })).toBe(start);
  });

  it('removes a row, the focus going to a neighbour', () => {
    const start = initialSetlistState([{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    const [a, b, c] = start.rows;
    expect(run(start, { type: 'remove', key: b!.key, focus: 'next' }).focusKey).toBe(c!.key);
    expect(run(start, { type: 'remove', key: c!.key, focus: 'next' }).focusKey).toBe(b!.key);
    expect(run(start, { type: 'remove', key: b!.key, focus: 'previous' }).focusKey).toBe(a!.key);
    expect(run(start, { type: 'remove', key: b!.key }).focusKey).toBeNull();
  });

  it('removes a row, leaving a blank one when it was the last', () => {
    let state = initialSetlistState([{ title: 'A' }, { title: 'B' }]);
    const [a, b] = state.rows;
    state = run(state, { type: 'remove', key: b!.key, focus: 'previous' });
    expect(titles(state)).toEqual(['A']);
    expect(state.focusKey).toBe(a!.key);
    state = run(state, { type: 'remove', key: a!.key });
    expect(titles(state)).toEqual(['']);
    expect(state.rows[0]!.key).not.toBe(a!.key);
  });

  it('turns the rows into text and the text back into rows', () => {
    let state = initialSetlistState([
      { title: 'Intro', tape: true },
      { title: 'Heroes', coverOf: 'David Bowie' },
      { title: 'Last', encore: true },
    ]);
    state = run(state, { type: 'mode', mode: 'text' });
    expect(state.text).toBe('Intro (tape)\nHeroes (David Bowie cover)\nEncore:\nLast');
    state = run(state, { type: 'text', text: '1. One\n2. Two (with Guest)\nEncore:\n3. Three' });
    expect(editorSongs(state)).toEqual([
      { title: 'One' },
      { title: 'Two', withGuest: 'Guest' },
      { title: 'Three', encore: true },
    ]);
    state = run(state, { type: 'mode', mode: 'rows' });
    expect(titles(state)).toEqual(['One', 'Two', 'Three']);
    expect(state.rows[2]!.encore).toBe(true);
    expect(new Set(state.rows.map((row) => row.key)).size).toBe(3);
  });
});

describe('checkSetlist', () => {
  it('answers the songs trimmed, blank rows left out', () => {
    let state = initialSetlistState([{ title: '  Creep ' }, { title: 'Karma Police' }]);
    const [first, last] = state.rows;
    state = run(
      state,
      { type: 'add', after: first!.key },
      { type: 'edit', key: last!.key, patch: { encore: true } },
    );
    expect(state.rows).toHaveLength(3);
    expect(checkSetlist(state)).toEqual({
      ok: true,
      songs: [{ title: 'Creep' }, { title: 'Karma Police', encore: true }],
    });
  });

  it('puts each message under its row and field', () => {
    let state = initialSetlistState([{ title: 'Fine' }, { title: 'Bad' }]);
    state = run(state, { type: 'add', after: state.rows[0]!.key });
    const [, blank, bad] = state.rows;
    state = run(state, {
      type: 'edit',
      key: bad!.key,
      patch: { title: ' ', coverOf: 'Someone', note: 'x'.repeat(SETLIST_NOTE_MAX + 1) },
    });
    const check = checkSetlist(state);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.rowErrors[blank!.key]).toBeUndefined();
    expect(check.rowErrors[bad!.key]).toEqual({
      title: 'Song title is required',
      note: `Song note must be at most ${SETLIST_NOTE_MAX} characters`,
    });
    expect(check.listError).toBeNull();
    expect(firstSetlistError(check)).toBe('Song title is required');
  });

  it('refuses a title over its limit and a list over its length', () => {
    const long = checkSetlist(initialSetlistState([{ title: 'y'.repeat(SETLIST_SONG_MAX + 1) }]));
    expect(long.ok).toBe(false);
    const many = Array.from({ length: SETLIST_SONGS_MAX + 1 }, (_, i) => ({ title: `Song ${i}` }));
    const check = checkSetlist(initialSetlistState(many));
    expect(check).toEqual({
      ok: false,
      rowErrors: {},
      listError: `A setlist can have at most ${SETLIST_SONGS_MAX} songs`,
    });
  });

  it('reads a pasted list', () => {
    const state = run(
      initialSetlistState(),
      { type: 'mode', mode: 'text' },
      {
        type: 'text',
        text: 'Airbag\n\nEncore:\nCreep (with Guest)',
      },
    );
    expect(checkSetlist(state)).toEqual({
      ok: true,
      songs: [{ title: 'Airbag' }, { title: 'Creep', encore: true, withGuest: 'Guest' }],
    });
  });
});

describe('setlistCountText', () => {
  it.each([
    [[], 'No songs yet'],
    [[{}], '1 song'],
    [[{}, {}, { encore: true as const }], '3 songs, 1 in the encore'],
  ])('%j -> %s', (songs, text) => {
    expect(setlistCountText(songs)).toBe(text);
  });

  it('says when the list is at its most', () => {
    expect(setlistCountText(Array.from({ length: SETLIST_SONGS_MAX }, () => ({})))).toBe(
      `${SETLIST_SONGS_MAX} songs (the most a setlist can have)`,
    );
  });
});

describe('sameSongs', () => {
  it('compares songs as they would be sent', () => {
    expect(sameSongs([{ title: 'A ' }], [{ title: 'A' }])).toBe(true);
    expect(sameSongs([{ title: 'A', coverOf: ' ' }], [{ title: 'A' }])).toBe(true);
    expect(sameSongs([{ title: 'A' }], [{ title: 'A', encore: true }])).toBe(false);
    expect(sameSongs([{ title: 'A' }, { title: 'B' }], [{ title: 'B' }, { title: 'A' }])).toBe(
      false,
    );
  });
});

describe('songSuggestions', () => {
  const songs = ['Creep', 'Karma Police', 'Paranoid Android', 'Airbag', 'Let Down', 'Daydreaming'];

  it('offers titles starting with the text first, then those holding it', () => {
    expect(songSuggestions(songs, 'a', new Set())).toEqual([
      'Airbag',
      'Karma Police',
      'Paranoid Android',
      'Daydreaming',
    ]);
    expect(songSuggestions(songs, 'dRe', new Set())).toEqual(['Daydreaming']);
  });

  it('leaves out the title typed exactly, the songs already in the list, and offers nothing before a letter', () => {
    expect(songSuggestions(songs, 'creep', new Set())).toEqual([]);
    expect(songSuggestions(songs, 'a', new Set(['airbag']))).not.toContain('Airbag');
    expect(songSuggestions(songs, '  ', new Set())).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(songSuggestions(songs, 'a', new Set(), 2)).toEqual(['Airbag', 'Karma Police']);
  });
});
