/**
 * The setlist editor's state, kept apart from React so it can be tested: one
 * row per song (typed one by one) or the whole list as text (pasted), the
 * messages of the last check, and the row whose title takes the focus next.
 */
import {
  parseSetlistText,
  pluralize,
  setlistSchema,
  setlistText,
  SETLIST_SONGS_MAX,
  songKey,
  type SetlistSong,
} from '@gigrank/domain';

/** A song as the editor holds it: every field a text or a flag, blank when unused. */
export interface SetlistRow {
  /** Stable across edits and moves: React's key, and where a message belongs. */
  key: number;
  title: string;
  encore: boolean;
  coverOf: string;
  withGuest: string;
  tape: boolean;
  note: string;
  /** Its "More" fields (cover, guest, tape, note) are showing. */
  more: boolean;
}

/** The fields of a row that can hold a message. */
export type RowField = 'title' | 'coverOf' | 'withGuest' | 'note';

export type RowErrors = Partial<Record<RowField, string>>;

/** How the songs are being written: row by row, or as a pasted list. */
export type SetlistMode = 'rows' | 'text';

export interface SetlistEditorState {
  mode: SetlistMode;
  rows: SetlistRow[];
  /** The pasted list (mode 'text'). */
  text: string;
  nextKey: number;
  /** A row just added: its title takes the focus once drawn. */
  focusKey: number | null;
  /** Messages of the last check, per row key. */
  rowErrors: Record<number, RowErrors>;
  /** A message about the whole list (too many songs). */
  listError: string | null;
}

export type SetlistAction =
  /**
   * The next song, after the row `after` (at the end without one): the blank
   * row already there, or a new one, its title focused. Nothing after a blank
   * row (Enter in an empty title stays put).
   */
  | { type: 'add'; after?: number }
  | { type: 'edit'; key: number; patch: Partial<Omit<SetlistRow, 'key'>> }
  /**
   * A row removed; `focus`: the title of the row that takes its place
   * ('next', the previous one when it was last) or of the row before
   * ('previous': Backspace in a blank title).
   */
  | { type: 'remove'; key: number; focus?: 'next' | 'previous' }
  | { type: 'move'; key: number; by: -1 | 1 }
  | { type: 'mode'; mode: SetlistMode }
  | { type: 'text'; text: string }
  | { type: 'errors'; rowErrors: Record<number, RowErrors>; listError: string | null }
  | { type: 'focused' };

function blankRow(key: number, encore = false): SetlistRow {
  return { key, title: '', encore, coverOf: '', withGuest: '', tape: false, note: '', more: false };
}

/** A song as a row; its More fields show when it has any of them. */
function rowOfSong(song: SetlistSong, key: number): SetlistRow {
  const row: SetlistRow = {
    key,
    title: song.title,
    encore: song.encore === true,
    coverOf: song.coverOf ?? '',
    withGuest: song.withGuest ?? '',
    tape: song.tape === true,
    note: song.note ?? '',
    more: false,
  };
  return { ...row, more: hasMore(row) };
}

/** Whether a row says anything beyond its title and encore mark. */
function hasMore(row: SetlistRow): boolean {
  return row.tape || [row.coverOf, row.withGuest, row.note].some((text) => text.trim() !== '');
}

/** A row with nothing typed in it: left out of the setlist rather than refused. */
export function isBlankRow(row: SetlistRow): boolean {
  return row.title.trim() === '' && !hasMore(row);
}

/** Rows for `songs`, keys from `firstKey`; one blank row for none, to type into at once. */
function rowsOfSongs(
  songs: readonly SetlistSong[],
  firstKey: number,
): { rows: SetlistRow[]; nextKey: number } {
  const rows = songs.map((song, i) => rowOfSong(song, firstKey + i));
  if (rows.length === 0) rows.push(blankRow(firstKey));
  return { rows, nextKey: firstKey + rows.length };
}

/** The editor opened on a show's setlist (none: one blank row). */
export function initialSetlistState(songs: readonly SetlistSong[] = []): SetlistEditorState {
  return {
    mode: 'rows',
    ...rowsOfSongs(songs, 1),
    text: '',
    focusKey: null,
    rowErrors: {},
    listError: null,
  };
}

