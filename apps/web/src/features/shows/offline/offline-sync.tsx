/**
 * The page's side of the offline queue: sends it (send.ts) on the visit,
 * when the browser is back online, and when the service worker's Background
 * Sync asks; then tells the user and refreshes the screens. Loaded after the
 * first screen (use-offline-show-sync.ts).
 */
import { pluralize } from '@gigrank/domain';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { invalidateAfter } from '../../../lib/invalidation';
import { FLUSH_OFFLINE_SHOWS, OFFLINE_SHOWS_SENT } from '../../../lib/offline-caches';
import { queryClient } from '../../../lib/query-client';
import { showLastingToast } from '../../../lib/toast';
import { queuedShows, type QueuedShow } from './queue';
import { announceQueueChange, onQueueChange } from './queue-channel';
import { flushQueue, type FlushResult } from './send';
import { QUEUED_SHOWS_KEY } from './use-queued-shows';

/** After a round that could not send (network, server): tries again, waiting longer each time. */
const RETRY_FIRST_MS = 15_000;
const RETRY_MAX_MS = 5 * 60_000;
/** 'online' often comes a moment before requests get through: the page waits this long. */
const ONLINE_SETTLE_MS = 1000;

/** Opens a waiting show's draft in the Add Show form (the router's navigation). */
export type OpenDraft = (draftId: string) => void;

/** The toast of a show the server refused: its message and the way back to the form. */
function showRefused(show: QueuedShow, openDraft: OpenDraft): void {
  const title = `${show.draft.artist || 'A show'} was not uploaded`;
  const reason = show.error ?? 'The server refused it.';
  showLastingToast(
    {
      id: `offline-show-refused-${show.id}`,
      title,
      color: 'red',
      icon: <IconAlertTriangle size={18} aria-hidden />,
      autoClose: false,
      message: (
        <Text fz="sm" component="span">
          {reason}{' '}
          <Anchor
            href={`/add?draft=${encodeURIComponent(show.id)}`}
            fz="sm"
            fw={700}
            onClick={(event) => {
              event.preventDefault();
              notifications.hide(`offline-show-refused-${show.id}`);
              openDraft(show.id);
            }}
          >
            Fix it
          </Anchor>
        </Text>
      ),
    },
    `${title}: ${reason}`,
  );
}

/** The screens that list shows or the queue, after `sent` shows went up (or only the queue changed). */
async function refresh(sent: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: QUEUED_SHOWS_KEY }),
    sent > 0 ? invalidateAfter(queryClient, 'showSaved') : null,
    sent > 0 ? invalidateAfter(queryClient, 'artistCreated') : null,
  ]);
}

/** 'Show uploaded': one show by its artist, or how many. */
function showUploaded(artists: string[]): void {
  const title = artists.length === 1 ? 'Show uploaded' : `${artists.length} shows uploaded`;
  const message =
    artists.length === 1
      ? `${artists[0]} is in your ranking now`
      : `${pluralize(artists.length, 'show')} saved offline are in your ranking now`;
  showLastingToast(
    { title, message, color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
    `${title}: ${message}`,
  );
}

async function report(result: FlushResult, openDraft: OpenDraft): Promise<void> {
  if (result.sent.length > 0) showUploaded(result.sent.map(({ show }) => show.artist));
  for (const show of result.refused) showRefused(show, openDraft);
  // The other tabs of the app refresh too (the queue is the device's, not the tab's).
  announceQueueChange(result.sent.length);
  await refresh(result.sent.length);
}

/**
 * Sends the user's waiting shows now, unless the browser knows it is
 * offline or another tab (or the worker) is already at it. Resolves with
 * whether some could not be sent for now.
 */
export async function flushOfflineShows(
  userId: number,
  openDraft: OpenDraft,
): Promise<{ stopped: boolean }> {
  if (!navigator.onLine) return { stopped: true };
  const result = await flushQueue(userId);
  if (!result) return { stopped: false };
  if (result.sent.length > 0 || result.refused.length > 0) await report(result, openDraft);
  return { stopped: result.stopped };
}

/** Starts the page's sending for the signed-in user; the returned function stops it. */
export function startOfflineSync(userId: number, openDraft: OpenDraft): () => void {
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async () => {
    clearTimeout(timer);
    const { stopped: later } = await flushOfflineShows(userId, openDraft).catch(() => ({
      stopped: true,
    }));
    if (stopped) return;
    // Still waiting shows and a connection the browser believes in: try again later.
    if (
      later &&
      navigator.onLine &&
      (await queuedShows(userId)).some((s) => s.status === 'waiting')
    ) {
      timer = setTimeout(() => void flush(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    } else {
      retryMs = RETRY_FIRST_MS;
    }
  };
  let settling: ReturnType<typeof setTimeout> | undefined;
  const onOnline = () => {
    clearTimeout(settling);
    settling = setTimeout(() => {
      // Screens that failed to load for lack of a connection load again, and the queue goes.
      void queryClient
        .refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' })
        .catch(() => undefined);
      void flush();
    }, ONLINE_SETTLE_MS);
  };
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; artists?: unknown } | null;
    if (data?.type === FLUSH_OFFLINE_SHOWS) void flush();
    if (data?.type === OFFLINE_SHOWS_SENT) {
      // The worker sent them while no page was open (Background Sync).
      const artists = Array.isArray(data.artists) ? data.artists.map(String) : [];
      if (artists.length > 0) showUploaded(artists);
      void refresh(artists.length).catch(() => undefined);
      void queuedShows(userId)
        .then((shows) =>
          shows
            .filter((s) => s.status === 'refused')
            .forEach((show) => showRefused(show, openDraft)),
        )
        .catch(() => undefined);
    }
  };

  const stopListening = onQueueChange((change) => void refresh(change.sent).catch(() => undefined));
  window.addEventListener('online', onOnline);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  // The visit: what waits goes now; what was refused while away is told once.
  void queuedShows(userId)
    .then((shows) => {
      if (stopped) return;
      for (const show of shows) if (show.status === 'refused') showRefused(show, openDraft);
    })
    .catch(() => undefined);
  void flush();

  return () => {
    stopped = true;
    stopListening();
    clearTimeout(timer);
    clearTimeout(settling);
    window.removeEventListener('online', onOnline);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}
