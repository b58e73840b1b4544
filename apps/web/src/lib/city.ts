/**
 * A city as the forms hold and show it: picked from the list (name, country,
 * region) or typed, and the label that tells the picked ones apart.
 */
import { normalizeKey, type City } from '@gigrank/domain';

/** A city as a form holds it. */
export type CityName = Pick<City, 'name' | 'country'> & {
  /** Absent in drafts saved before regions were known. */
  region?: string | null;
};

/**
 * A city as the list shows it: 'Lisbon, Maine, US' (the region tells the six
 * Lisbons of the US apart), 'Lisbon, PT' (a region named as the city is left
 * out), or the name alone without a country.
 */
export function cityLabel(city: CityName): string {
  const region =
    city.region && normalizeKey(city.region) !== normalizeKey(city.name) ? city.region : null;
  return [city.name, region, city.country].filter(Boolean).join(', ');
}

/**
 * What the city box resolves to on save: the picked city's name, country and
 * region, or the typed text.
 */
export function resolveCity(
  text: string,
  picked: CityName | null,
): { city: string; cityCountry: string | null; cityRegion: string | null } {
  if (picked && text.trim() === cityLabel(picked)) {
    return { city: picked.name, cityCountry: picked.country, cityRegion: picked.region ?? null };
  }
  return { city: text.trim(), cityCountry: null, cityRegion: null };
}
