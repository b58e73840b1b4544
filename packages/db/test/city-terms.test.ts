/**
 * City name keys: the spellings of one city that differ by accents, case,
 * punctuation or the way "Saint" is written make one key, for matching
 * (cityKey) and for a query being typed (cityQueryKey); a city's search
 * terms are its names' keys and their later words' suffixes.
 */
import { describe, expect, it } from 'vitest';
import {
  CITY_TERM,
  cityKey,
  cityQueryKey,
  citySearchTerms,
  distanceKm,
  readCityAliases,
} from '../src/city-terms';

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
      expect(cityKey(spelling), spelling).toBe(key);
    }
    expect(cityKey('Sainte-Foy')).toBe(cityKey('Ste. Foy'));
    expect(cityKey('Washington, D.C.')).toBe('washington d c');
  });

  it('sets accents and case aside as normalizeKey does', () => {
    expect(cityKey('Québec')).toBe('quebec');
    expect(cityKey('GÖTEBORG')).toBe('goteborg');
    expect(cityKey('Saint-Étienne')).toBe('saint etienne');
  });

  it('keeps words that only start like Saint, and names with no letters', () => {
    expect(cityKey('Stockholm')).toBe('stockholm');
    expect(cityKey('Stuttgart')).toBe('stuttgart');
    expect(cityKey('Santa Cruz')).toBe('santa cruz');
    expect(cityKey('!!!')).toBe('!!!');
  });
});

describe('cityQueryKey', () => {
  it('leaves the word being typed as typed, and maps finished ones', () => {
    expect(cityQueryKey('St')).toBe('st');
    expect(cityQueryKey('st')).toBe('st');
    expect(cityQueryKey('St.')).toBe('saint');
    expect(cityQueryKey('St ')).toBe('saint');
    expect(cityQueryKey('St Peters')).toBe('saint peters');
    expect(cityQueryKey('Saint-Pete')).toBe('saint pete');
    expect(cityQueryKey('Göte')).toBe('gote');
  });
});

describe('citySearchTerms', () => {
  it('holds the name key, the common names and every later word', () => {
    expect(citySearchTerms('Saint Petersburg', ['Leningrad', 'Sankt-Peterburg'])).toEqual([
      { term: 'saint petersburg', kind: CITY_TERM.name },
      { term: 'petersburg', kind: CITY_TERM.word },
      { term: 'leningrad', kind: CITY_TERM.alias },
      { term: 'saint peterburg', kind: CITY_TERM.alias },
      { term: 'peterburg', kind: CITY_TERM.word },
    ]);
  });

  it('a common name that is the name itself keeps the name kind', () => {
    expect(citySearchTerms('Québec', ['Quebec'])).toEqual([
      { term: 'quebec', kind: CITY_TERM.name },
    ]);
  });
});

describe('city-names.csv', () => {
  it('names a country and a GeoNames id on every row, each alias once per country', () => {
    const aliases = readCityAliases();
    expect(aliases.length).toBeGreaterThan(40);
    for (const a of aliases) {
      expect(a.country, a.alias).toMatch(/^[A-Z]{2}$/);
      expect(Number.isInteger(a.geonameId) && a.geonameId > 0, a.alias).toBe(true);
    }
    const keys = aliases.map((a) => `${cityKey(a.alias)}|${a.country}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('distanceKm', () => {
  it('measures on the globe', () => {
    // Göteborg to Stockholm, about 398 km.
    expect(distanceKm(57.70716, 11.96679, 59.33258, 18.0649)).toBeCloseTo(398, -1);
    expect(distanceKm(10, 10, 10, 10)).toBe(0);
  });
});
