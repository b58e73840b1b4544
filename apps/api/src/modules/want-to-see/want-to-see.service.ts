import {
  deleteWantToSee,
  insertNotifications,
  insertWantToSee,
  othersWantingToSee,
  wantsToSee,
  wantToSeeList,
  type UserRow,
} from '@gigrank/db';
import type { WantToSeeEntry } from '@gigrank/domain';
import { committed, notified } from '../../cache/changes';
import type { Change } from '../../cache/keys';
import { assertCanSeeContent } from '../../policy/privacy';
import { artistCreated, findArtist, resolveArtist } from '../artists/artists.service';
import type { ServiceDeps } from '../../ports/service-deps';

/** A user's Want to See list, newest first, for a viewer allowed to see it. */
export async function listWantToSee(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
): Promise<WantToSeeEntry[]> {
  await assertCanSeeContent(deps, viewerId, userId);
  return wantToSeeList(deps.db, userId);
}

/**
 * Adds an artist (created if unknown) to the user's list; adding it twice keeps
 * one entry. Everyone else who already wants to see the artist is told
 * ('wantToSee' notification), in the same transaction.
 */
export async function addWantToSee(
  deps: ServiceDeps,
  user: UserRow,
  artistName: string,
): Promise<WantToSeeEntry> {
  const { entry, changes } = await deps.db.transaction().execute(async (trx) => {
    const { row: artist, created } = await resolveArtist(trx, artistName);
    const entry = { artistName: artist.name };
    const catalogue = created ? artistCreated(artist) : [];
    if (await wantsToSee(trx, user.id, artist.id)) return { entry, changes: catalogue };
    await insertWantToSee(trx, user.id, artist.id);
    const others = await othersWantingToSee(trx, artist.id, user.id, {
      followersOnly: user.is_private === 1,
    });
    const told = await insertNotifications(
      trx,
      others.map((userId) => ({
        userId,
        actorId: user.id,
        type: 'wantToSee' as const,
        artistName: artist.name,
      })),
    );
    const changes: Change[] = [
      ...catalogue,
      { kind: 'wantToSee', userId: user.id },
      ...notified(told),
    ];
    return { entry, changes };
  });
  await committed(deps, changes);
  return entry;
}

/** Removes an artist from the user's list; removing one that is not there is not an error. */
export async function removeWantToSee(
  deps: ServiceDeps,
  user: UserRow,
  artistName: string,
): Promise<{ success: true }> {
  const artist = await findArtist(deps.db, artistName);
  if (artist && (await deleteWantToSee(deps.db, user.id, artist.id))) {
    await committed(deps, [{ kind: 'wantToSee', userId: user.id }]);
  }
  return { success: true };
}
