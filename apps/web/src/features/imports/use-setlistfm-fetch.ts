import type { ImportPreviewResponse, SetlistFmFetch } from '@gigrank/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { announce } from '../../lib/announce';
import {
  previewSetlistFmFetch,
  setlistFmFetchProgress,
  setlistFmState,
  startSetlistFmFetch,
} from './import-api';
import { fetchedText } from './setlistfm-text';

/** How often the screen asks how far a fetch is (each ask is one read of the client's budget). */
const FETCH_POLL_MS = 1000;

/**
 * The import by setlist.fm username on the Import screen: whether this
 * server can fetch, the fetch under way (one left running from an earlier
 * visit included) polled for its pages, and, once fetched, the import's
 * preview of them, handed to `onPreview` as an upload's would be.
 */
export function useSetlistFmFetch(
  userId: number,
  onPreview: (answer: ImportPreviewResponse) => void,
) {
  const state = useQuery({
    queryKey: ['imports', 'setlistfm', userId],
    queryFn: () => setlistFmState(userId),
    staleTime: 0,
    gcTime: 0,
  });
  // The fetch the screen follows: started here, or one still running when the screen opened.
  const [followed, setFollowed] = useState<SetlistFmFetch | null>(null);
  // Each start is a run of its own: a failed fetch started again keeps its id.
  const [run, setRun] = useState(0);
  const running = state.data?.fetch?.status === 'fetching' ? state.data.fetch : null;
  const current = followed ?? running;
  const progress = useQuery({
    queryKey: ['imports', 'setlistfm-fetch', current?.fetchId, run],
    queryFn: () => setlistFmFetchProgress(userId, current?.fetchId ?? ''),
    enabled: current?.status === 'fetching',
    refetchInterval: (query) =>
      (query.state.data?.status ?? 'fetching') === 'fetching' ? FETCH_POLL_MS : false,
    staleTime: 0,
    gcTime: 0,
  });
  const fetch = progress.data?.fetchId === current?.fetchId ? progress.data : current;

  const start = useMutation({
    mutationKey: ['imports', 'setlistfm-start'],
    mutationFn: (username: string) => startSetlistFmFetch(userId, username),
    onSuccess: (started) => {
      setRun((n) => n + 1);
      setFollowed(started);
    },
  });
  const preview = useMutation({
    mutationKey: ['imports', 'setlistfm-preview'],
    mutationFn: (fetchId: string) => previewSetlistFmFetch(userId, fetchId),
    onSuccess: onPreview,
  });

  // A fetch seen running that has now ended: said, and, when fetched, previewed once.
  const seenRunning = useRef<string | null>(null);
  const ended = useRef<string | null>(null);
  const { mutate: previewFetch } = preview;
  useEffect(() => {
    if (!fetch) return;
    if (fetch.status === 'fetching') {
      seenRunning.current = fetch.fetchId;
      ended.current = null;
      return;
    }
    if (seenRunning.current !== fetch.fetchId || ended.current === fetch.fetchId) return;
    ended.current = fetch.fetchId;
    if (fetch.status === 'fetched') {
      announce(fetchedText(fetch));
      previewFetch(fetch.fetchId);
    } else if (fetch.error) {
      announce(fetch.error);
    }
  }, [fetch, previewFetch]);

  return {
    /** Null while the server has not said. */
    available: state.data?.available ?? null,
    /** The latest fetch's username, to offer again. */
    lastUsername: state.data?.fetch?.username ?? null,
    fetch,
    start: (username: string) => {
      preview.reset();
      start.mutate(username);
    },
    starting: start.isPending,
    startError: start.error,
    previewKept: (fetchId: string) => preview.mutate(fetchId),
    previewing: preview.isPending,
    previewError: preview.error,
  };
}

export type SetlistFmFetching = ReturnType<typeof useSetlistFmFetch>;
