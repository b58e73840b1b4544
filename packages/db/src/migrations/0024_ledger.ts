import type { Kysely } from 'kysely';
import { createIndex, dropColumns } from './helpers';

// Frozen once landed. The ledger: what a show's ticket cost (integer minor
// units of an ISO 4217 currency, the seat and where it was bought) and the
// city the owner travelled from, one row per show that has any of them, kept
// apart from the shows so that no list of shows can carry them by accident.
// The owner's choices: whether followers may see the spend, and the unit
// distances are shown in. Positions: cities by latitude (the nearby lookup's
// index range), shows by date and city (who logged a gig near a photo).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('show_ledger')
    .addColumn('show_id', 'integer', (c) =>
      c.primaryKey().references('shows.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticket_amount', 'integer')
    .addColumn('ticket_currency', 'text')
    .addColumn('ticket_seat', 'text')
    .addColumn('ticket_seller', 'text')
    .addColumn('travelled_from_city_id', 'integer', (c) => c.references('cities.id'))
    .execute();
  await createIndex(db, 'show_ledger_user_idx', 'show_ledger', ['user_id', 'show_id']);
  await db.schema
    .alterTable('users')
    .addColumn('share_spend', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('distance_unit', 'text', (c) => c.notNull().defaultTo('km'))
    .execute();
  await createIndex(db, 'cities_position_idx', 'cities', ['latitude', 'longitude']);
  await createIndex(db, 'shows_date_city_idx', 'shows', ['date', 'city_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shows_date_city_idx').execute();
  await db.schema.dropIndex('cities_position_idx').execute();
  await dropColumns(db, 'users', ['distance_unit', 'share_spend']);
  await db.schema.dropTable('show_ledger').execute();
}
