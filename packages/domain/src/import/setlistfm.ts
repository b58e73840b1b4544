/**
 * Reading setlist.fm's "attended" pages: the JSON its API answers
 * to `GET /1.0/user/{userId}/attended`, saved by the user (setlist.fm has no
 * export of its own) or written by community tools in the same shape. Pure:
 * no internet call, no database; the import service matches what this
 * returns against the catalogue and the user's shows.
 *
 * Real payloads vary, and each variation is taken as it comes: `sets.set`
 * may be a list, a single object or empty (`""`, `{}`), `song` likewise;
 * `coords` may be strings; `tour`, `coords`, `info` and even `venue` may be
 * missing. `eventDate` is a calendar date (dd-MM-yyyy), read as one, never
 * through a time zone.
 *
 * Every text a show keeps from a file follows the fields' text rule
 * (text-rules.ts): songs, covers and the tour are cleaned (refused
 * characters removed, cut at their limits, empty songs dropped:
 * schemas/setlists.ts); the artist, city and venue are checked as the Add
 * Show form checks them, so a row with a refused one is refused with the
 * form's message; the setlist's id and page are refused or dropped when
 * they are not a short id and a web address.
 */
import { SETLIST_SONGS_MAX } from '../constants';
import { hasDisallowedCharacters, quotedValue } from '../text-rules';
import { cleanSetlistSong, cleanTourName, type SetlistSong } from '../schemas/setlists';

export { SETLIST_SONGS_MAX };

export type { SetlistSong };

/** One setlist of the file, read: what a show is made from. */
export interface ImportedSetlist {
  /** 1-based position in the file(s), pages in the order given: what a refusal names. */
  row: number;
  /** setlist.fm's id: a re-imported setlist is recognised by it (at most SETLIST_ID_MAX). */
  sourceId: string;
  /**
   * The setlist's page on setlist.fm, shown with the show as its source
   * (setlist.fm's terms): an http(s) address of at most SOURCE_URL_MAX, else null.
   */
  sourceUrl: string | null;
  /** 'YYYY-MM-DD'. */
  date: string;
  artist: string;
  city: string;
  /** The state or province code ('CA', 'QC'), when setlist.fm gives one. */
  stateCode: string | null;
  /** ISO 3166-1 alpha-2 ('PT'), when given. */
  countryCode: string | null;
  /** The city's GeoNames id (setlist.fm's `city.id`), when given as one. */
  geonameId: number | null;
  /** The city's coordinates (`city.coords`), when both are given and on the globe. */
  latitude: number | null;
  longitude: number | null;
  venue: string | null;
  tour: string | null;
  /** What was heard live, in order: songs played from tape are left out. */
  setlist: SetlistSong[];
}

/** A row that cannot become a show, with the reason said to the user. */
export interface RefusedSetlist {
  row: number;
  message: string;
}

export interface SetlistFmFile {
  setlists: ImportedSetlist[];
  refused: RefusedSetlist[];
  /** Rows whose setlist id came earlier in the same upload (a page saved twice), as read: skipped. */
  repeated: ImportedSetlist[];
}

/** Characters of a setlist's id (setlist.fm's are 8): a longer one refuses the row. */
const SETLIST_ID_MAX = 64;
/** Characters of a setlist's page address: a longer one is not kept. */
const SOURCE_URL_MAX = 500;

/** Why a whole file is not a setlist.fm page (the upload is refused, nothing is read). */
export class NotASetlistFmPage extends Error {
  constructor(readonly file: number) {
    super(
      `File ${file} is not a setlist.fm attended list (expected the JSON of GET /1.0/user/{userId}/attended)`,
    );
    this.name = 'NotASetlistFmPage';
  }
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list from a value that may be a list, a single object, or nothing. */
function listOf(value: unknown): Json[] {
  if (Array.isArray(value)) return value.filter(isObject);
  return isObject(value) ? [value] : [];
}

/** Trimmed text with runs of white space as one space; '' for anything but a string or number. */
function text(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are what is dropped.
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function optionalText(value: unknown): string | null {
  const read = text(value);
  return read === '' ? null : read;
}

/** 'dd-MM-yyyy' as 'YYYY-MM-DD' when it names a real day, else null. */
export function setlistFmDate(value: unknown): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text(value));
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (month < 1 || month > 12 || day < 1) return null;
  // Days in the month, by the calendar alone (UTC arithmetic on a date, no local zone).
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * The songs heard live, in order: tape songs left out, encores, covers,
 * guests and notes ('info') marked, each text cleaned (cleanSetlistSong), untitled songs
 * left out, at most SETLIST_SONGS_MAX.
 */
function songsOf(sets: unknown): SetlistSong[] {
  const songs: SetlistSong[] = [];
  const container = isObject(sets) ? sets.set : undefined;
  for (const set of listOf(container)) {
    const encore = set.encore !== undefined && set.encore !== null && set.encore !== false;
    for (const song of listOf(set.song)) {
      if (song.tape === true || song.tape === 'true') continue;
      const clean = cleanSetlistSong({
        title: song.name,
        coverOf: isObject(song.cover) ? song.cover.name : undefined,
        withGuest: isObject(song.with) ? song.with.name : undefined,
        note: song.info,
        encore,
      });
      if (!clean) continue;
      songs.push(clean);
      if (songs.length === SETLIST_SONGS_MAX) return songs;
    }
  }
  return songs;
}

/** A setlist's page as kept: an http(s) address of at most SOURCE_URL_MAX, else null. */
function sourceUrlOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url.length > SOURCE_URL_MAX || /\s/.test(url) || hasDisallowedCharacters(url)) return null;
  return /^https?:\/\/[^/?#]+/i.test(url) ? url : null;
}

