import type { UserRow } from '@gigrank/db';
import { IMPORT_MESSAGES } from '@gigrank/domain';
import { forbidden } from '../errors';

/**
 * Who may do what (DECISIONS.md): every write acts as the session user only;
 * notifications and the follow status are read by their owner only. What
 * each refusal says, per kind of thing.
 */
export const NOT_YOURS = {
  account: 'You can only change your own account',
  list: 'You can only change your own list',
  notifications: 'You can only read your own notifications',
  follows: 'You can only change whom you follow',
  followStatus: 'You can only read whom you follow',
  show: 'You can only change your own shows',
  ranking: 'You can only rank your own shows',
  comment: 'You can only delete your own comments',
  accessNote: 'You can only change your own access notes',
  followRequests: 'You can only answer your own follow requests',
  blocks: 'You can only change whom you block or mute',
  imports: IMPORT_MESSAGES.notYours,
} as const;

export type Owned = keyof typeof NOT_YOURS;

/** 403 unless `ownerId` is the session user. */
export function assertOwner(user: Pick<UserRow, 'id'>, ownerId: number, what: Owned): void {
  if (user.id !== ownerId) throw forbidden(NOT_YOURS[what]);
}
