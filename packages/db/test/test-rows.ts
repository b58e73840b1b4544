/**
 * What the db tests start from: a database of their own, and rows written
 * through the package's own inserts (an account with nothing but a name, an
 * artist and a city).
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { insertArtist, insertCity, insertUser, type DB } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

/** A database without the catalogue, created before the file's tests and destroyed after them. */
export function useUnseededDatabase(): {
  readonly db: Kysely<DB>;
  readonly database: TestDatabase;
} {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.destroy();
  });
  return {
    get db() {
      return database!.db;
    },
    get database() {
      return database!;
    },
  };
}

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
