import {
  deleteUserRow,
  photoKeysOfUser,
  replaceProfilePicture,
  uncountUserFollows,
  uncountUserLikesAndComments,
  uncountUserShared,
  uncountUserShows,
  updateProfileFields,
  type UserRow,
} from '@gigrank/db';
import type { ProfileUpdate, User } from '@gigrank/domain';
import { committed } from '../../cache/changes';
import type { Change } from '../../cache/keys';
import { assertOwner } from '../../policy/access';
import { processAvatar, type ImageInput } from '../../storage/images';
import { removePhotoFiles } from '../../storage/photo-files';
import type { ServiceDeps } from '../../ports/service-deps';
import { findUserRow, toUser } from '../users/users.service';
import { newFileKey, writeImage } from '../../ports/file-store';

/** A profile edit changes the user's row and how lists show them. */
const profileChanges = (userId: number): Change[] => [
  { kind: 'user', id: userId },
  { kind: 'people' },
];

export async function updateProfile(
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
  input: ProfileUpdate,
): Promise<User> {
  assertOwner(user, userId, 'account');
  const row = await updateProfileFields(deps.db, userId, {
    display_name: input.displayName,
    ...(input.city === undefined ? {} : { city: input.city }),
  });
  await committed(deps, profileChanges(userId));
  return toUser(deps, row);
}

/** A new profile picture (300x300 JPEG); the old file goes once the row points at the new one. */
export async function updatePicture(
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
  upload: ImageInput,
): Promise<User> {
  assertOwner(user, userId, 'account');
  const { db, files } = deps;
  const url = await writeImage(files, 'avatars', newFileKey(), await processAvatar(upload));
  try {
    const { row, previous } = await db
      .transaction()
      .execute((trx) => replaceProfilePicture(trx, userId, url));
    await committed(deps, profileChanges(userId));
    await files.remove([previous]);
    return toUser(deps, row);
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
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
): Promise<void> {
  assertOwner(user, userId, 'account');
  const removed = await deps.db.transaction().execute(async (trx) => {
    const row = await findUserRow(trx, userId);
    if (!row) return { avatar: null, photoKeys: [] };
    const photoKeys = await photoKeysOfUser(trx, userId);
    await uncountUserShows(trx, userId);
    await uncountUserShared(trx, userId);
    await uncountUserFollows(trx, userId);
    await uncountUserLikesAndComments(trx, userId);
    await deleteUserRow(trx, userId);
    return { avatar: row.profile_picture, photoKeys };
  });
  // Everything the user appeared in changes: their shows, the counts of the
  // shows they liked or commented on, the profiles of everyone they followed
  // or who followed them, the leaderboards, every audience. Coarse, and as
  // rare as account deletions.
  await committed(deps, [{ kind: 'everything' }]);
  await deps.files.remove([removed.avatar]);
  await removePhotoFiles(deps.files, removed.photoKeys);
}
