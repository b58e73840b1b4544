import type { Kysely } from 'kysely';
import type { DB } from '@gigrank/db';
import { FileStore } from '../storage/files';

/** Photo file names are `{file_key}.jpg` and `{file_key}_thumb.jpg`. */
function photoKey(name: string): string {
  return name.replace(/(_thumb)?\.jpg$/, '');
}

/** Which of these stored file names a row still points at. */
export function referencedFiles(db: Kysely<DB>) {
  return async (folder: 'avatars' | 'photos', names: string[]): Promise<Set<string>> => {
    if (names.length === 0) return new Set();
    if (folder === 'photos') {
      const keys = [...new Set(names.map(photoKey))];
      const rows = await db
        .selectFrom('show_photos')
        .select('file_key')
        .where('file_key', 'in', keys)
        .execute();
      const live = new Set(rows.map((r) => r.file_key));
      return new Set(names.filter((n) => live.has(photoKey(n))));
    }
    const urls = names.map((n) => `${FileStore.URL_PREFIX}avatars/${n}`);
    const rows = await db
      .selectFrom('users')
      .select('profile_picture')
      .where('profile_picture', 'in', urls)
      .execute();
    const live = new Set(rows.map((r) => r.profile_picture));
    return new Set(names.filter((n) => live.has(`${FileStore.URL_PREFIX}avatars/${n}`)));
  };
}

export function sweepFiles(db: Kysely<DB>, files: FileStore, now = Date.now()) {
  return files.sweep(referencedFiles(db), now);
}
