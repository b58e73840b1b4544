import { COLOR_SCHEME_STORAGE_KEY, type User } from '@gigrank/domain';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { SessionProvider } from './features/auth/session';
import { useAfterFirstScreen } from './lib/after-first-screen';
import { PoliteAnnouncer } from './lib/announce';
import { RenderedAtProvider } from './lib/render-clock';
import { trpc, type TrpcClient } from './lib/trpc';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

// Toasts (and their transitions) are not needed for the first screen: they load
// after it (a toast shown before then waits in Mantine's store).
const Toasts = lazy(() => import('./features/shell/Toasts'));

/**
 * The whole app around one router. The browser's (main.tsx) uses the
 * page's one query client and tRPC client; the server's render
 * (entry-server.tsx) gives each page its own, so no two requests share data.
 */
export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /**
   * What the page came with: who it says is signed in (undefined: not known
   * yet, SessionProvider), and when the server rendered it
   * (lib/render-clock.tsx; null if it did not).
   */
  page: { me?: User | null; renderedAt: number | null };
}

/**
 * Light or dark as the system says, unless the user picked one in the account
 * menu; kept under the key index.html's inline script reads before the first
 * paint (packages/domain color-scheme.ts).
 */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/** The toasts, once the first screen is done: only this re-renders then, never the app. */
function ToastsAfterFirstScreen() {
  const ready = useAfterFirstScreen();
  return ready ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function App({ router, queryClient, trpcClient, page }: AppProps) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <PoliteAnnouncer />
      <ToastsAfterFirstScreen />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider initialUser={page.me}>
            <RenderedAtProvider value={page.renderedAt}>
              <RouterProvider router={router} />
            </RenderedAtProvider>
          </SessionProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
