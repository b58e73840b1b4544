import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AuthScreen } from '../features/auth/AuthScreen';
import { useSession } from '../features/auth/session';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AppLayout } from '../features/shell/AppLayout';
import { LoadingScreen } from '../features/shell/LoadingScreen';
import type { TrpcUtils } from '../lib/trpc';

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
  if (state.status === 'unauthenticated') return <AuthScreen />;
  return (
    <AppLayout user={state.user}>
      <Outlet />
    </AppLayout>
  );
}
