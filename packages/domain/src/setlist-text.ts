/**
 * A setlist as text: what a fan pastes (from notes, a forum post, setlist.fm's
 * page) read as songs, and a setlist written back as the same text to edit.
 *
 * One song per line. Understood on a line:
 * - `Encore:` (or `Encore`, `Encore 2:`, `E:`) alone starts the encore; a
 *   line starting `Encore: Song` starts it with that song;
 * - numbering and bullets in front (`1.`, `12)`, `-`, `*`, `•`);
 * - marks in brackets after the title: `(cover)`, `(X cover)`,
 *   `(cover of X)`, `(with X)`, `(feat. X)`, `(tape)`; any other bracket,
 *   and a `(cover)` that names nobody, is the song's note.
 * Blank lines and set headers (`Set 1:`, `Main set`) are skipped. Every text
 * then goes through the one text rule (cleanSetlistSong).
 */
import { SETLIST_SONGS_MAX } from './constants';
import { cleanSetlistSong, type SetlistSong } from './schemas/setlists';

/** `Encore`, `Encore 2` alone, or `Encore:`, `Encore 2:`, `E:`, `E2:` before a song. */
const ENCORE_LINE = /^(?:encore(?:\s*\d+)?\s*$|(?:encore(?:\s*\d+)?|e\d*)\s*:\s*(.*)$)/i;
const SET_HEADER = /^(?:set\s*\d+|main\s+set)\s*:?\s*$/i;
const LEADING_MARK = /^\s*(?:\d+\s*[.):-]\s*|[-*•–]\s+)/;
const TRAILING_BRACKET = /\s*[([]([^()[\]]*)[)\]]\s*$/;

interface Marks {
  coverOf?: string;
  withGuest?: string;
  tape?: boolean;
  notes: string[];
}

/** What one bracket says, added to `marks`. */
function readBracket(text: string, marks: Marks): void {
  const inner = text.trim();
  let m: RegExpMatchArray | null;
  if (/^cover$/i.test(inner)) marks.notes.unshift('cover');
  else if ((m = inner.match(/^cover(?:ed)?\s+(?:of|by)\s+(.+)$/i))) marks.coverOf = m[1];
  else if ((m = inner.match(/^(.+?)\s+cover$/i))) marks.coverOf = m[1];
  else if ((m = inner.match(/^(?:with|w\/|feat\.?|featuring|ft\.?)\s*(.+)$/i)))
    marks.withGuest = m[1];
  else if (/^(?:tape|from tape|intro tape|outro tape)$/i.test(inner)) marks.tape = true;
  else if (inner) marks.notes.unshift(inner);
}

/** One line's song, or null when nothing is left of it. */
function songOfLine(line: string, encore: boolean): SetlistSong | null {
  let title = line.replace(LEADING_MARK, '');
  const marks: Marks = { notes: [] };
  // Brackets are read from the end, so a title with brackets inside ("(Nice Dream)") keeps them
  // only when they are not the last thing on the line: the common case of setlists pasted from
  // the web is marks after the title.
  for (let m = title.match(TRAILING_BRACKET); m; m = title.match(TRAILING_BRACKET)) {
    const before = title.slice(0, m.index).trim();
    if (!before) break;
    readBracket(m[1]!, marks);
    title = before;
  }
  return cleanSetlistSong({
    title,
    encore: encore || undefined,
    coverOf: marks.coverOf,
    withGuest: marks.withGuest,
    tape: marks.tape || undefined,
    note: marks.notes.join('; ') || undefined,
  });
}

/** Songs of a pasted setlist, at most SETLIST_SONGS_MAX, in order. */
export function parseSetlistText(text: string): SetlistSong[] {
  const songs: SetlistSong[] = [];
  let encore = false;
  for (const raw of text.split(/\r?\n/)) {
    if (songs.length === SETLIST_SONGS_MAX) break;
    const line = raw.trim();
    if (!line || SET_HEADER.test(line)) continue;
    const encoreLine = line.match(ENCORE_LINE);
    if (encoreLine) {
      encore = true;
      const rest = (encoreLine[1] ?? '').trim();
      if (!rest) continue;
      const song = songOfLine(rest, true);
      if (song) songs.push(song);
      continue;
    }
    const song = songOfLine(line, encore);
    if (song) songs.push(song);
  }
  return songs;
}

/** A setlist as the text parseSetlistText reads back into the same songs. */
export function setlistText(songs: readonly SetlistSong[]): string {
  const lines: string[] = [];
  let inEncore = false;
  for (const song of songs) {
    if (song.encore && !inEncore) {
      lines.push('Encore:');
      inEncore = true;
    }
    const marks = [
      song.coverOf ? `${song.coverOf} cover` : null,
      song.withGuest ? `with ${song.withGuest}` : null,
      song.tape ? 'tape' : null,
      song.note ?? null,
    ].filter((m): m is string => m !== null);
    lines.push([song.title, ...marks.map((m) => `(${m})`)].join(' '));
  }
  return lines.join('\n');
}
