import { sharedArtistTallies } from '@gigrank/db';
import { tasteMatch as matchOf, type TasteMatch } from '@gigrank/domain';
import { cacheKeys } from '../../cache/keys';
import { badRequest } from '../../errors';
import { assertCanSeeContent } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

const OWN_TASTE_MATCH = 'Taste match compares you with another user';

/**
 * How much the viewer agrees with `userId` on the artists they both scored
 * (domain taste.ts states the formula), and the artists they both loved;
 * null with no artist in common. Only for someone whose content the viewer
 * may see (404 in a block, 403 for a private account not followed); asking
 * about oneself is a 400. Cached until either user's shows change.
 */
export async function tasteMatch(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
): Promise<TasteMatch | null> {
  if (viewerId === userId) throw badRequest(OWN_TASTE_MATCH);
  await assertCanSeeContent(deps, viewerId, userId);
  return deps.cache.read(cacheKeys.tasteMatch<TasteMatch | null>(viewerId, userId), async () =>
    matchOf(await sharedArtistTallies(deps.db, viewerId, userId)),
  );
}
