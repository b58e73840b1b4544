import {
  deleteBlock,
  deleteMute,
  followRequestsOf,
  insertBlock,
  insertMute,
  pendingRequesterIds,
  sharedCountersFollowPrivacy,
  relationListOf,
  relationshipBetween,
  setPrivacyFlags,
  type UserRow,
} from '@gigrank/db';
import type {
  FollowRequest,
  PrivacySettings,
  Relationship,
  User,
  UserSummary,
} from '@gigrank/domain';
import { bothChanged, committed } from '../../cache/changes';
import type { Change } from '../../cache/keys';
import { badRequest, notFound } from '../../errors';
import { assertOwner } from '../../policy/access';
import { profileAccess } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';
import { acceptRequest, endRequest, requestChanges } from '../follows/follows.service';
import { findUserRow, toUser } from '../users/users.service';

// Private accounts, follow requests, blocks and mutes: the writes. What they
// hide is decided in packages/db visibility.ts, read through policy/privacy.ts.

/**
 * Sets the privacy flags of the session user's account. Turning private off
 * approves every waiting follow request (each requester is told).
 */
export async function updatePrivacy(
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
  settings: PrivacySettings,
): Promise<User> {
  assertOwner(user, userId, 'account');
  const { row, changes } = await deps.db.transaction().execute(async (trx) => {
    // The shared counters hold public accounts' shows: theirs move out or in.
    await sharedCountersFollowPrivacy(trx, user.id, settings.isPrivate);
    await setPrivacyFlags(trx, user.id, settings);
    const changes: Change[] = [
      { kind: 'user', id: user.id },
      { kind: 'privacy' },
      { kind: 'userRanking' },
    ];
    if (settings.isPrivate === false) {
      for (const requesterId of await pendingRequesterIds(trx, user.id)) {
        changes.push(...(await acceptRequest(trx, user, requesterId)));
      }
    }
    const row = await findUserRow(trx, user.id);
    return { row: row!, changes };
  });
  await committed(deps, changes);
  return toUser(deps, row);
}

/** Where the session user stands with another account (follow button, profile menu). */
export async function relationship(
  deps: ServiceDeps,
  user: UserRow,
  currentUserId: number,
  otherId: number,
): Promise<Relationship> {
  assertOwner(user, currentUserId, 'followStatus');
  const found = await relationshipBetween(deps.db, user.id, otherId);
  // Someone who blocked the viewer is not there; someone they blocked is, to unblock.
  if (!found.blocked) await profileAccess(deps, user.id, otherId);
  return found;
}

/** The follow requests waiting for the owner's answer, newest first. */
export async function listFollowRequests(
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
): Promise<FollowRequest[]> {
  assertOwner(user, userId, 'followRequests');
  return followRequestsOf(deps.db, user.id);
}

/**
 * Answers a follow request: approve makes the follow and tells the
 * requester; decline removes it without telling them (a refusal notified
 * invites pressure). 404 when no such request waits.
 */
export async function answerFollowRequest(
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
  requesterId: number,
  answer: 'approve' | 'decline',
): Promise<{ status: 'approved' | 'declined' }> {
  assertOwner(user, userId, 'followRequests');
  const changes = await deps.db.transaction().execute(async (trx) => {
    if (answer === 'approve') return acceptRequest(trx, user, requesterId);
    return (await endRequest(trx, requesterId, user.id))
      ? requestChanges(requesterId, user.id)
      : [];
  });
  if (changes.length === 0) throw notFound('Follow request not found');
  await committed(deps, changes);
  return { status: answer === 'approve' ? 'approved' : 'declined' };
}

/** What a block or mute changes: both people's relations, follows and notifications, every shared list. */
function relationChanges(a: number, b: number): Change[] {
  return [
    ...bothChanged(a, b, ['relations', 'follows', 'user', 'notifications']),
    { kind: 'userRanking' },
  ];
}

async function checkRelation(
  deps: ServiceDeps,
  user: UserRow,
  currentUserId: number,
  otherId: number,
) {
  assertOwner(user, currentUserId, 'blocks');
  if (otherId === user.id) throw badRequest('You cannot block or mute yourself');
  if (!(await findUserRow(deps.db, otherId))) throw notFound('User not found');
}

/**
 * The two relations one account sets on another: a block (follows both ways
 * and requests go, notifications between them go and stop, neither sees the
 * other: visibility.ts) and a mute (the muted account's shows leave the
 * muter's feed; nobody is told, so only the muter's answers change).
 */
const RELATIONS = {
  blocks: { add: insertBlock, remove: deleteBlock, changes: relationChanges },
  mutes: {
    add: insertMute,
    remove: deleteMute,
    changes: (muterId: number): Change[] => [{ kind: 'relations', userId: muterId }],
  },
} as const;

/** Sets or clears a block or a mute on `otherId`; twice is once. */
export async function setRelation(
  deps: ServiceDeps,
  user: UserRow,
  currentUserId: number,
  otherId: number,
  kind: keyof typeof RELATIONS,
  on: boolean,
): Promise<void> {
  await checkRelation(deps, user, currentUserId, otherId);
  const relation = RELATIONS[kind];
  const write = on ? relation.add : relation.remove;
  const changed = await deps.db.transaction().execute((trx) => write(trx, user.id, otherId));
  if (changed) await committed(deps, relation.changes(user.id, otherId));
}

/** The accounts the session user blocked or muted, newest first. */
export async function listRelations(
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
  kind: 'blocks' | 'mutes',
): Promise<UserSummary[]> {
  assertOwner(user, userId, 'blocks');
  return relationListOf(deps.db, user.id, kind);
}
