import type { Show } from '@gigrank/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useInvalidate } from '../../lib/invalidation';
import { trpc } from '../../lib/trpc';
import { showErrorToast } from '../../lib/toast';
import { useCurrentUser } from '../auth';
import { editErrorText } from '../shows';
import {
  leftToRate,
  pendingShows,
  queueEnd,
  RATE_QUEUE_PAGE,
  type QueueView,
  type RatedMark,
} from './rate-queue';

/**
 * The "Rate your imported shows" queue: the signed-in user's
 * unscored shows, newest first, one at a time. Saving scores the show
 * (shows.updateScore) and refreshes every list a save changes, the ranking
 * and this queue (imports.unscored) included; Skip moves on and keeps the show for later.
 */
export function useRateQueue() {
  const [after, setAfter] = useState<number | undefined>(undefined);
  const [skipped, setSkipped] = useState<number[]>([]);
  const [rated, setRated] = useState<RatedMark[]>([]);
  const [lastSaved, setLastSaved] = useState<Show | null>(null);
  const invalidate = useInvalidate();
  const utils = trpc.useUtils();

  const me = useCurrentUser();
  const page = trpc.imports.unscored.useQuery(
    { userId: me.id, limit: RATE_QUEUE_PAGE, ...(after === undefined ? {} : { after }) },
    { placeholderData: keepPreviousData },
  );

  const view: QueueView<Show> | null = useMemo(
    () =>
      page.data
        ? {
            shows: page.data.shows,
            total: page.data.total,
            answeredAt: page.dataUpdatedAt,
            full: page.data.shows.length >= RATE_QUEUE_PAGE,
            skipped,
            rated,
          }
        : null,
    [page.data, page.dataUpdatedAt, skipped, rated],
  );
  const pending = view ? pendingShows(view) : [];
  const current = pending[0] ?? null;
  const end = view && !current ? queueEnd(view) : null;
  // Every show of a full page skipped: read the page after it (once the page is settled).
  const nextAfter = end?.kind === 'next-page' && !page.isFetching ? end.after : undefined;
  useEffect(() => {
    if (nextAfter !== undefined) setAfter(nextAfter);
  }, [nextAfter]);

  const save = trpc.shows.updateScore.useMutation({
    onSuccess: (saved) => {
      utils.shows.byId.setData({ id: saved.id }, saved);
      setRated((marks) => [...marks, { id: saved.id, at: Date.now() }]);
      setLastSaved(saved);
      void invalidate('showSaved');
    },
    onError: (error) => showErrorToast('Error updating score', editErrorText(error)),
  });

  const rate = useCallback(
    (show: Show, score: number) => {
      if (!save.isPending) save.mutate({ id: show.id, score });
    },
    [save],
  );
  const skip = useCallback((show: Show) => setSkipped((ids) => [...ids, show.id]), []);
  /** Back to the first skipped show: the queue starts over from the newest. */
  const restart = useCallback(() => {
    setSkipped([]);
    setAfter(undefined);
  }, []);

  return {
    page,
    current,
    /** Nothing pending and no page to read on to: 'done' or 'skipped'. */
    end: end?.kind === 'next-page' ? null : end,
    left: view ? leftToRate(view) : null,
    skippedCount: skipped.length,
    lastSaved,
    saving: save.isPending,
    rate,
    skip,
    restart,
  };
}
