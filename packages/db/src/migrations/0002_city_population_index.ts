import type { Kysely } from 'kysely';

// Frozen once landed. City search walks cities by population when a short
// prefix matches too many names to sort them all.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('cities_population_idx')
    .on('cities')
    .columns(['population desc', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('cities_population_idx').execute();
}
