import { useQuery } from '@tanstack/react-query';
import { queuedShow, queuedShows } from './queue';

/** The query keys of the offline queue (this device's IndexedDB, not the API). */
export const QUEUED_SHOWS_KEY = ['offline-shows'] as const;

/** The user's shows saved on this device and not uploaded yet, oldest first. */
export function useQueuedShows(userId: number, enabled = true) {
  return useQuery({
    queryKey: [...QUEUED_SHOWS_KEY, 'user', userId],
    queryFn: () => queuedShows(userId),
    enabled,
    // Read from the device: no network involved.
    networkMode: 'always',
  });
}

/** One queued show (the draft brought back to the form), or null when it is gone. */
export function useQueuedShow(id: string | undefined) {
  return useQuery({
    queryKey: [...QUEUED_SHOWS_KEY, 'item', id],
    queryFn: async () => (id ? ((await queuedShow(id)) ?? null) : null),
    enabled: id !== undefined,
    networkMode: 'always',
  });
}
