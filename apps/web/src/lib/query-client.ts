import { MutationCache, QueryCache, QueryClient, type QueryState } from '@tanstack/react-query';
import { isMissingAnswer, isUnauthorizedError } from './errors';
import { onAskAgain } from './network-status';
import { processingPollInterval } from './photo-processing';
import { sessionEvents } from './session-events';

/**
 * The query holds the server's answer that the thing does not exist (a 404,
 * isMissingAnswer). Like data, it is kept: neither a screen mounting nor a
 * route loader asks again (a missing show was asked for three
 * times on one load). TanStack Query counts a query without data as stale
 * (and marks a failed one invalidated), so without this it refetches a 404
 * on every mount (`retryOnMount`) and every loader run (`prefetchQuery`).
 * A write that may make the thing exist forgets the answer (invalidation.ts).
 */
export function holdsMissingAnswer(state: QueryState | undefined): boolean {
  return state?.status === 'error' && isMissingAnswer(state.error);
}

/**
 * Query defaults from the spec (section 9): no automatic retry for queries or
 * mutations, no refetch on window focus, cached data never goes stale (nor a
 * "not found" answer, holdsMissingAnswer).
 * Queries and mutations run offline too: the service worker's cache may
 * answer a query; a mutation fails at once.
 * An answer holding a photo whose sizes are still being made is asked for
 * again until they exist (photo-processing.ts).
 * A query or mutation answered UNAUTHORIZED means the session cookie is gone
 * (expired, or logged out elsewhere): the session ends and the auth screen shows.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorizedError(error)) sessionEvents.emitExpired();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // A failed login answers UNAUTHORIZED too; that is not an expired session.
        const key = mutation.options.mutationKey?.flat().join('.') ?? '';
        if (isUnauthorizedError(error) && !key.includes('auth')) sessionEvents.emitExpired();
      },
    }),
    defaultOptions: {
      queries: {
        // Asked even when the browser says offline: the service worker may answer from
        // its cache (the last-seen screens); without it the query fails as it would.
        networkMode: 'offlineFirst',
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        // A failure (offline, 500) is tried again when a screen showing it mounts; a 404 is an answer.
        retryOnMount: (query) => !holdsMissingAnswer(query.state),
        refetchInterval: processingPollInterval,
      },
      mutations: {
        // Tried at once even offline, failing with their usual message, rather than
        // waiting unseen to be replayed (only Add Show keeps its work: the offline queue).
        networkMode: 'always',
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

// Queries never go stale by time, so an answer the service worker gave from its
// cache (the network slow or gone) would stay on screen: once the network answers
// again, or a retry is due, every query is marked stale and those on screen ask again.
onAskAgain(() => void queryClient.invalidateQueries());
