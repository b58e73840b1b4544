import type { FirstQuery, User } from '@gigrank/domain';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { initialSessionCheck, sessionStatus } from './session-check';
import { procedureAt, trpcUtils } from './trpc';

/** Requests started while the session check runs, by query key: the loader may run twice. */
const duringCheck = new Map<string, Promise<unknown>>();

/**
 * Starts a screen's first request from its route loader, so that it runs
 * alongside the session check and the screen's code instead of after them.
 * While the session is still being checked the answer is kept only if the
 * check finds a signed-in user (a visitor's UNAUTHORIZED answer is dropped
 * and never ends the 'Loading...' screen early); visitors fetch nothing.
 * The screen's own query (same key) then finds the data in the cache.
 *
 * `preload`: the router is preloading (main.tsx does for the first screen,
 * during the session check; a link does on hover, which fetches nothing here).
 * `infinite`: the key is an infinite (paged) query's and `request` reads its
 * first page (tRPC's infinite queries start from a null cursor).
 */
export function prefetchWhenSignedIn(
  queryKey: QueryKey,
  request: () => Promise<unknown>,
  { preload, infinite = false }: { preload: boolean; infinite?: boolean },
): void {
  const status = sessionStatus();
  if (status === 'unauthenticated' || (preload && status !== 'loading')) return;
  // Already here (the page brought it, lib/first-screen.ts, or an earlier visit).
  if (queryClient.getQueryData(queryKey) !== undefined) return;
  const prefetch = (queryFn: () => Promise<unknown>) =>
    infinite
      ? queryClient.prefetchInfiniteQuery({ queryKey, queryFn, initialPageParam: null })
      : queryClient.prefetchQuery({ queryKey, queryFn });
  if (status === 'authenticated') {
    void prefetch(request);
    return;
  }
  const hash = hashKey(queryKey);
  if (duringCheck.has(hash)) return;
  const pending = request();
  pending.catch(() => undefined);
  duringCheck.set(hash, pending);
  initialSessionCheck().then(
    (user) => {
      duringCheck.delete(hash);
      if (user) void prefetch(() => pending);
    },
    () => duringCheck.delete(hash),
  );
}

/** A profile the viewer is known to see only the header of: its lists would answer 403. */
function knownClosed(read: FirstQuery): boolean {
  const userId = read.input?.userId;
  if (typeof userId !== 'number') return false;
  const known = queryClient.getQueryData<User>(
    trpcUtils.users.byId.queryOptions({ id: userId }).queryKey,
  );
  return known?.access === 'profile';
}

/**
 * A route loader's work: starts the screen's first reads (`screenReads` of
 * packages/domain first-screen.ts, the same the server sends with a page)
 * alongside the screen's code, through prefetchWhenSignedIn.
 */
export function prefetchReads(reads: readonly FirstQuery[], preload: boolean): void {
  for (const read of reads) {
    if (knownClosed(read)) continue;
    const { utils, query } = procedureAt(read.path);
    const options = read.infinite
      ? utils.infiniteQueryOptions(read.input)
      : utils.queryOptions(read.input);
    prefetchWhenSignedIn(options.queryKey, () => query(read.input), {
      preload,
      infinite: read.infinite,
    });
  }
}