/** Largest GeoNames id taken (ids are positive 32-bit integers). */
const GEONAME_ID_MAX = 2_147_483_647;

/** setlist.fm's city id as a GeoNames id: digits only, in range; else null. */
export function geonameIdOf(value: unknown): number | null {
  const read = text(value);
  if (!/^\d{1,10}$/.test(read)) return null;
  const id = Number(read);
  return id >= 1 && id <= GEONAME_ID_MAX ? id : null;
}

/** A coordinate given as a number or a decimal string, within ±`max`; else null. */
function coordinateOf(value: unknown, max: number): number | null {
  const read = text(value);
  if (!/^[-+]?\d{1,3}(\.\d{1,15})?$/.test(read)) return null;
  const n = Number(read);
  return Math.abs(n) <= max ? n : null;
}

/** A city's coordinates (`coords.lat`, `coords.long`): both on the globe and not (0, 0), else none. */
export function cityCoordinates(coords: unknown): { latitude: number; longitude: number } | null {
  if (!isObject(coords)) return null;
  const latitude = coordinateOf(coords.lat, 90);
  const longitude = coordinateOf(coords.long, 180);
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) return null;
  return { latitude, longitude };
}

/** One setlist of a page: the show it makes, or why it cannot make one. */
function readSetlist(raw: unknown, row: number): ImportedSetlist | RefusedSetlist {
  if (!isObject(raw)) return { row, message: 'Not a setlist' };
  const sourceId = text(raw.id);
  if (!sourceId) return { row, message: 'The setlist has no id' };
  if (sourceId.length > SETLIST_ID_MAX) {
    return { row, message: `The setlist id must be at most ${SETLIST_ID_MAX} characters` };
  }
  if (hasDisallowedCharacters(sourceId)) {
    return { row, message: 'The setlist id contains characters that are not allowed' };
  }
  const artist = isObject(raw.artist) ? text(raw.artist.name) : '';
  if (!artist) return { row, message: 'The setlist has no artist' };
  const date = setlistFmDate(raw.eventDate);
  if (!date) {
    return {
      row,
      message: `Invalid date ${quotedValue(typeof raw.eventDate === 'string' ? raw.eventDate : text(raw.eventDate))} (expected dd-MM-yyyy)`,
    };
  }
  const venue = isObject(raw.venue) ? raw.venue : null;
  const cityRaw = venue && isObject(venue.city) ? venue.city : null;
  const city = cityRaw ? text(cityRaw.name) : '';
  if (!city) return { row, message: 'The setlist has no city' };
  const country = cityRaw && isObject(cityRaw.country) ? cityRaw.country : null;
  const countryCode = country ? (optionalText(country.code)?.toUpperCase() ?? null) : null;
  const coords = cityRaw ? cityCoordinates(cityRaw.coords) : null;
  return {
    row,
    sourceId,
    sourceUrl: sourceUrlOf(raw.url),
    date,
    artist,
    city,
    stateCode: cityRaw ? optionalText(cityRaw.stateCode) : null,
    countryCode: countryCode && /^[A-Z]{2}$/.test(countryCode) ? countryCode : null,
    geonameId: cityRaw ? geonameIdOf(cityRaw.id) : null,
    latitude: coords?.latitude ?? null,
    longitude: coords?.longitude ?? null,
    venue: venue ? optionalText(venue.name) : null,
    tour: isObject(raw.tour) ? cleanTourName(raw.tour.name) : null,
    setlist: songsOf(raw.sets),
  };
}

/** One setlist of the pages, read: a show to make, a refusal, or a repeat of an earlier id. */
export type SetlistFmRow =
  | { kind: 'setlist'; setlist: ImportedSetlist }
  | { kind: 'repeated'; setlist: ImportedSetlist }
  | { kind: 'refused'; refusal: RefusedSetlist };

/**
 * Reads the uploaded pages, in the order given, one setlist at a time (the
 * caller may stop, or let other work run, between any two): every setlist
 * becomes a show to make or a refusal with its reason; a setlist id met
 * again is a repeat. A file that is not such a page at all throws
 * NotASetlistFmPage when it is reached. A page without setlists (an account
 * with none attended) reads as nothing.
 */
export function* setlistFmRows(pages: readonly unknown[]): Generator<SetlistFmRow> {
  const seen = new Set<string>();
  let row = 0;
  for (const [index, page] of pages.entries()) {
    const isPage =
      isObject(page) &&
      (page.type === 'setlists' || 'setlist' in page || typeof page.total === 'number');
    if (!isPage) throw new NotASetlistFmPage(index + 1);
    for (const raw of listOf(page.setlist)) {
      row += 1;
      const read = readSetlist(raw, row);
      if ('message' in read) {
        yield { kind: 'refused', refusal: read };
      } else if (seen.has(read.sourceId)) {
        yield { kind: 'repeated', setlist: read };
      } else {
        seen.add(read.sourceId);
        yield { kind: 'setlist', setlist: read };
      }
    }
  }
}

/** setlistFmRows, all at once. A file that is not such a page throws NotASetlistFmPage. */
export function readSetlistFmPages(pages: readonly unknown[]): SetlistFmFile {
  const result: SetlistFmFile = { setlists: [], refused: [], repeated: [] };
  for (const read of setlistFmRows(pages)) {
    if (read.kind === 'refused') result.refused.push(read.refusal);
    else if (read.kind === 'repeated') result.repeated.push(read.setlist);
    else result.setlists.push(read.setlist);
  }
  return result;
}
