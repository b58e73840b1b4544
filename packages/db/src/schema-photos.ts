import type { ColumnType } from 'kysely';
import type { Id } from './schema-columns';

// The photo tables of the schema (schema.ts): a show's photos, and the jobs
// that make a photo's sizes after its show was answered.

/** A show's photo: the key its files are named by, its display size and place. */
export interface ShowPhotosTable {
  id: Id;
  show_id: number;
  file_key: string;
  width: number;
  height: number;
  position: number;
  created_at: string;
}

/** A photo whose sizes are not made yet (0025): the job that makes them, held by one process at a time. */
export interface PhotoJobsTable {
  photo_id: number;
  lease_owner: string | null;
  lease_until: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: string;
}
