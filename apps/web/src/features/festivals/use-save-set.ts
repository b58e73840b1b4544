import type { Show } from '@gigrank/domain';
import { useMutation } from '@tanstack/react-query';
import { restRequest } from '../../lib/rest';
import { trpc } from '../../lib/trpc';
import { SaveShowError } from '../shows';
import type { ShowDraft } from '../shows';
import { festivalSetBody, type SetExtras } from './festival-set';

/**
 * Saves one festival set as the Add New Show form saves a show: a typed
 * (not picked) artist is created first, then the show goes as multipart to
 * POST /api/shows with its photos and its festival.
 */
export function useSaveSet() {
  const utils = trpc.useUtils();
  return useMutation({
    mutationKey: ['shows', 'add', 'festival-set'],
    mutationFn: async ({
      userId,
      festivalId,
      draft,
      extras,
    }: {
      userId: number;
      festivalId: number;
      draft: ShowDraft;
      extras: SetExtras;
    }): Promise<Show> => {
      let artist = draft.artist.trim();
      if (!draft.artistPicked) {
        try {
          artist = (await utils.client.artists.create.mutate({ artist_name: artist })).artist_name;
        } catch (error) {
          throw new SaveShowError('artist', error);
        }
      }
      try {
        const { show } = await restRequest<{ show: Show }>('/api/shows', {
          method: 'POST',
          body: festivalSetBody(draft, userId, artist, festivalId, extras),
        });
        return show;
      } catch (error) {
        throw new SaveShowError('show', error);
      }
    },
  });
}
