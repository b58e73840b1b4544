import type { Show } from '@gigrank/domain';
import { useMutation } from '@tanstack/react-query';
import { restRequest } from '../../../lib/rest';
import { trpc } from '../../../lib/trpc';
import { buildShowFormData, resolveCity, type AddShowValues } from './add-show-form';

export interface SaveShowInput {
  userId: number;
  values: AddShowValues;
  /** The artist text came from the list (false: typed freely, created first). */
  artistPicked: boolean;
  /** The city picked from the list, while its label is still in the box. */
  pickedCity: { name: string; country: string | null } | null;
  photos: readonly File[];
}

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
 * Saves a new show: a typed (not picked) artist is created first with
 * `artists.create`, then the show goes as multipart to POST /api/shows with
 * its photos (SPEC section 7).
 */
export function useSaveShow() {
  const utils = trpc.useUtils();
  return useMutation({
    mutationKey: ['shows', 'add'],
    mutationFn: async (input: SaveShowInput): Promise<Show> => {
      let artist = input.values.artist.trim();
      if (!input.artistPicked) {
        try {
          artist = (await utils.client.artists.create.mutate({ artist_name: artist })).artist_name;
        } catch (error) {
          throw new SaveShowError('artist', error);
        }
      }
      const { city, cityCountry } = resolveCity(input.values.city, input.pickedCity);
      const body = buildShowFormData({
        userId: input.userId,
        artist,
        city,
        cityCountry,
        values: input.values,
        photos: input.photos,
      });
      try {
        const { show } = await restRequest<{ show: Show }>('/api/shows', { method: 'POST', body });
        return show;
      } catch (error) {
        throw new SaveShowError('show', error);
      }
    },
  });
}
