import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// Frozen once landed. Fetching a user's attended setlists from setlist.fm
// by username, page by page, in the background.
//
// - setlistfm_fetches: one fetch of one setlist.fm username for one account,
//   where it stands (pages fetched of the total, setlists read, the message
//   it failed with) and who is working on it: a server process holds a lease
//   (lease_owner, lease_until) that it renews while it fetches; a fetch whose
//   lease ran out (its process stopped) is taken up by another, so a restart
//   continues where the fetch stopped. running_user_id is the account's id
//   while the fetch runs and NULL otherwise: its unique index lets each
//   account run one fetch at a time (NULLs are distinct on both engines).
// - setlistfm_fetch_pages: the pages fetched so far, as setlist.fm sent them
//   (each at most a fiftieth of what one import may hold), read into rows by
//   the import's preview once the fetch is done.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('setlistfm_fetches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('running_user_id', 'integer')
    .addColumn('pages_fetched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages_total', 'integer')
    .addColumn('attended', 'integer')
    .addColumn('setlists', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'setlistfm_fetches_running_idx', 'setlistfm_fetches', ['running_user_id'], {
    unique: true,
  });
  // An account's latest fetch.
  await createIndex(db, 'setlistfm_fetches_user_idx', 'setlistfm_fetches', [
    'user_id',
    'created_at',
  ]);
  // The fetches left without a process (status 'fetching', lease run out).
  await createIndex(db, 'setlistfm_fetches_status_idx', 'setlistfm_fetches', [
    'status',
    'lease_until',
  ]);
  // Housekeeping's range of the fetches untouched for days.
  await createIndex(db, 'setlistfm_fetches_updated_idx', 'setlistfm_fetches', ['updated_at']);
  await db.schema
    .createTable('setlistfm_fetch_pages')
    .addColumn('fetch_id', 'text', (c) =>
      c.notNull().references('setlistfm_fetches.id').onDelete('cascade'),
    )
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('setlistfm_fetch_pages_pk', ['fetch_id', 'page'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('setlistfm_fetch_pages').execute();
  await db.schema.dropTable('setlistfm_fetches').execute();
}
