import type { Show } from '@gigrank/domain';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { postNewShow, type ShowDraft } from '../shows';
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
    }): Promise<Show> =>
      postNewShow({
        draft,
        client: utils.client,
        body: (artist) => festivalSetBody(draft, userId, artist, festivalId, extras),
      }),
  });
}
