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
 * typed (not picked) artist is created first (`artists.create` over
 * `client`, which answers the stored name), then `body(artist)` goes as
 * multipart to POST /api/shows.
 */
export async function postNewShow({
  draft,
  client,
  body,
  headers,
}: {
  draft: Pick<ShowDraft, 'artist' | 'artistPicked'>;
  client: ReturnType<typeof trpc.useUtils>['client'];
  body: (artist: string) => FormData;
  headers?: Record<string, string>;
}): Promise<Show> {
  let artist = draft.artist.trim();
  if (!draft.artistPicked) {
    try {
      artist = (await client.artists.create.mutate({ artist_name: artist })).artist_name;
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
        client: utils.client,
        body: (artist) => newShowBody(draft, userId, artist),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  });
}
