import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@gigrank/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { SessionProvider } from './features/auth/session';
import { renderSwipeableToast } from './features/shell/SwipeableToast';
import { queryClient } from './lib/query-client';
import { trpc, trpcClient } from './lib/trpc';
import { router } from './router';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* Toasts: one at a time, auto-dismiss after 5000 ms, swipe to dismiss (SPEC section 4). */}
      <Notifications
        limit={TOAST_LIMIT}
        autoClose={TOAST_AUTO_CLOSE_MS}
        position="top-center"
        allowDragDismiss={false}
        renderNotification={renderSwipeableToast}
      />
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
