/**
 * City name keys: the spellings of one city that differ by accents, case,
 * punctuation or the way "Saint" is written make one key, for matching
 * (cityKey) and for a query being typed (cityQueryKey); a city's search
 * terms are its names' keys and their later words' suffixes.
 */
import { describe, expect, it } from 'vitest';
import * as city from '../src/city-terms';

describe('cityKey', () => {
  it('treats hyphens, dots, St., Sankt and Saint alike', () => {
    const key = 'saint petersburg';
    for (const spelling of [
      'Saint Petersburg',
      'Saint-Petersburg',
      'St Petersburg',
      'St. Petersburg',
      'ST.PETERSBURG',
      'Sankt Petersburg',
      '  saint   petersburg ',
    ]) {
      expect(city.cityKey(spelling), spelling).toBe(key);
    }
    expect(city.cityKey('Sainte-Foy')).toBe(city.cityKey('Ste. Foy'));
    expect(city.cityKey('Washington, D.C.')).toBe('washington d c');
  });
});

describe('cityKey and cityQueryKey', () => {
  it('set accents and case aside, and keep words that only start like Saint', () => {
    expect(['Québec', 'GÖTEBORG', 'Saint-Étienne'].map(city.cityKey)).toEqual([
      'quebec',
      'goteborg',
      'saint etienne',
    ]);
    expect(['Stockholm', 'Santa Cruz', '!!!'].map(city.cityKey)).toEqual([
      'stockholm',
      'santa cruz',
      '!!!',
    ]);
  });

  it('a query keeps the word being typed as typed (St starts Stockholm), and maps a finished one', () => {
    const key = (q: string) => city.cityQueryKey(q);
    expect(['St', 'St.', 'St '].map(key)).toEqual(['st', 'saint', 'saint']);
    expect(['St Peters', 'Saint-Pete', 'Göte'].map(key)).toEqual([
      'saint peters',
      'saint pete',
      'gote',
    ]);
  });
});

describe('citySearchTerms', () => {
  it('holds the name key, the common names and every later word', () => {
    expect(city.citySearchTerms('Saint Petersburg', ['Leningrad', 'Sankt-Peterburg'])).toEqual([
      { term: 'saint petersburg', kind: city.CITY_TERM.name },
      { term: 'petersburg', kind: city.CITY_TERM.word },
      { term: 'leningrad', kind: city.CITY_TERM.alias },
      { term: 'saint peterburg', kind: city.CITY_TERM.alias },
      { term: 'peterburg', kind: city.CITY_TERM.word },
    ]);
  });

  it('a common name that is the name itself keeps the name kind', () => {
    expect(city.citySearchTerms('Québec', ['Quebec'])).toEqual([
      { term: 'quebec', kind: city.CITY_TERM.name },
    ]);
  });
});

describe('city-names.csv', () => {
  it('names a country and a GeoNames id on every row, each alias once per country', () => {
    const aliases = city.readCityAliases();
    expect(aliases.length).toBeGreaterThan(40);
    for (const a of aliases) {
      expect(a.country, a.alias).toMatch(/^[A-Z]{2}$/);
      expect(Number.isInteger(a.geonameId) && a.geonameId > 0, a.alias).toBe(true);
    }
    const keys = aliases.map((a) => `${city.cityKey(a.alias)}|${a.country}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
