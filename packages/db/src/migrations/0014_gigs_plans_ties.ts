import { sql, type Kysely } from 'kysely';
import { createIndex, isPostgres, withId } from './helpers';

// Frozen once landed. The ritual and the friends.
//
// - shows.tie_order: the owner's answers to "Which was better?" between
//   shows of the same score (higher = ahead). The ranking order becomes
//   score, tie_order, date, entry, id; shows_user_order_idx follows it.
// - shows_gig_idx: a gig is the same artist, date and city, so "who else was
//   there" is an index range.
// - shows_user_entry_idx: a user's shows newest entry first, so the Following
//   feed merges one index range per followee.
// - plans: a user's upcoming gig (artist, city, date, venue) marked Going;
//   show_id once it was logged.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shows')
    .addColumn('tie_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex('shows_user_order_idx').execute();
  const score = isPostgres(db) ? sql`score desc nulls last` : sql`score desc`;
  await sql`
    create index shows_user_order_idx
    on shows (user_id, ${score}, tie_order desc, date desc, created_at desc, id desc)
  `.execute(db);
  await createIndex(db, 'shows_gig_idx', 'shows', ['artist_id', 'date', 'city_id', 'user_id']);
  await createIndex(db, 'shows_user_entry_idx', 'shows', ['user_id', 'id']);

  await withId(db, db.schema.createTable('plans'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('venue', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('show_id', 'integer', (c) => c.references('shows.id').onDelete('set null'))
    .execute();
  await createIndex(
    db,
    'plans_user_gig_idx',
    'plans',
    ['user_id', 'artist_id', 'date', 'city_id'],
    { unique: true },
  );
  await createIndex(db, 'plans_user_date_idx', 'plans', ['user_id', 'date']);
  await createIndex(db, 'plans_gig_idx', 'plans', ['artist_id', 'date', 'city_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plans').execute();
  await db.schema.dropIndex('shows_user_entry_idx').execute();
  await db.schema.dropIndex('shows_gig_idx').execute();
  await db.schema.dropIndex('shows_user_order_idx').execute();
  const score = isPostgres(db) ? sql`score desc nulls last` : sql`score desc`;
  await sql`
    create index shows_user_order_idx
    on shows (user_id, ${score}, date desc, created_at desc, id desc)
  `.execute(db);
  await db.schema.alterTable('shows').dropColumn('tie_order').execute();
}
