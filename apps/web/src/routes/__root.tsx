import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '../features/auth/session';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AppLayout } from '../features/shell/AppLayout';
import { LoadingScreen } from '../features/shell/LoadingScreen';
import type { TrpcUtils } from '../lib/trpc';

// Visitors only: its forms (Mantine form, zod schemas) load when it shows, not with the app.
const AuthScreen = lazy(() =>
  import('../features/auth/AuthScreen').then((module) => ({ default: module.AuthScreen })),
);

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

/**
 * The auth gate (SPEC section 2): 'Loading...' while the stored session is
 * checked; unauthenticated visitors see the auth screen on every path; signed-in
 * users get the app shell around the matched screen.
 */
function RootComponent() {
  const { state } = useSession();
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'unauthenticated') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <AuthScreen />
      </Suspense>
    );
  }
  return (
    <AppLayout user={state.user}>
      <Outlet />
    </AppLayout>
  );
}
