import type { User } from '@gigrank/domain';
import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { trpcClient, trpcUtils } from '../../lib/trpc';

/** How the signed-in user is read: `auth.me`'s key in the query cache, and its call. */
export interface SessionUserQuery {
  queryKey: QueryKey;
  queryFn: () => Promise<User | null>;
}

/** The app's own: the tRPC procedure `auth.me`, under the key its hooks and invalidation use. */
export function sessionUserQuery(): SessionUserQuery {
  return {
    queryKey: trpcUtils.auth.me.queryOptions().queryKey,
    queryFn: () => trpcClient.auth.me.query(),
  };
}

/**
 * Keeps the signed-in user's copy fresh within a visit: their
 * counts move with what they do, and Home's default feed reads
 * `followingCount`. Every write that changes the user (a follow or unfollow,
 * a show saved, a block, a profile edit: lib/invalidation.ts) marks `auth.me`
 * stale; while signed in the session watches `auth.me`, so that query is
 * read again after each of those writes, and the fresh copy of the same user
 * goes to `onFresh` (the session's state and its stored copy). `user` is
 * written to the cache first: no request is sent for what is already known.
 * Returns the function that stops watching (sign-out, another user).
 */
export function watchSessionUser(
  queryClient: QueryClient,
  user: User,
  onFresh: (user: User) => void,
  query: SessionUserQuery = sessionUserQuery(),
): () => void {
  queryClient.setQueryData<User | null>(query.queryKey, user);
  const observer = new QueryObserver<User | null>(queryClient, {
    queryKey: query.queryKey,
    queryFn: query.queryFn,
    staleTime: Infinity,
  });
  // The query's every state change (fetching, settled...) comes here: each new copy goes once.
  let last = user;
  return observer.subscribe((result) => {
    const fresh = result.data;
    // Nobody (the session ended elsewhere: its own 401s end it here) or someone else: not ours.
    if (!fresh || fresh.id !== user.id || fresh === last) return;
    last = fresh;
    onFresh(fresh);
  });
}