/** The rows as songs, blank rows left out: texts as typed (the schema trims them). */
export function songsOfRows(rows: readonly SetlistRow[]): SetlistSong[] {
  return rows.filter((row) => !isBlankRow(row)).map(songOfRow);
}

function songOfRow(row: SetlistRow): SetlistSong {
  return {
    title: row.title,
    ...(row.encore ? { encore: true as const } : {}),
    ...(row.coverOf.trim() ? { coverOf: row.coverOf } : {}),
    ...(row.withGuest.trim() ? { withGuest: row.withGuest } : {}),
    ...(row.tape ? { tape: true as const } : {}),
    ...(row.note.trim() ? { note: row.note } : {}),
  };
}

/** The songs the editor holds now, in its mode: the rows, or the pasted list read. */
export function editorSongs(state: Pick<SetlistEditorState, 'mode' | 'rows' | 'text'>) {
  return state.mode === 'text' ? parseSetlistText(state.text) : songsOfRows(state.rows);
}

function withoutErrors(state: SetlistEditorState, key: number, fields: readonly string[]) {
  const current = state.rowErrors[key];
  if (!current || !fields.some((field) => field in current)) return state.rowErrors;
  const kept = { ...current };
  for (const field of fields) delete kept[field as RowField];
  return { ...state.rowErrors, [key]: kept };
}

export function setlistReducer(
  state: SetlistEditorState,
  action: SetlistAction,
): SetlistEditorState {
  switch (action.type) {
    case 'add': {
      const at =
        action.after === undefined
          ? state.rows.length
          : state.rows.findIndex((row) => row.key === action.after) + 1;
      if (at === 0) return state;
      const before = state.rows[at - 1];
      if (action.after !== undefined && before && isBlankRow(before)) return state;
      const next = state.rows[at];
      if (next && isBlankRow(next)) return { ...state, focusKey: next.key };
      if (action.after === undefined && before && isBlankRow(before)) {
        return { ...state, focusKey: before.key };
      }
      // A song typed after an encore song is most likely in the encore too.
      const row = blankRow(state.nextKey, state.rows[at - 1]?.encore ?? false);
      const rows = [...state.rows.slice(0, at), row, ...state.rows.slice(at)];
      return { ...state, rows, nextKey: state.nextKey + 1, focusKey: row.key, listError: null };
    }
    case 'edit': {
      const rows = state.rows.map((row) =>
        row.key === action.key ? { ...row, ...action.patch } : row,
      );
      return {
        ...state,
        rows,
        rowErrors: withoutErrors(state, action.key, Object.keys(action.patch)),
      };
    }
    case 'remove': {
      const at = state.rows.findIndex((row) => row.key === action.key);
      if (at === -1) return state;
      const { [action.key]: _gone, ...rowErrors } = state.rowErrors;
      const left = state.rows.filter((row) => row.key !== action.key);
      // The last row removed leaves a blank one, to type the next song into.
      if (left.length === 0) {
        return {
          ...state,
          rows: [blankRow(state.nextKey)],
          nextKey: state.nextKey + 1,
          focusKey: state.nextKey,
          rowErrors,
          listError: null,
        };
      }
      const neighbour =
        action.focus === 'next' ? (left[at] ?? left[at - 1]) : action.focus ? left[at - 1] : null;
      const focusKey = neighbour?.key ?? null;
      return { ...state, rows: left, focusKey, rowErrors, listError: null };
    }
    case 'move': {
      const at = state.rows.findIndex((row) => row.key === action.key);
      const to = at + action.by;
      if (at === -1 || to < 0 || to >= state.rows.length) return state;
      const rows = [...state.rows];
      [rows[at], rows[to]] = [rows[to]!, rows[at]!];
      return { ...state, rows };
    }
    case 'mode': {
      if (action.mode === state.mode) return state;
      if (action.mode === 'text') {
        // The list as text: what the rows hold, to paste over or edit as a whole.
        return {
          ...state,
          mode: 'text',
          text: setlistText(songsOfRows(state.rows)),
          rowErrors: {},
          listError: null,
        };
      }
      return {
        ...state,
        mode: 'rows',
        ...rowsOfSongs(parseSetlistText(state.text), state.nextKey),
        focusKey: null,
        rowErrors: {},
        listError: null,
      };
    }
    case 'text':
      return { ...state, text: action.text, listError: null };
    case 'errors':
      return { ...state, rowErrors: action.rowErrors, listError: action.listError };
    case 'focused':
      return state.focusKey === null ? state : { ...state, focusKey: null };
  }
}

