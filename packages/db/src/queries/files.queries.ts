import { sql } from 'kysely';
import {
  keyOfPhotoOriginal,
  photoKeyOfFile,
  photoOriginalName,
  UPLOADS_URL_PREFIX,
} from '../file-urls';
import type { Handle } from '../schema';

// Which stored files rows still point at. Housekeeping must see every row,
// whoever may view it, so these read the tables directly (no visibility).

/**
 * Per uploads folder: the value a row stores for a file of that name, and
 * the query for the rows that store any of `values` (as `value`).
 */
function storedFiles(db: Handle) {
  return {
    photos: {
      // A size names its photo's key; a waiting original itself (photoOriginalName).
      valueOf: (name: string) => (keyOfPhotoOriginal(name) === null ? photoKeyOfFile(name) : name),
      // An original is in use only while its photo's sizes are still to be made.
      inUse: (values: string[]) =>
        db
          .selectFrom('show_photos')
          .select('file_key as value')
          .where('file_key', 'in', values)
          .unionAll(
            db
              .selectFrom('show_photos')
              .innerJoin('photo_jobs', 'photo_jobs.photo_id', 'show_photos.id')
              .select(sql<string>`show_photos.file_key || ${photoOriginalName('')}`.as('value'))
              .where('show_photos.file_key', 'in', [
                '',
                ...values.flatMap((v) => keyOfPhotoOriginal(v) ?? []),
              ]),
          ),
    },
    avatars: {
      valueOf: (name: string) => `${UPLOADS_URL_PREFIX}avatars/${name}`,
      inUse: (values: string[]) =>
        db
          .selectFrom('users')
          .select('profile_picture as value')
          .where('profile_picture', 'in', values),
    },
  };
}

/** Which of these stored file names (in the uploads folder `folder`) a row still points at. */
export function referencedFiles(db: Handle) {
  const folders = storedFiles(db);
  return async (folder: 'avatars' | 'photos', names: string[]): Promise<Set<string>> => {
    if (names.length === 0) return new Set();
    const { valueOf, inUse } = folders[folder];
    const rows = await inUse([...new Set(names.map(valueOf))]).execute();
    const live = new Set(rows.map((r) => r.value));
    return new Set(names.filter((n) => live.has(valueOf(n))));
  };
}
