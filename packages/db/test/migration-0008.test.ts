/**
 * Migration 0008_reports: the reports table on both engines, and the
 * notification texts stored before it (which held the actor's display name,
 * even after that account was deleted) cleared.
 */
import { expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import { useMigrationDatabase } from './migration-support';

const t = useMigrationDatabase({ seed: false });

it('clears the names stored in notification texts and creates reports', async () => {
  // Back to the state before 0008, with a notification as it was stored then.
  await t.migrateTo('0007_privacy');
  const now = new Date().toISOString();
  const user = (name: string) =>
    t.db
      .insertInto('users')
      .values({
        username: name,
        username_key: name,
        display_name: `Name of ${name}`,
        password_hash: 'x',
        profile_picture: null,
        city: null,
        time_zone: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const owner = await user('owner8');
  const actor = await user('actor8');
  await t.db
    .insertInto('notifications')
    .values({
      user_id: owner.id,
      actor_id: actor.id,
      type: 'follow',
      message: 'Name of actor8 started following you',
      created_at: now,
    })
    .execute();

  await migrateToLatest(t.db);
  const rows = await t.db.selectFrom('notifications').select(['message', 'actor_id']).execute();
  expect(rows).toEqual([{ message: null, actor_id: actor.id }]);
  // The reports table is there, one report per reporter and item.
  const report = {
    reporter_id: owner.id,
    show_id: null,
    comment_id: null,
    reason: 'spam',
    details: null,
    created_at: now,
    updated_at: now,
  };
  await t.db.insertInto('reports').values(report).execute();
  expect(await t.db.selectFrom('reports').select('reason').execute()).toEqual([{ reason: 'spam' }]);
});
