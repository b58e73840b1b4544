import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './errors';
import { sessionEvents } from './session-events';

/**
 * Query defaults from the spec (section 9): no automatic retry for queries or
 * mutations, no refetch on window focus, cached data never goes stale.
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
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
