/**
 * Between the Add Show form and the offline queue: a draft kept on the
 * device (the exact body POST /api/shows would have had), and a queued show
 * brought back into the form to be fixed.
 */
import type { SetlistSong } from '@gigrank/domain';
import { newShowBody, type SelectedPhoto, type ShowDraft } from '../form/show-draft';
import {
  OFFLINE_SHOWS_SYNC_TAG,
  photoFiles,
  putQueuedShow,
  removeQueuedShow,
  type QueuedPhoto,
  type QueuedShow,
} from './queue';
import { announceQueueChange } from './queue-channel';

/** Asks the service worker to send the queue when the connection returns, where the browser can. */
async function requestBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync;
  await sync?.register(OFFLINE_SHOWS_SYNC_TAG);
}

/**
 * Keeps the draft on this device under `id` (the Idempotency-Key of the try
 * that failed, so a request that did reach the server is not made twice),
 * replacing the queued show it was a fix of, if any.
 */
export async function keepShowOffline({
  id,
  userId,
  draft,
  setlist,
  replaces,
}: {
  id: string;
  userId: number;
  draft: ShowDraft;
  /** The setlist typed with it, checked: sent after the show. */
  setlist?: readonly SetlistSong[];
  replaces?: string;
}): Promise<QueuedShow> {
  const fields: [string, string][] = [];
  const photos: QueuedPhoto[] = [];
  // A typed artist is created by the server with the show (no separate request to wait for).
  for (const [name, value] of newShowBody(draft, userId, draft.artist).entries()) {
    if (typeof value === 'string') fields.push([name, value]);
    else photos.push({ name: value.name, type: value.type, blob: value });
  }
  const { photos: _files, ...form } = draft;
  const queued: QueuedShow = {
    id,
    userId,
    createdAt: Date.now(),
    fields,
    photos,
    draft: form,
    ...(setlist?.length ? { setlist: [...setlist] } : {}),
    status: 'waiting',
    error: null,
  };
  await putQueuedShow(queued);
  if (replaces && replaces !== id) await removeQueuedShow(replaces);
  announceQueueChange(0);
  await requestBackgroundSync().catch(() => undefined);
  return queued;
}

/** The queued show as a form draft again, its photos with fresh previews. */
export function draftFromQueued(queued: QueuedShow): ShowDraft {
  const photos = photoFiles(queued).map((file, i): SelectedPhoto => ({
    id: `queued-${queued.id}-${i}`,
    file,
    url: URL.createObjectURL(file),
  }));
  return { ...queued.draft, photos };
}

/** A queued show fixed and saved, or discarded by the user. */
export async function dropQueuedShow(id: string): Promise<void> {
  await removeQueuedShow(id);
  announceQueueChange(0);
}
