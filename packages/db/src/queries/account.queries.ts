import type { Kysely } from 'kysely';
import type { DB, UserRow, Handle } from '../schema';
import { displayNameKeyOf } from '../user-search-terms';
import { replaceUserSearchTerms } from './users.queries';

// An account's own row: profile fields, picture, and its deletion.

/**
 * Writes an account's name and city; the display name's key and the
 * account's search terms follow the name in the same transaction.
 */
export async function updateProfileFields(
  db: Handle,
  userId: number,
  fields: { display_name: string; city?: string | null },
): Promise<UserRow> {
  const write = async (trx: Handle) => {
    const row = await trx
      .updateTable('users')
      .set({ ...fields, display_name_key: displayNameKeyOf(fields.display_name) })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceUserSearchTerms(trx, row);
    return row;
  };
  return db.isTransaction ? write(db) : (db as Kysely<DB>).transaction().execute(write);
}

/** Points the user at a new picture; returns the row and the picture it replaced. */
export async function replaceProfilePicture(
  trx: Handle,
  userId: number,
  url: string,
): Promise<{ row: UserRow; previous: string | null }> {
  const current = await trx
    .selectFrom('users')
    .select('profile_picture')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const row = await trx
    .updateTable('users')
    .set({ profile_picture: url })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, previous: current.profile_picture };
}

/**
 * Deletes the user's row; the rest cascades: sessions, shows (guests, photos,
 * likes and comments on them), follows, Want to See, notifications, likes,
 * comments, per-user statistics. Counters elsewhere are the caller's to fix first.
 */
export async function deleteUserRow(trx: Handle, userId: number): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
