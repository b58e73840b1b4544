import { boxAround } from '@gigrank/domain';
import type { Handle } from '../schema';
import { visibleShows, type Viewer } from '../visibility';
import { ARTIST_AND_CITY_COLUMNS } from './cities.queries';

// Data functions of the places near a position (photo backfill): cities by
// their latitude index range, the venues of those cities, and the gigs
// logged there on a night.

/**
 * Catalogue and user cities within `radiusKm` of a position: a range of
 * cities_position_idx on latitude, longitude filtered in the same scan,
 * distances computed by the caller; at most `scanMax` rows are read.
 */
export async function citiesAround(
  db: Handle,
  lat: number,
  lng: number,
  radiusKm: number,
  scanMax: number,
) {
  const box = boxAround(lat, lng, radiusKm);
  return db
    .selectFrom('cities')
    .select(['id', 'name', 'country', 'latitude', 'longitude', 'population'])
    .where('latitude', '>=', box.minLat)
    .where('latitude', '<=', box.maxLat)
    .where('longitude', '>=', box.minLng)
    .where('longitude', '<=', box.maxLng)
    .limit(scanMax)
    .execute();
}

/** The venues of some cities, most shows first (venues_city_key_idx per city). */
export async function venuesOfCities(db: Handle, cityIds: readonly number[], max: number) {
  if (cityIds.length === 0) return [];
  return db
    .selectFrom('venues')
    .select(['id', 'name', 'city_id', 'latitude', 'longitude', 'show_count'])
    .where('city_id', 'in', [...cityIds])
    .orderBy('show_count', 'desc')
    .orderBy('id')
    .limit(max)
    .execute();
}

/**
 * The gigs logged in some cities on one night that the viewer may see, per
 * artist, city and venue, with how many people logged them, most first
 * (shows_date_city_idx: the night, then each city).
 */
export async function gigsInCitiesOn(
  db: Handle,
  viewer: Viewer,
  cityIds: readonly number[],
  date: string,
  max: number,
) {
  if (cityIds.length === 0) return [];
  const rows = await visibleShows(db, viewer)
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .innerJoin('cities', 'cities.id', 'shows.city_id')
    .leftJoin('venues', 'venues.id', 'shows.venue_id')
    .select((eb) => [
      ...ARTIST_AND_CITY_COLUMNS,
      'venues.name as venue_name',
      eb.fn.count<number | string>('shows.user_id').distinct().as('people'),
    ])
    .where('shows.city_id', 'in', [...cityIds])
    .where('shows.date', '=', date)
    .groupBy(['artists.id', 'artists.name', 'cities.id', 'cities.name', 'venues.name'])
    .execute();
  return rows
    .map((r) => ({ ...r, people: Number(r.people) }))
    .sort((a, b) => b.people - a.people || a.artist_id - b.artist_id)
    .slice(0, max);
}
