import { referencedFiles, type DB, type Kysely } from '@gigrank/db';
import type { FileStore } from '../ports/file-store';

export { referencedFiles };

/** Deletes stored files no row points at any more (and old leftovers). */
export function sweepFiles(db: Kysely<DB>, files: FileStore, now = Date.now()) {
  return files.sweep(referencedFiles(db), now);
}
