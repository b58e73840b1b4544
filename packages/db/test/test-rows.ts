/**
 * Rows the db tests start from, written through the package's own inserts:
 * an account with nothing but a name, an artist and a city of the catalogue.
 */
import type { Kysely } from 'kysely';
import { insertArtist, insertCity, insertUser, type DB } from '../src';

/** A user `username` (display name `displayName`), an artist and a city, created at `now`. */
export async function userArtistCity(
  db: Kysely<DB>,
  names: { username: string; displayName: string; artist: string; city: string },
  now: string,
) {
  const user = await insertUser(db, {
    username: names.username,
    username_key: names.username,
    display_name: names.displayName,
    password_hash: 'x',
    profile_picture: null,
    city: null,
    time_zone: null,
    created_at: now,
  });
  const artist = (await insertArtist(db, {
    name: names.artist,
    nameKey: names.artist.toLowerCase(),
  }))!;
  const city = await insertCity(db, {
    name: names.city,
    nameKey: names.city.toLowerCase(),
    country: 'PT',
  });
  return { user, artist, city };
}
