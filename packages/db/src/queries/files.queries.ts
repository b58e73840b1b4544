import type { Kysely, Transaction } from 'kysely';
import { photoKeyOfFile, UPLOADS_URL_PREFIX } from '../file-urls';
import type { DB } from '../schema';

// Which stored files rows still point at. Housekeeping must see every row,
// whoever may view it, so these read the tables directly (no visibility).

type Handle = Kysely<DB> | Transaction<DB>;

/** The photo file keys among `keys` a show photo row still stores. */
async function photoKeysInUse(db: Handle, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('show_photos')
    .select('file_key')
    .where('file_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.file_key));
}

/** The avatar URLs among `urls` a user's profile picture still is. */
async function avatarUrlsInUse(db: Handle, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('profile_picture')
    .where('profile_picture', 'in', urls)
    .execute();
  return new Set(rows.flatMap((r) => (r.profile_picture === null ? [] : [r.profile_picture])));
}

/** Which of these stored file names (in the uploads folder `folder`) a row still points at. */
export function referencedFiles(db: Handle) {
  return async (folder: 'avatars' | 'photos', names: string[]): Promise<Set<string>> => {
    if (names.length === 0) return new Set();
    if (folder === 'photos') {
      const live = await photoKeysInUse(db, [...new Set(names.map(photoKeyOfFile))]);
      return new Set(names.filter((n) => live.has(photoKeyOfFile(n))));
    }
    const urlOf = (name: string) => `${UPLOADS_URL_PREFIX}avatars/${name}`;
    const live = await avatarUrlsInUse(db, names.map(urlOf));
    return new Set(names.filter((n) => live.has(urlOf(n))));
  };
}
