import { citiesAround, gigsInCitiesOn, venuesOfCities } from '@gigrank/db';
import { greatCircleKm, placed, type NearbyPlaces } from '@gigrank/domain';
import { audienceOf } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

/** How far and how much a nearby lookup reads and answers. */
const NEARBY = {
  /** How far from a position cities are looked for, in kilometres. */
  cityRadiusKm: 30,
  /** Catalogue rows read at most around a position (a dense region's towns). */
  cityScanMax: 400,
  /** Venues of the cities found read at most, most shows first. */
  venueScanMax: 100,
  /** Cities, venues and gigs answered at most, nearest (or most logged) first. */
  cities: 5,
  venues: 10,
  gigs: 5,
} as const;

const rounded = (km: number) => Math.round(km * 10) / 10;

/**
 * What lies near a position: the nearest cities within NEARBY.cityRadiusKm, the
 * venues Gigrank knows there (by their own coordinates when they have some,
 * else at their city's distance) and, for a night, the gigs logged in those
 * cities that the viewer may see. The browser's photo backfill asks it per
 * evening of photos; the photos themselves never reach the server.
 */
export async function nearby(
  deps: ServiceDeps,
  viewerId: number,
  at: { lat: number; lng: number; date?: string },
): Promise<NearbyPlaces> {
  const around = await citiesAround(
    deps.db,
    at.lat,
    at.lng,
    NEARBY.cityRadiusKm,
    NEARBY.cityScanMax,
  );
  const cities = around
    .filter((c) => placed(c))
    .map((c) => ({ ...c, km: greatCircleKm(at.lat, at.lng, c.latitude, c.longitude) }))
    .filter((c) => c.km <= NEARBY.cityRadiusKm)
    .sort((a, b) => a.km - b.km || b.population - a.population || a.id - b.id)
    .slice(0, NEARBY.cities);
  const cityIds = cities.map((c) => c.id);
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const [venueRows, gigs] = await Promise.all([
    venuesOfCities(deps.db, cityIds, NEARBY.venueScanMax),
    at.date
      ? gigsInCitiesOn(deps.db, await audienceOf(deps, viewerId), cityIds, at.date, NEARBY.gigs)
      : [],
  ]);
  const venues = venueRows
    .map((v) => {
      const city = cityById.get(v.city_id)!;
      const km =
        v.latitude != null && v.longitude != null
          ? greatCircleKm(at.lat, at.lng, v.latitude, v.longitude)
          : city.km;
      return { id: v.id, name: v.name, cityName: city.name, distanceKm: km, shows: v.show_count };
    })
    .sort((a, b) => a.distanceKm - b.distanceKm || b.shows - a.shows || a.id - b.id)
    .slice(0, NEARBY.venues);
  return {
    cities: cities.map((c) => ({
      id: c.id,
      name: c.name,
      countryCode: c.country,
      distanceKm: rounded(c.km),
    })),
    venues: venues.map(({ shows: _shows, ...v }) => ({ ...v, distanceKm: rounded(v.distanceKm) })),
    gigs: gigs.map((g) => ({
      artistId: g.artist_id,
      artistName: g.artist_name,
      cityId: g.city_id,
      cityName: g.city_name,
      venueName: g.venue_name,
      people: g.people,
    })),
  };
}
