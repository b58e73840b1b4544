import type { Kysely } from 'kysely';
import type { DB, UserRow } from '@gigrank/db';
import type { ProfileUpdate, User } from '@gigrank/domain';
import { forbidden } from '../errors';
import type { FileStore } from '../storage/files';
import { processAvatar } from '../storage/images';
import { removePhotoFiles } from './shows.service';
import { findUserRow, toUser } from './users.service';

/** Profiles, pictures and accounts are changed by their owner only (DECISIONS.md). */
export function assertSelf(user: UserRow, userId: number): void {
  if (user.id !== userId) throw forbidden('You can only change your own account');
}

export async function updateProfile(
  db: Kysely<DB>,
  user: UserRow,
  userId: number,
  input: ProfileUpdate,
): Promise<User> {
  assertSelf(user, userId);
  const row = await db
    .updateTable('users')
    .set({
      display_name: input.displayName,
      ...(input.city === undefined ? {} : { city: input.city }),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(db, row);
}

/** A new profile picture (300x300 JPEG); the old file goes once the row points at the new one. */
export async function updatePicture(
  db: Kysely<DB>,
  files: FileStore,
  user: UserRow,
  userId: number,
  upload: Buffer,
): Promise<User> {
  assertSelf(user, userId);
  const url = await files.save('avatars', 'jpg', await processAvatar(upload));
  let previous: string | null = null;
  try {
    const row = await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('users')
        .select('profile_picture')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      previous = current.profile_picture;
      return trx
        .updateTable('users')
        .set({ profile_picture: url })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    await files.remove([previous]);
    return toUser(db, row);
  } catch (error) {
    await files.remove([url]);
    throw error;
  }
}

/**
 * Deletes the account and everything it owns (DECISIONS.md) in one
 * transaction, correcting every counter it contributed to; files go after the
 * commit. Sessions are rows of the user, so every session ends with it.
 */
export async function deleteAccount(
  db: Kysely<DB>,
  files: FileStore,
  user: UserRow,
  userId: number,
): Promise<void> {
  assertSelf(user, userId);
  const removed = await db.transaction().execute(async (trx) => {
    const row = await findUserRow(trx, userId);
    if (!row) return { avatar: null, photoKeys: [] };
    const photos = await trx
      .selectFrom('show_photos')
      .innerJoin('shows', 'shows.id', 'show_photos.show_id')
      .select('show_photos.file_key')
      .where('shows.user_id', '=', userId)
      .execute();

    // Artist counters: subtract this user's per-artist totals.
    const perArtist = await trx
      .selectFrom('user_artist_stats')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    for (const s of perArtist) {
      await trx
        .updateTable('artists')
        .set((eb) => ({
          show_count: eb('show_count', '-', s.show_count),
          score_sum: eb('score_sum', '-', s.score_sum),
          scored_count: eb('scored_count', '-', s.scored_count),
          fan_count: eb('fan_count', '-', s.scored_count > 0 ? 1 : 0),
        }))
        .where('id', '=', s.artist_id)
        .execute();
    }

    // Follow counters of the other side of every edge.
    await trx
      .updateTable('users')
      .set((eb) => ({ followers_count: eb('followers_count', '-', 1) }))
      .where('id', 'in', (eb) =>
        eb.selectFrom('follows').select('followee_id').where('follower_id', '=', userId),
      )
      .execute();
    await trx
      .updateTable('users')
      .set((eb) => ({ following_count: eb('following_count', '-', 1) }))
      .where('id', 'in', (eb) =>
        eb.selectFrom('follows').select('follower_id').where('followee_id', '=', userId),
      )
      .execute();

    // Like and comment counters of other users' shows.
    await trx
      .updateTable('shows')
      .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
      .where('id', 'in', (eb) =>
        eb.selectFrom('likes').select('show_id').where('user_id', '=', userId),
      )
      .where('user_id', '!=', userId)
      .execute();
    const commented = await trx
      .selectFrom('comments')
      .innerJoin('shows', 'shows.id', 'comments.show_id')
      .select((eb) => ['comments.show_id', eb.fn.countAll<number>().as('n')])
      .where('comments.user_id', '=', userId)
      .where('shows.user_id', '!=', userId)
      .groupBy('comments.show_id')
      .execute();
    for (const c of commented) {
      await trx
        .updateTable('shows')
        .set((eb) => ({ comments_count: eb('comments_count', '-', Number(c.n)) }))
        .where('id', '=', c.show_id)
        .execute();
    }

    // The rest cascades: sessions, shows (guests, photos, likes, comments on them),
    // follows, Want to See, notifications, likes, comments, per-user statistics.
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { avatar: row.profile_picture, photoKeys: photos.map((p) => p.file_key) };
  });
  await files.remove([removed.avatar]);
  await removePhotoFiles(files, removed.photoKeys);
}
