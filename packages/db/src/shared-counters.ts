import type { Handle } from './schema';
import { countsInShared } from './counter-moves';
import { moveOwnerPlaces } from './place-counters';
import { moveOwnerSongs } from './song-counters';

// The shared counters hold public accounts' shows only: the places' rows
// (place-counters.ts) and the songs' (song-counters.ts). An account going
// private or public, or deleted, moves all of its shows out or in of every
// one of them here, in the transaction that changes the account (the songs'
// last, as every write takes them).

/**
 * Keeps the shared counters right as an account's privacy changes: its shows
 * leave them when it goes private and come back when it goes public. Called
 * in the transaction that writes the flag, before writing it; nothing moves
 * when the flag stays as it is (or `isPrivate` is not being set).
 */
export async function sharedCountersFollowPrivacy(
  trx: Handle,
  userId: number,
  isPrivate: boolean | undefined,
): Promise<void> {
  if (isPrivate === undefined) return;
  if ((await countsInShared(trx, userId)) === !isPrivate) return;
  await moveOwnerPlaces(trx, userId, isPrivate ? -1 : 1);
  await moveOwnerSongs(trx, userId, isPrivate ? -1 : 1);
}

/**
 * Takes every show of a user out of the shared counters (account deletion)
 * when they count there (a public account). Their own statistics and
 * festival scores go with the user (cascade).
 */
export async function uncountUserShared(trx: Handle, userId: number): Promise<void> {
  if (!(await countsInShared(trx, userId))) return;
  await moveOwnerPlaces(trx, userId, -1);
  await moveOwnerSongs(trx, userId, -1);
}
