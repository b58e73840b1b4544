import type { Kysely } from 'kysely';
import { counters, createIndex, createUserStatsTable, keyType, withId } from './helpers';

// Frozen once landed: add a new numbered migration instead of editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', keyType(db), (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('profile_picture', 'text')
    .addColumn('city', 'text')
    .addColumn('time_zone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .$call(counters('shows_count', 'followers_count', 'following_count'))
    .execute();
  // The user leaderboard and global rank walk this index in order.
  await createIndex(db, 'users_leaderboard_idx', 'users', [
    'shows_count desc',
    'followers_count desc',
    'created_at',
    'id',
  ]);

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'sessions_user_idx', 'sessions', ['user_id']);

  await withId(db, db.schema.createTable('artists'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', keyType(db), (c) => c.notNull().unique())
    .addColumn('monthly_streams', 'bigint', (c) => c.notNull())
    .addColumn('global_rank', 'integer', (c) => c.notNull())
    .addColumn('formatted_streams', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .$call(counters('show_count', 'score_sum', 'scored_count'))
    .execute();
  await createIndex(db, 'artists_global_rank_idx', 'artists', ['global_rank', 'id']);
  await createIndex(db, 'artists_leaderboard_idx', 'artists', ['show_count desc', 'id']);

  await db.schema
    .createTable('artist_search_terms')
    .addColumn('term', keyType(db), (c) => c.notNull())
    .addColumn('artist_id', 'integer', (c) =>
      c.notNull().references('artists.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('artist_search_terms_pk', ['term', 'artist_id'])
    .execute();
  await createIndex(db, 'artist_search_terms_artist_idx', 'artist_search_terms', ['artist_id']);

  await withId(db, db.schema.createTable('cities'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', keyType(db), (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('population', 'integer', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'cities_name_idx', 'cities', ['name_key', 'population desc']);

  await withId(db, db.schema.createTable('shows'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('venue', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('companion', 'text')
    .addColumn('favorite_song', 'text')
    .addColumn('notes', 'text')
    .addColumn('score', 'integer')
    .addColumn('rating', 'text')
    .addColumn('rank', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .$call(counters('photos_count', 'likes_count', 'comments_count'))
    .execute();
  // Ranked shows of a user; streaks walk dates; the artist page lists newest first.
  await createIndex(db, 'shows_user_rank_idx', 'shows', ['user_id', 'rank']);
  await createIndex(db, 'shows_user_date_idx', 'shows', ['user_id', 'date desc']);
  await createIndex(db, 'shows_artist_idx', 'shows', ['artist_id', 'id desc']);
  await createIndex(db, 'shows_city_idx', 'shows', ['city_id']);

  await withId(db, db.schema.createTable('show_guests'))
    .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('show_guests_show_artist_uq', ['show_id', 'artist_id'])
    .execute();
  await createIndex(db, 'show_guests_artist_idx', 'show_guests', ['artist_id', 'show_id desc']);

  await withId(db, db.schema.createTable('show_photos'))
    .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
    .addColumn('file_key', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'show_photos_show_idx', 'show_photos', ['show_id', 'position']);

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('followee_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await createIndex(db, 'follows_followee_idx', 'follows', ['followee_id', 'created_at desc']);

  await withId(db, db.schema.createTable('want_to_see'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('want_to_see_user_artist_uq', ['user_id', 'artist_id'])
    .execute();
  await createIndex(db, 'want_to_see_artist_idx', 'want_to_see', ['artist_id']);

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('artist_name', 'text')
    .addColumn('show_id', 'integer', (c) => c.references('shows.id').onDelete('set null'))
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'notifications_user_idx', 'notifications', ['user_id', 'id desc']);
  await createIndex(db, 'notifications_unread_idx', 'notifications', ['user_id', 'read']);
  await createIndex(db, 'notifications_actor_idx', 'notifications', ['actor_id']);
  await createIndex(db, 'notifications_show_idx', 'notifications', ['show_id']);

  await db.schema
    .createTable('likes')
    .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['show_id', 'user_id'])
    .execute();
  await createIndex(db, 'likes_user_idx', 'likes', ['user_id']);

  await withId(db, db.schema.createTable('comments'))
    .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'comments_show_idx', 'comments', ['show_id', 'id']);
  await createIndex(db, 'comments_user_idx', 'comments', ['user_id']);

  for (const [table, column, ref] of [
    ['user_artist_stats', 'artist_id', 'artists.id'],
    ['user_city_stats', 'city_id', 'cities.id'],
  ] as const) {
    await createUserStatsTable(db, table, column, ref);
    await createIndex(db, `${table}_${column}_idx`, table, [column]);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_city_stats',
    'user_artist_stats',
    'comments',
    'likes',
    'notifications',
    'want_to_see',
    'follows',
    'show_photos',
    'show_guests',
    'shows',
    'cities',
    'artist_search_terms',
    'artists',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
