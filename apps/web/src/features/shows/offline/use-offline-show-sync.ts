import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterFirstScreen } from '../../../lib/after-first-screen';

/**
 * Starts sending the signed-in user's offline shows (offline-sync.tsx, loaded
 * after the first screen): now, when the connection returns, and when the
 * service worker's Background Sync asks. Stops on sign-out.
 */
export function useOfflineShowSync(userId: number): void {
  const router = useRouter();
  useEffect(() => {
    const openDraft = (draft: string) =>
      void router.navigate({ to: '/add', search: { draft } }).catch(() => undefined);
    let active = true;
    let stop: (() => void) | null = null;
    void afterFirstScreen()
      .then(() => import('./offline-sync'))
      .then((sync) => {
        if (active) stop = sync.startOfflineSync(userId, openDraft);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [userId, router]);
}
