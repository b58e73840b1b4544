import {
  accessTo,
  EVERYONE,
  NO_PLACE_AUDIENCE,
  placeAudience,
  viewerIsPlain,
  viewerOf,
  type Access,
  type PlaceAudience,
  type Viewer,
} from '@gigrank/db';
import { cacheKeys, type CacheKey } from '../cache/keys';
import { forbidden, notFound } from '../errors';
import type { ServiceDeps } from '../ports/service-deps';

/** What a private account's content answers to a viewer it has not approved. */
const PRIVATE_ACCOUNT = 'This account is private';

/**
 * How much of `ownerId`'s account `viewerId` may see (packages/db
 * visibility.ts decides): 404 'User not found' when absent or in a block
 * either way, as if the account did not exist.
 */
export async function profileAccess(
  deps: Pick<ServiceDeps, 'db'> & Partial<Pick<ServiceDeps, 'cache'>>,
  viewerId: number,
  ownerId: number,
): Promise<Exclude<Access, 'absent'>> {
  const decide = () => accessTo(deps.db, viewerOf(viewerId), ownerId);
  // Kept in the read cache beside the answers it guards (a write to any of
  // its entities expires it), so a content read costs no extra statement.
  const access = deps.cache
    ? await deps.cache.read(cacheKeys.access<Access>(viewerId, ownerId), decide)
    : await decide();
  if (access === 'absent') throw notFound('User not found');
  return access;
}

/**
 * Every read of what an account logged or listed (shows, ranking, insights,
 * Wrapped, Want to See, followers, following) passes here first: 404 when
 * absent or blocked, 403 'This account is private' when private and the
 * viewer is neither its owner nor an approved follower.
 */
export async function assertCanSeeContent(
  deps: Pick<ServiceDeps, 'db'> & Partial<Pick<ServiceDeps, 'cache'>>,
  viewerId: number,
  ownerId: number,
): Promise<void> {
  if ((await profileAccess(deps, viewerId, ownerId)) !== 'full') throw forbidden(PRIVATE_ACCOUNT);
}

/**
 * A read of what `userId` logged or listed, for `viewerId`: `read` runs once
 * assertCanSeeContent lets the viewer see it.
 */
export function contentRead<A extends unknown[], R>(
  read: (deps: ServiceDeps, viewerId: number, userId: number, ...more: A) => Promise<R>,
) {
  return async (deps: ServiceDeps, viewerId: number, userId: number, ...more: A): Promise<R> => {
    await assertCanSeeContent(deps, viewerId, userId);
    return read(deps, viewerId, userId, ...more);
  };
}

/**
 * Who a shared list (feed, leaderboard, artist page) is read as: EVERYONE
 * when the viewer's blocks, mutes and follows change nothing in it (most
 * viewers: one cached answer for all of them), else the viewer themselves.
 */
export async function audienceOf(deps: ServiceDeps, viewerId: number | undefined): Promise<Viewer> {
  if (viewerId === undefined) return EVERYONE;
  const plain = await deps.cache.read(cacheKeys.audience<boolean>(viewerId), () =>
    viewerIsPlain(deps.db, viewerId),
  );
  return plain ? EVERYONE : { id: viewerId };
}

/**
 * A shared answer read through the cache as `viewerId`'s audience sees it
 * (audienceOf): `shared` for every viewer whose blocks, mutes and follows
 * change nothing in it, the viewer's own copy for the rest; `read` makes it
 * for that audience.
 */
export async function readForAudience<T>(
  deps: ServiceDeps,
  viewerId: number | undefined,
  shared: CacheKey<T>,
  read: (as: Viewer) => Promise<T>,
): Promise<T> {
  const as = await audienceOf(deps, viewerId);
  const key = as.id === null ? shared : cacheKeys.asViewer<T>(shared, as.id);
  return deps.cache.read(key, () => read(as));
}

/**
 * Whose per-place statistics turn a venue's or festival's shared figures
 * (public accounts' shows) into the audience's (packages/db visibility.ts,
 * "Places"): nobody's for EVERYONE, whose figures the shared counters are;
 * else the viewer's own (private), their approved private follows (added) and
 * the public accounts in a block with them (taken out), cached per viewer.
 */
export async function placeAudienceOf(
  deps: Pick<ServiceDeps, 'db' | 'cache'>,
  as: Viewer,
): Promise<PlaceAudience> {
  const viewerId = as.id;
  if (viewerId === null) return NO_PLACE_AUDIENCE;
  return deps.cache.read(cacheKeys.placeAudience<PlaceAudience>(viewerId), () =>
    placeAudience(deps.db, viewerId),
  );
}
