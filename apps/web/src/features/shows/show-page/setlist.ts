import type { SetlistSong, Show } from '@gigrank/domain';

/** A show's setlist as the show page lists it: the main set, then the encore. */
export interface SetlistParts {
  main: SetlistSong[];
  encore: SetlistSong[];
}

/** The songs in order, encore songs (every encore set) apart under one 'Encore' heading. */
export function splitSetlist(songs: readonly SetlistSong[]): SetlistParts {
  return {
    main: songs.filter((song) => !song.encore),
    encore: songs.filter((song) => song.encore),
  };
}

/** A cover's note, '(David Bowie cover)'; null for the artist's own song. */
export function coverNote(song: SetlistSong): string | null {
  const original = song.coverOf?.trim();
  return original ? `(${original} cover)` : null;
}

/**
 * What is said after a song's title, in the order a pasted list writes it:
 * '(David Bowie cover)', '(with Patti Smith)', '(tape)'. The free note is
 * shown apart, quieter.
 */
export function songMarks(song: SetlistSong): string[] {
  const guest = song.withGuest?.trim();
  return [coverNote(song), guest ? `(with ${guest})` : null, song.tape ? '(tape)' : null].filter(
    (mark): mark is string => mark !== null,
  );
}

/**
 * How many of the gig's setlists are this one: '3 of 4 agree'. Null unless
 * more than one show has it (one alone agrees with nobody).
 */
export function agreeText({ agree, setlists }: { agree: number; setlists: number }): string | null {
  return agree > 1 ? `${agree} of ${setlists} agree` : null;
}

/**
 * The show's own setlist (written, copied or imported), to edit: none when
 * what the show carries is its gig's (setlistSource 'gig').
 */
export function ownSetlist(show: Pick<Show, 'setlist' | 'setlistSource'>): readonly SetlistSong[] {
  return show.setlistSource === 'gig' ? [] : (show.setlist ?? []);
}

/**
 * Where an imported show came from, as a link: 'setlist.fm' for its pages
 * (setlist.fm's terms ask for the link), else the site's host name. Null for
 * anything but an http(s) address, so a stored value can never run script.
 */
export function showSource(url: string | null | undefined): { href: string; name: string } | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  const name = host === 'setlist.fm' || host.endsWith('.setlist.fm') ? 'setlist.fm' : host;
  return { href: parsed.href, name };
}

/** The favorite-song field's suggestions: the setlist's song names, each once, in order. */
export function setlistSongNames(songs: readonly SetlistSong[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const song of songs) {
    const name = song.title.trim();
    const key = name.toLocaleLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}
