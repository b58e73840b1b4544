import { sql, type Kysely } from 'kysely';
import { dropColumns, isPostgres } from './helpers';

// Frozen once landed. Which shows are feed entries.
//
// - shows.in_feed: 1 when the show is an entry of the Everyone and Following
//   feeds, 0 when it stays out: an imported show, or one dated more than 30
//   days before the day (UTC) it was logged. An import enters the feeds once,
//   as one of its shows marked in_feed = 1 with
// - shows.feed_import_count: on that show, how many shows the import brought
//   ("Lena imported 20 shows"); null on every other show.
// - imports.feed_show_id: the show holding an import's feed entry, so the
//   commit's later batches add to its count.
// - shows_feed_idx and shows_user_feed_idx: the feed entries newest first,
//   everyone's and per user (partial: only in_feed = 1 rows), so a feed page
//   is an index range however many shows stay out.
//
// The shows already there: those imported from setlist.fm (source_id set)
// and those dated more than 30 days before the day they were logged leave
// the feeds. A CSV import kept no mark of its own, so a CSV-imported show is
// recognised by its date alone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shows')
    .addColumn('in_feed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('shows').addColumn('feed_import_count', 'integer').execute();
  await db.schema.alterTable('imports').addColumn('feed_show_id', 'integer').execute();
  // The UTC day a show was logged, 30 days back, as 'YYYY-MM-DD'.
  const loggedLess30 = isPostgres(db)
    ? sql`to_char((created_at::timestamptz at time zone 'UTC') - interval '30 days', 'YYYY-MM-DD')`
    : sql`date(created_at, '-30 days')`;
  await sql`
    update shows set in_feed = 0
    where source_id is not null or date < ${loggedLess30}
  `.execute(db);
  await sql`create index shows_feed_idx on shows (id) where in_feed = 1`.execute(db);
  await sql`create index shows_user_feed_idx on shows (user_id, id) where in_feed = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shows_user_feed_idx').execute();
  await db.schema.dropIndex('shows_feed_idx').execute();
  await db.schema.alterTable('imports').dropColumn('feed_show_id').execute();
  await dropColumns(db, 'shows', ['feed_import_count', 'in_feed']);
}
