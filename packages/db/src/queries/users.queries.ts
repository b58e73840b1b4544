import type { UserSummary } from '@gigrank/domain';
import type { UserRow } from '../schema';

// Data functions of the users aggregate: the only place with its SQL.

/** The public face of a user in lists and on cards. */
export function toUserSummary(
  row: Pick<UserRow, 'id' | 'username' | 'display_name' | 'profile_picture'>,
): UserSummary {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    profilePicture: row.profile_picture,
  };
}
