import type { Kysely } from 'kysely';
import { keyType, withId } from './helpers';

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
    .addColumn('shows_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('followers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('following_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The user leaderboard and global rank walk this index in order.
  await db.schema
    .createIndex('users_leaderboard_idx')
    .on('users')
    .columns(['shows_count desc', 'followers_count desc', 'created_at', 'id'])
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('artists'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', keyType(db), (c) => c.notNull().unique())
    .addColumn('monthly_streams', 'bigint', (c) => c.notNull())
    .addColumn('global_rank', 'integer', (c) => c.notNull())
    .addColumn('formatted_streams', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('show_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scored_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('artists_global_rank_idx')
    .on('artists')
    .columns(['global_rank', 'id'])
    .execute();
  await db.schema
    .createIndex('artists_leaderboard_idx')
    .on('artists')
    .columns(['show_count desc', 'id'])
    .execute();

  await db.schema
    .createTable('artist_search_terms')
    .addColumn('term', keyType(db), (c) => c.notNull())
    .addColumn('artist_id', 'integer', (c) =>
      c.notNull().references('artists.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('artist_search_terms_pk', ['term', 'artist_id'])
    .execute();
  await db.schema
    .createIndex('artist_search_terms_artist_idx')
    .on('artist_search_terms')
    .column('artist_id')
    .execute();

  await withId(db, db.schema.createTable('cities'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', keyType(db), (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('population', 'integer', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cities_name_idx')
    .on('cities')
    .columns(['name_key', 'population desc'])
    .execute();

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
    .addColumn('photos_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Ranked shows of a user; streaks walk dates; the artist page lists newest first.
  await db.schema
    .createIndex('shows_user_rank_idx')
    .on('shows')
    .columns(['user_id', 'rank'])
    .execute();
  await db.schema
    .createIndex('shows_user_date_idx')
    .on('shows')
    .columns(['user_id', 'date desc'])
    .execute();
  await db.schema
    .createIndex('shows_artist_idx')
    .on('shows')
    .columns(['artist_id', 'id desc'])
    .execute();
  await db.schema.createIndex('shows_city_idx').on('shows').column('city_id').execute();

  await withId(db, db.schema.createTable('show_guests'))
    .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('show_guests_show_artist_uq', ['show_id', 'artist_id'])
    .execute();
  await db.schema
    .createIndex('show_guests_artist_idx')
    .on('show_guests')
    .columns(['artist_id', 'show_id desc'])
    .execute();

  await withId(db, db.schema.createTable('show_photos'))
    .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
    .addColumn('file_key', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('show_photos_show_idx')
    .on('show_photos')
    .columns(['show_id', 'position'])
    .execute();

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
  await db.schema
    .createIndex('follows_followee_idx')
    .on('follows')
    .columns(['followee_id', 'created_at desc'])
    .execute();

  await withId(db, db.schema.createTable('want_to_see'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('want_to_see_user_artist_uq', ['user_id', 'artist_id'])
    .execute();
  await db.schema
    .createIndex('want_to_see_artist_idx')
    .on('want_to_see')
    .column('artist_id')
    .execute();

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
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'id desc'])
    .execute();
  await db.schema
    .createIndex('notifications_unread_idx')
    .on('notifications')
    .columns(['user_id', 'read'])
    .execute();
  await db.schema
    .createIndex('notifications_actor_idx')
    .on('notifications')
    .column('actor_id')
    .execute();
  await db.schema
    .createIndex('notifications_show_idx')
    .on('notifications')
    .column('show_id')
    .execute();

  await db.schema
    .createTable('likes')
    .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['show_id', 'user_id'])
    .execute();
  await db.schema.createIndex('likes_user_idx').on('likes').column('user_id').execute();

  await withId(db, db.schema.createTable('comments'))
    .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_show_idx')
    .on('comments')
    .columns(['show_id', 'id'])
    .execute();
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();

  for (const [table, column, ref] of [
    ['user_artist_stats', 'artist_id', 'artists.id'],
    ['user_city_stats', 'city_id', 'cities.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn(column, 'integer', (c) => c.notNull().references(ref))
      .addColumn('show_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('score_sum', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('scored_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
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
