import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// Frozen once landed. City search walks cities by population when a short
// prefix matches too many names to sort them all.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, 'cities_population_idx', 'cities', ['population desc', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('cities_population_idx').execute();
}
