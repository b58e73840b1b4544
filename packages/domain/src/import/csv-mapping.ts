import type { z } from 'zod';
import type { csvMappingAnswer } from '../answers-imports';
import { headerWithoutScale } from './rating-scale';
import { CSV_IMPORT_FIELDS, type CsvImportField, type CsvDateOrder } from '../constants';

/**
 * A spreadsheet's columns and cells as Gigrank's show fields:
 * which column holds what (guessed from the header row, shown to the user
 * and editable before the import), and the dates in the orders people write
 * them. Pure: the CSV itself is parsed by the API (csv-parse).
 */

/** Which column (0-based) fills each field; null: none. */
export type CsvMapping = z.infer<typeof csvMappingAnswer>;

/** The fields a row cannot do without. */
export const CSV_REQUIRED_FIELDS: readonly CsvImportField[] = ['date', 'artist', 'city'];

/**
 * Header names each field answers to, compared without case, accents,
 * spaces, dashes and underscores, and without what a header says about a
 * rating's scale ('Rating (out of 10)' answers as 'rating'). The first name
 * a column answers to wins: Gigrank's own export comes first (`score`
 * before its verdict column `rating`, `favorite_song`, `guests`...), so it
 * maps back to itself; a diary's 'Watched Date' (when it happened) comes
 * before its 'Date' (when it was written down), as in Letterboxd's export.
 */
const HEADER_NAMES: Record<CsvImportField, readonly string[]> = {
  date: [
    'watcheddate',
    'dateattended',
    'attendeddate',
    'date',
    'eventdate',
    'showdate',
    'concertdate',
    'day',
    'data',
    'fecha',
  ],
  artist: [
    'artist',
    'band',
    'artistname',
    'bandname',
    'mainartist',
    'headliner',
    'performer',
    'act',
    'artists',
    'name',
  ],
  city: ['city', 'town', 'cidade', 'ciudad', 'ville'],
  country: ['country', 'countrycode', 'pais', 'pays'],
  venue: ['venue', 'place', 'location', 'venuename', 'local'],
  score: ['score', 'myscore', 'points', 'stars100', 'rating', 'myrating', 'stars', 'grade', 'mark'],
  notes: ['notes', 'note', 'review', 'comments', 'comment', 'memories'],
  companion: ['companion', 'wentwith', 'with', 'friend', 'company'],
  favoriteSong: ['favoritesong', 'favouritesong', 'favsong', 'bestsong', 'topsong'],
  guests: ['guests', 'guestartists', 'support', 'supportacts', 'openers', 'opener'],
  festival: ['festival', 'festivalname'],
  festivalEdition: ['festivaledition', 'edition', 'festivalyear'],
  stage: ['stage', 'setstage'],
  ticketPrice: ['ticketprice', 'price', 'ticket', 'ticketcost', 'cost', 'paid', 'pricepaid'],
  ticketCurrency: ['ticketcurrency', 'currency', 'curr'],
  ticketSeat: ['seat', 'seating', 'section', 'ticketseat'],
  ticketSeller: ['boughtfrom', 'seller', 'ticketseller', 'vendor', 'purchasedfrom'],
};

/** A header as compared: lower case, no accents, letters and digits only. */
function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * The mapping the screen starts from: each field to the first column whose
 * header answers to it, no column used twice. The user may change any of it.
 */
export function guessCsvMapping(headers: readonly string[]): CsvMapping {
  const keys = headers.map((header) => [headerKey(header), headerKey(headerWithoutScale(header))]);
  const used = new Set<number>();
  const mapping = Object.fromEntries(CSV_IMPORT_FIELDS.map((f) => [f, null])) as CsvMapping;
  for (const field of CSV_IMPORT_FIELDS) {
    for (const name of HEADER_NAMES[field]) {
      const column = keys.findIndex((key, i) => key.includes(name) && !used.has(i));
      if (column >= 0) {
        mapping[field] = column;
        used.add(column);
        break;
      }
    }
  }
  return mapping;
}

