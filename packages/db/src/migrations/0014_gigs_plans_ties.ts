import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './helpers';

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
  await db.schema
    .createIndex('shows_gig_idx')
    .on('shows')
    .columns(['artist_id', 'date', 'city_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('shows_user_entry_idx')
    .on('shows')
    .columns(['user_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('plans'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('venue', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('show_id', 'integer', (c) => c.references('shows.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('plans_user_gig_idx')
    .on('plans')
    .columns(['user_id', 'artist_id', 'date', 'city_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('plans_user_date_idx')
    .on('plans')
    .columns(['user_id', 'date'])
    .execute();
  await db.schema
    .createIndex('plans_gig_idx')
    .on('plans')
    .columns(['artist_id', 'date', 'city_id'])
    .execute();
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
