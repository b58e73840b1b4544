import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { normalizeKey } from '@gigrank/domain';
import { artistSearchTerms } from './artist-terms';

// How city names are compared: one key for every spelling that differs only
// by accents, case, punctuation or the way "Saint" is written, so
// 'Saint-Petersburg', 'St. Petersburg' and 'Saint Petersburg' are one city,
// and the search terms (city_search_terms) a picker's query is matched on.

const CITY_NAMES_CSV = fileURLToPath(new URL('../data/city-names.csv', import.meta.url));

/** The kinds of a city's search terms (city_search_terms.kind). */
export const CITY_TERM = {
  /** The whole name's key: what a name is matched on. */
  name: 0,
  /** The whole key of a common name (../data/city-names.csv): 'gothenburg' for Göteborg. */
  alias: 1,
  /** A later word's suffix of either: 'petersburg' of 'saint petersburg'. */
  word: 2,
} as const;

/** Ways of writing a word that name the same thing: 'St', 'St.', 'Sankt' and 'Saint'. */
const SAME_WORD = new Map([
  ['st', 'saint'],
  ['sankt', 'saint'],
  ['ste', 'sainte'],
]);

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a name, each written one way; the last left as typed when `partial`. */
function keyWords(name: string, partial: boolean): string[] {
  const words = normalizeKey(name).match(WORD) ?? [];
  const open = partial && /[\p{L}\p{N}]$/u.test(name);
  return words.map((w, i) => (open && i === words.length - 1 ? w : (SAME_WORD.get(w) ?? w)));
}

/**
 * A city name's key: normalizeKey (case and accents aside), words only
 * (hyphens, dots, apostrophes and commas are spaces), 'St'/'Sankt' as
 * 'saint' and 'Ste' as 'sainte'. A name with no letter or digit keeps its
 * normalizeKey.
 */
export function cityKey(name: string): string {
  return keyWords(name, false).join(' ') || normalizeKey(name);
}

/**
 * A search query's key: cityKey, except that a last word still being typed
 * ('St' of 'St' is the start of 'Stockholm' too) is kept as typed; a space
 * or a dot after it ('St ', 'St.') makes it a word.
 */
export function cityQueryKey(query: string): string {
  return keyWords(query, true).join(' ') || normalizeKey(query);
}

/** A city's search terms: each name's key (kind name or alias) and its later words' suffixes. */
export function citySearchTerms(
  name: string,
  aliases: readonly string[] = [],
): { term: string; kind: number }[] {
  const terms = new Map<string, number>();
  const add = (key: string, kind: number) => {
    if (!key) return;
    const [whole, ...words] = artistSearchTerms(key);
    if (whole && (terms.get(whole) ?? CITY_TERM.word) > kind) terms.set(whole, kind);
    for (const w of words) if (!terms.has(w)) terms.set(w, CITY_TERM.word);
  };
  add(cityKey(name), CITY_TERM.name);
  for (const alias of aliases) add(cityKey(alias), CITY_TERM.alias);
  return [...terms].map(([term, kind]) => ({ term, kind }));
}

/** A common name of a catalogue city: the name, its country and the city's GeoNames id. */
export interface CityAlias {
  alias: string;
  country: string;
  geonameId: number;
}

/** The rows of a CSV file with a header row, as records by column name. */
export function readCsvRecords<T extends Record<string, string>>(file: string): T[] {
  return parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true }) as T[];
}

/** The common names of ../data/city-names.csv. */
export function readCityAliases(file = CITY_NAMES_CSV): CityAlias[] {
  const records = readCsvRecords<{ alias: string; country: string; geoname_id: string }>(file);
  return records.map((r) => ({
    alias: r.alias.normalize('NFC').trim(),
    country: r.country.trim(),
    geonameId: Number(r.geoname_id),
  }));
}

/** The common names by GeoNames id, for the seed and the start-up backfill. */
export function aliasesByGeonameId(aliases = readCityAliases()): Map<number, CityAlias[]> {
  const byId = new Map<number, CityAlias[]>();
  for (const a of aliases) byId.set(a.geonameId, [...(byId.get(a.geonameId) ?? []), a]);
  return byId;
}
