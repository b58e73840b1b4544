import type { User } from '@gigrank/domain';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { isNetworkError } from '../../lib/errors';
import { clearSessionCaches } from '../../lib/offline-caches';
import { queryClient } from '../../lib/query-client';
import { initialSessionCheck, setSessionStatus } from '../../lib/session-check';
import { sessionEvents } from '../../lib/session-events';
import { trpcClient } from '../../lib/trpc';
import { clearStoredUser, readStoredUser, storeUser } from './session-storage';
import { watchSessionUser } from './session-user';

/**
 * The session (SPEC section 4): loading, then reading the stored user, then
 * authenticated or not. Navigation after sign-in / sign-out is the caller's
 * job (they live inside the router).
 */
export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

export interface Session {
  state: SessionState;
  /** Stores the user (login or registration success). */
  signIn: (user: User) => void;
  /** Replaces the stored copy of the user (after a profile change). */
  updateUser: (user: User) => void;
  /** Ends the session on the server, clears storage and the query cache. */
  signOut: () => Promise<void>;
  /**
   * Ends every session of the user on the server (this one included), then
   * here as signOut does; throws, leaving this one signed in, when the server
   * did not end them.
   */
  signOutEverywhere: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Where a page starts: the user the server said is signed in (or nobody), else 'loading'. */
function initialState(known: User | null | undefined): SessionState {
  if (known === undefined) return { status: 'loading', user: null };
  return known
    ? { status: 'authenticated', user: known }
    : { status: 'unauthenticated', user: null };
}

/**
 * `initialUser`: who the page says is signed in (lib/first-screen.ts), so the
 * first render is the screen itself, as the server rendered it; undefined
 * when the page did not say (the app then shows 'Loading...' and asks).
 */
export function SessionProvider({
  children,
  initialUser,
}: {
  children: ReactNode;
  initialUser?: User | null;
}) {
  const [state, setState] = useState<SessionState>(() => initialState(initialUser));

  const endLocally = useCallback(() => {
    clearStoredUser();
    queryClient.clear();
    // The service worker's copies of this user's answers go too (offline-caches.ts).
    void clearSessionCaches().catch(() => undefined);
    setState({ status: 'unauthenticated', user: null });
  }, []);

  useEffect(() => {
    let cancelled = false;
    const stored = readStoredUser();
    // The cookie is the real session: ask the server who we are, even without
    // a stored user (the cookie may outlive local storage). main.tsx has already sent the question.
    initialSessionCheck()
      .then((user) => {
        if (cancelled) return;
        if (user) storeUser(user);
        else {
          if (stored) clearStoredUser();
          // Nobody is signed in: no cached answer of an earlier session may be shown.
          void clearSessionCaches().catch(() => undefined);
        }
        // The first screen renders as a transition: in slices that keep the page
        // responsive, with 'Loading...' showing until it is ready.
        startTransition(() =>
          setState((current) =>
            // Already known from the page: the same screen stays as it is.
            current.user?.id === user?.id && current.status !== 'loading'
              ? current
              : user
                ? { status: 'authenticated', user }
                : { status: 'unauthenticated', user: null },
          ),
        );
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Offline with a stored user: the app opens on what was last loaded (the service
        // worker's cache); an answer from the server decides again once it can be reached.
        if (stored && isNetworkError(error)) {
          startTransition(() => setState({ status: 'authenticated', user: stored }));
          return;
        }
        // Server unreachable: show the auth screen; the stored copy stays for the next start.
        setState({ status: 'unauthenticated', user: null });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => sessionEvents.onExpired(endLocally), [endLocally]);
  useEffect(() => setSessionStatus(state.status), [state.status]);

  const signIn = useCallback((user: User) => {
    storeUser(user);
    setState({ status: 'authenticated', user });
  }, []);

  const updateUser = useCallback((user: User) => {
    storeUser(user);
    setState((current) =>
      current.status === 'authenticated' && current.user.id === user.id && current.user !== user
        ? { status: 'authenticated', user }
        : current,
    );
  }, []);

  // While signed in, the user's copy follows their writes (a follow moves followingCount,
  // which picks Home's feed): each write that changes it refreshes `auth.me` (session-user.ts).
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    return watchSessionUser(queryClient, state.user, updateUser);
  }, [state, updateUser]);

  const signOut = useCallback(async () => {
    try {
      await trpcClient.auth.logout.mutate();
    } catch {
      // Even if the server cannot be reached, the local session ends.
    }
    endLocally();
  }, [endLocally]);

  const signOutEverywhere = useCallback(async () => {
    await trpcClient.auth.logoutEverywhere.mutate();
    endLocally();
  }, [endLocally]);

  const value = useMemo<Session>(
    () => ({ state, signIn, updateUser, signOut, signOutEverywhere }),
    [state, signIn, updateUser, signOut, signOutEverywhere],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user; only for screens rendered behind the auth gate. */
export function useCurrentUser(): User {
  const { state } = useSession();
  if (state.status !== 'authenticated') {
    throw new Error('useCurrentUser used outside an authenticated screen');
  }
  return state.user;
}
