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

/**
 * A user, an artist and a city named after `stem` (for 'Bulk': the user
 * bulk_fan, display name 'Bulk Fan', the artist 'Bulk Band' and the city
 * 'Bulk Town'), created at `now`.
 */
export async function userArtistCity(db: Kysely<DB>, stem: string, now: string) {
  const username = `${stem.toLowerCase()}_fan`;
  const names = { artist: `${stem} Band`, city: `${stem} Town` };
  const user = await insertUser(db, {
    username,
    username_key: username,
    display_name: `${stem} Fan`,
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