export type SetlistCheck =
  | { ok: true; songs: SetlistSong[] }
  | { ok: false; rowErrors: Record<number, RowErrors>; listError: string | null };

const ROW_FIELDS = new Set<string>(['title', 'coverOf', 'withGuest', 'note']);

/**
 * The editor's songs checked by setlistSchema, as they would be sent (texts
 * trimmed): the songs, or each message under its row and field (the first per
 * field), and a message about the list as a whole.
 */
export function checkSetlist(
  state: Pick<SetlistEditorState, 'mode' | 'rows' | 'text'>,
): SetlistCheck {
  const rows = state.mode === 'text' ? [] : state.rows.filter((row) => !isBlankRow(row));
  const songs = editorSongs(state);
  const parsed = setlistSchema.safeParse(songs);
  if (parsed.success) return { ok: true, songs: parsed.data };
  const rowErrors: Record<number, RowErrors> = {};
  let listError: string | null = null;
  for (const issue of parsed.error.issues) {
    const [index, field] = issue.path;
    const row = typeof index === 'number' ? rows[index] : undefined;
    if (row && typeof field === 'string' && ROW_FIELDS.has(field)) {
      const errors = (rowErrors[row.key] ??= {});
      errors[field as RowField] ??= issue.message;
    } else {
      listError ??= issue.message;
    }
  }
  return { ok: false, rowErrors, listError };
}

/** The first message of a failed check, for a screen reader or a toast. */
export function firstSetlistError(check: Extract<SetlistCheck, { ok: false }>): string {
  if (check.listError) return check.listError;
  for (const errors of Object.values(check.rowErrors)) {
    const first = Object.values(errors)[0];
    if (first) return first;
  }
  return 'The setlist could not be read';
}

/** The editor's preview: '12 songs, 2 in the encore', '1 song', 'No songs yet'. */
export function setlistCountText(songs: readonly Pick<SetlistSong, 'encore'>[]): string {
  if (songs.length === 0) return 'No songs yet';
  const encore = songs.filter((song) => song.encore).length;
  const count = pluralize(songs.length, 'song');
  const capped = songs.length >= SETLIST_SONGS_MAX ? ` (the most a setlist can have)` : '';
  return encore > 0 ? `${count}, ${encore} in the encore${capped}` : `${count}${capped}`;
}

/** Whether two setlists say the same, song by song (texts compared as sent: trimmed). */
export function sameSongs(a: readonly SetlistSong[], b: readonly SetlistSong[]): boolean {
  const text = (songs: readonly SetlistSong[]) =>
    JSON.stringify(
      songs.map((song) => [
        song.title.trim(),
        song.encore === true,
        song.coverOf?.trim() ?? '',
        song.withGuest?.trim() ?? '',
        song.tape === true,
        song.note?.trim() ?? '',
      ]),
    );
  return text(a) === text(b);
}

/**
 * Titles to offer while a song is typed: the artist's songs (most played
 * first) that start with the text, then those holding it elsewhere, leaving
 * out the one typed exactly and those already in the setlist. Nothing before
 * a letter is typed, so the list stays out of the way of the next rows.
 */
export function songSuggestions(
  titles: readonly string[],
  typed: string,
  used: ReadonlySet<string>,
  limit = 8,
): string[] {
  const text = songKey(typed);
  if (!text) return [];
  const starts: string[] = [];
  const inside: string[] = [];
  for (const title of titles) {
    const key = songKey(title);
    if (key === text || used.has(key)) continue;
    if (key.startsWith(text)) starts.push(title);
    else if (key.includes(text)) inside.push(title);
    if (starts.length >= limit) break;
  }
  return [...starts, ...inside].slice(0, limit);
}
