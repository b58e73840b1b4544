import type { FirstQuery, User } from '@gigrank/domain';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { holdsMissingAnswer, queryClient } from './query-client';
import { initialSessionCheck, readsBeforeCheck, sessionStatus } from './session-check';
import { procedureAt, trpcUtils } from './trpc';

const noop = () => undefined;

/** Requests started while the session check runs, by query key: the loader may run twice. */
const duringCheck = new Map<string, Promise<unknown>>();

/**
 * Starts a screen's first request from its route loader, so that it runs
 * alongside the session check and the screen's code instead of after them.
 * While the session is still being checked the answer is kept only if the
 * check finds a signed-in user (a visitor's UNAUTHORIZED answer is dropped
 * and never ends the 'Loading...' screen early); when nobody was signed in
 * here last time, the request waits for the check instead, as a visitor's
 * would be refused. Known visitors fetch nothing.
 * The screen's own query (same key) then finds the data in the cache.
 *
 * `preload`: the router is preloading (main.tsx does for the first screen,
 * during the session check; a link does on hover, which fetches nothing here).
 * `infinite`: the key is an infinite (paged) query's and `request` reads its
 * first page (tRPC's infinite queries start from a null cursor).
 */
function prefetchWhenSignedIn(
  queryKey: QueryKey,
  request: () => Promise<unknown>,
  { preload, infinite = false }: { preload: boolean; infinite?: boolean },
): void {
  const status = sessionStatus();
  if (status === 'unauthenticated' || (preload && status !== 'loading')) return;
  // Already here (the page brought it, lib/first-screen.ts, or an earlier visit), being asked,
  // or answered "not found". A fresh load runs the loader twice (main.tsx preloads, then the
  // router loads): when the page says who is signed in, the session check has resolved before
  // the second run, so `duringCheck` has forgotten the first run's request; and a 404 leaves
  // no data, which TanStack Query's prefetchQuery counts as stale. Either way the second run
  // asked again: the query's own state is what says a request went out.
  const state = queryClient.getQueryState(queryKey);
  if (
    state &&
    (state.data !== undefined || state.fetchStatus === 'fetching' || holdsMissingAnswer(state))
  ) {
    return;
  }
  const prefetch = (queryFn: () => Promise<unknown>) =>
    infinite
      ? queryClient.prefetchInfiniteQuery({ queryKey, queryFn, initialPageParam: null })
      : queryClient.prefetchQuery({ queryKey, queryFn });
  if (status === 'authenticated') {
    void prefetch(request);
    return;
  }
  if (!readsBeforeCheck()) {
    // Nobody was signed in here last time: ask once the check says someone is.
    void initialSessionCheck().then((user) => user && prefetch(request), noop);
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
 * packages/domain screen-reads.ts, the same the server sends with a page)
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
