import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { SessionProvider } from './features/auth/session';
import { queryClient } from './lib/query-client';
import { trpc, trpcClient } from './lib/trpc';
import { router } from './router';
import { theme } from './theme';

// Toasts (and their transitions) are not needed for the first paint.
const Toasts = lazy(() => import('./features/shell/Toasts'));

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
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
