import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { SessionProvider } from './features/auth/session';
import { useAfterFirstScreen } from './lib/after-first-screen';
import { queryClient } from './lib/query-client';
import { trpc, trpcClient } from './lib/trpc';
import { router } from './router';
import { theme } from './theme';

// Toasts (and their transitions) are not needed for the first screen: they load
// after it (a toast shown before then waits in Mantine's store).
const Toasts = lazy(() => import('./features/shell/Toasts'));

export function App() {
  const toastsReady = useAfterFirstScreen();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {toastsReady ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
