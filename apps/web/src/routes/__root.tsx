import type { FirstQuery, User } from '@gigrank/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '../features/auth/session';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AppLayout } from '../features/shell/AppLayout';
import { LoadingScreen } from '../features/shell/LoadingScreen';
import { useOfflineShowSync } from '../features/shows/offline/use-offline-show-sync';
import { adopting, ServerMarkupAdopted } from '../lib/server-markup';
import type { TrpcUtils } from '../lib/trpc';

// Visitors only: its forms (Mantine form, zod schemas) load when it shows, not with the app.
const AuthScreen = lazy(() =>
  import('../features/auth/AuthScreen').then((module) => ({ default: module.AuthScreen })),
);

/**
 * What route loaders are given. `prefetch` starts a screen's first reads
 * (lib/prefetch.ts in the browser); the server's render gets a no-op, as
 * the page's data is already in its query cache (entry-server.tsx).
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
  prefetch: (reads: readonly FirstQuery[], preload: boolean) => void;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: adopting(NotFoundPage),
});

/**
 * The auth gate (SPEC section 2): 'Loading...' while the stored session is
 * checked; unauthenticated visitors see the auth screen on every path; signed-in
 * users get the app shell around the matched screen.
 */
function RootComponent() {
  const { state } = useSession();
  // No screen in these (signed out meanwhile): the page is usable all the same.
  if (state.status === 'loading') {
    return (
      <>
        <LoadingScreen />
        <ServerMarkupAdopted />
      </>
    );
  }
  if (state.status === 'unauthenticated') {
    return (
      <>
        <Suspense fallback={<LoadingScreen />}>
          <AuthScreen />
        </Suspense>
        <ServerMarkupAdopted />
      </>
    );
  }
  return <SignedIn user={state.user} />;
}

/** The app shell around the matched screen, for a signed-in user. */
function SignedIn({ user }: { user: User }) {
  // Shows saved offline go up when the connection is back (features/shows/offline).
  useOfflineShowSync(user.id);
  return (
    <AppLayout user={user}>
      <Outlet />
    </AppLayout>
  );
}
