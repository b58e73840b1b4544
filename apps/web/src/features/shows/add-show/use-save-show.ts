import type { Show } from '@gigrank/domain';
import { useMutation } from '@tanstack/react-query';
import { restRequest } from '../../../lib/rest';
import { trpc } from '../../../lib/trpc';
import { newShowBody, type ShowDraft } from '../form/show-draft';

/** Which step of a save failed: creating the typed artist, or the show itself. */
export class SaveShowError extends Error {
  constructor(
    readonly step: 'artist' | 'show',
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'SaveShowError';
  }
}

/**
 * The two steps of saving a new show, a failure saying which one failed: a
 * typed (not picked) artist is created first (`createArtist`, which answers
 * the stored name), then `body(artist)` goes as multipart to POST /api/shows.
 */
export async function postNewShow({
  draft,
  createArtist,
  body,
  headers,
}: {
  draft: Pick<ShowDraft, 'artist' | 'artistPicked'>;
  createArtist: (name: string) => Promise<string>;
  body: (artist: string) => FormData;
  headers?: Record<string, string>;
}): Promise<Show> {
  let artist = draft.artist.trim();
  if (!draft.artistPicked) {
    try {
      artist = await createArtist(artist);
    } catch (error) {
      throw new SaveShowError('artist', error);
    }
  }
  try {
    const { show } = await restRequest<{ show: Show }>('/api/shows', {
      method: 'POST',
      body: body(artist),
      headers,
    });
    return show;
  } catch (error) {
    throw new SaveShowError('show', error);
  }
}

/**
 * Saves a new show: a typed (not picked) artist is created first with
 * `artists.create`, then the show goes as multipart to POST /api/shows with
 * its photos (SPEC section 7), with an Idempotency-Key.
 */
export function useSaveShow() {
  const utils = trpc.useUtils();
  return useMutation({
    mutationKey: ['shows', 'add'],
    // Tried even when the browser says offline: a failure keeps the show on the device.
    networkMode: 'always',
    mutationFn: async ({
      userId,
      draft,
      idempotencyKey,
    }: {
      userId: number;
      draft: ShowDraft;
      /** Sent as Idempotency-Key: the same key again is the same show (a retry, the offline queue). */
      idempotencyKey: string;
    }): Promise<Show> =>
      postNewShow({
        draft,
        createArtist: async (name) =>
          (await utils.client.artists.create.mutate({ artist_name: name })).artist_name,
        body: (artist) => newShowBody(draft, userId, artist),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  });
}
