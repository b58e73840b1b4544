import type { SetlistSong, Show } from '@gigrank/domain';
import { useCallback } from 'react';
import { useInvalidate } from '../../../lib/invalidation';
import { trpc } from '../../../lib/trpc';

/**
 * What follows a setlist write: the show page holds the show as the server
 * answered it at once, then every answer the write makes stale is refreshed
 * (lib/invalidation.ts, 'setlistSaved').
 */
function useSetlistSaved() {
  const utils = trpc.useUtils();
  const invalidate = useInvalidate();
  return useCallback(
    (show: Show) => {
      utils.shows.byId.setData({ id: show.id }, show);
      return invalidate('setlistSaved');
    },
    [utils, invalidate],
  );
}

/** `songs.setSetlist`: the show's whole setlist (an empty list removes it); answers the show. */
export function useSaveSetlist() {
  const saved = useSetlistSaved();
  return trpc.songs.setSetlist.useMutation({ onSuccess: (show) => void saved(show) });
}

/**
 * `songs.copySetlist`, "This is what I heard": the gig's most common setlist
 * made the show's own. A refusal (the show has its own by now, or the gig's
 * is gone) reloads the show, so the page shows what is true.
 */
export function useCopySetlist() {
  const utils = trpc.useUtils();
  const saved = useSetlistSaved();
  return trpc.songs.copySetlist.useMutation({
    onSuccess: (show) => void saved(show),
    onError: (_error, { showId }) => void utils.shows.byId.invalidate({ id: showId }),
  });
}

/** What writing a show form's setlist came to: the show as saved with it, or why not. */
export type SetlistAfterShow = { ok: true; show: Show } | { ok: false; error: unknown };

/**
 * The setlist of a show form (Add Show, Edit Show), written once the show
 * itself is saved: `save(showId, songs)`. A failure is answered, not thrown:
 * the show is in by then, and the form says what was not.
 */
export function useSetlistAfterShow() {
  const utils = trpc.useUtils();
  const saved = useSetlistSaved();
  return useCallback(
    async (showId: number, songs: readonly SetlistSong[]): Promise<SetlistAfterShow> => {
      try {
        const show = await utils.client.songs.setSetlist.mutate({ showId, songs: [...songs] });
        void saved(show);
        return { ok: true, show };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [utils, saved],
  );
}