/**
 * Header names a setlist column answers to, compared as headerKey compares
 * them, whole (a 'Songs' column may count them). Gigrank's own export
 * writes `setlist`. Its cells are setlists as text, one song a line
 * (parseSetlistText); it is found by its header, not chosen in the mapping.
 */
const SETLIST_HEADER_NAMES: readonly string[] = ['setlist', 'setlists', 'tracklist'];

/**
 * The column of a CSV's setlists: the first whose header names a setlist
 * and which `mapping` (when given) does not give another field; null: none.
 */
export function csvSetlistColumn(headers: readonly string[], mapping?: CsvMapping): number | null {
  const used = new Set(mapping ? Object.values(mapping) : []);
  const column = headers.findIndex(
    (header, i) => SETLIST_HEADER_NAMES.includes(headerKey(header)) && !used.has(i),
  );
  return column === -1 ? null : column;
}

/** The required fields the mapping leaves without a column. */
export function missingCsvFields(mapping: CsvMapping): CsvImportField[] {
  return CSV_REQUIRED_FIELDS.filter((field) => mapping[field] === null);
}

const ISO_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/;
const OTHER_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/** 'YYYY-MM-DD' when the parts name a real day, else null (no time zone involved). */
function calendarDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A cell's date as 'YYYY-MM-DD', read in `order` ('2024-06-21' is read as
 * ISO whatever the order; '21/06/2024' needs dmy, '06/21/2024' mdy), or
 * null when it is not a real day so written. Two-digit years are refused:
 * '21/06/24' could be 1924 or 2024.
 */
export function readCsvDate(value: string, order: CsvDateOrder): string | null {
  const cell = value.trim();
  const iso = ISO_DATE.exec(cell);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const other = OTHER_DATE.exec(cell);
  if (!other || order === 'iso') return null;
  const [first, second, year] = [Number(other[1]), Number(other[2]), Number(other[3])];
  return order === 'dmy' ? calendarDate(year, second, first) : calendarDate(year, first, second);
}

/**
 * The date order a column's cells tell, and whether the user must confirm
 * it: a first part above 12 means day first, a second part above 12 month
 * first; cells that never say (every part 12 or less: '03/04/2024') leave it
 * ambiguous, and day first is offered. Cells that say both ways are mixed:
 * offered day first, to confirm, and the rows the order cannot read are refused.
 */
export function csvDateOrderOf(cells: readonly string[]): {
  order: CsvDateOrder;
  ambiguous: boolean;
} {
  let dayFirst = false;
  let monthFirst = false;
  let other = false;
  for (const cell of cells) {
    const match = OTHER_DATE.exec(cell.trim());
    if (!match) continue;
    other = true;
    if (Number(match[1]) > 12) dayFirst = true;
    if (Number(match[2]) > 12) monthFirst = true;
  }
  if (!other) return { order: 'iso', ambiguous: false };
  if (dayFirst !== monthFirst) return { order: dayFirst ? 'dmy' : 'mdy', ambiguous: false };
  return { order: 'dmy', ambiguous: true };
}

/**
 * A cell as the user typed it: Gigrank's export puts a quote before text a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return),
 * and importing that file takes the quote off again (the round trip).
 */
export function csvCellText(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** A guests cell: names separated by ';' (Gigrank's export) or '|', blanks dropped. */
export function readCsvGuests(value: string): string[] {
  return value
    .split(/[;|]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/**
 * A row's festival from its cells: none without a name; the edition written,
 * or the year of the row's date when the cell is blank. An edition that is
 * not a number reads as NaN, which the row's check refuses.
 */
export function readCsvFestival(
  name: string,
  edition: string,
  date: string,
): { name: string; edition: number } | null {
  if (!name) return null;
  const year = edition.trim() === '' ? Number(date.slice(0, 4)) : Number(edition.trim());
  return { name, edition: year };
}
