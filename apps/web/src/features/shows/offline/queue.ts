/**
 * The shows saved on this device while offline (IndexedDB through
 * idb-keyval), waiting to be sent to POST /api/shows. Shared by the page and
 * the service worker: nothing here touches the DOM or React.
 */
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import type { SetlistSong } from '@gigrank/domain';
import type { ShowDraft } from '../form/show-draft-types';

/** The Background Sync tag the page registers and the worker answers. */
export const OFFLINE_SHOWS_SYNC_TAG = 'gigrank-offline-shows';

/** A photo as stored: the file's bytes, name and type. */
export interface QueuedPhoto {
  name: string;
  type: string;
  blob: Blob;
}

/** The form as it was, to bring it back for a fix (photos are kept apart). */
export type QueuedDraft = Omit<ShowDraft, 'photos'>;

export interface QueuedShow {
  /** Client-made (crypto.randomUUID): the request's Idempotency-Key, so a retry is one show. */
  id: string;
  /** Whose show: only this user's session sends it, only this user sees it. */
  userId: number;
  /** When it was saved on the device (ms). */
  createdAt: number;
  /** The multipart text fields of POST /api/shows, in order (newShowBody's). */
  fields: [string, string][];
  /** Each sent as a `photos` file. */
  photos: QueuedPhoto[];
  draft: QueuedDraft;
  /** The setlist typed with it (checked by setlistSchema), written once the show is in. */
  setlist?: SetlistSong[];
  /** 'waiting' until sent; 'refused' when the server answered a 4xx, with its message. */
  status: 'waiting' | 'refused';
  error: string | null;
}

let store: UseStore | null = null;
function queueStore(): UseStore {
  store ??= createStore('gigrank-offline', 'shows');
  return store;
}

/** The user's queued shows, oldest first. */
export async function queuedShows(userId: number): Promise<QueuedShow[]> {
  const all = await values<QueuedShow>(queueStore());
  return all.filter((show) => show.userId === userId).sort((a, b) => a.createdAt - b.createdAt);
}

export function queuedShow(id: string): Promise<QueuedShow | undefined> {
  return get<QueuedShow>(id, queueStore());
}

export function putQueuedShow(show: QueuedShow): Promise<void> {
  return set(show.id, show, queueStore());
}

export function removeQueuedShow(id: string): Promise<void> {
  return del(id, queueStore());
}

/** The stored photos as files again (for the form or the request). */
export function photoFiles(show: Pick<QueuedShow, 'photos'>): File[] {
  return show.photos.map((photo) => new File([photo.blob], photo.name, { type: photo.type }));
}
