import type { SetlistSong, Show } from '@gigrank/domain';
import { useMutation } from '@tanstack/react-query';
import { restRequest } from '../../../lib/rest';
import { trpc } from '../../../lib/trpc';
import { showErrorToast, showErrorToastFrom, showSuccessToast } from '../../../lib/toast';
import { serverMessage } from '../../../lib/errors';
import {
  editedShowBody,
  editErrorText,
  guestsChanged,
  isGuestRuleMessage,
  ratedMessage,
  type ShowDraft,
} from '../form/show-draft';
import { useShowRefresh } from '../use-show-refresh';
import { useSetlistAfterShow } from '../setlist/use-setlist-writes';

/**
 * Saves the edit dialog: PUT /api/shows/{id} as multipart (the spec's save
 * button), then, when `songs` are given (the setlist was changed), the
 * show's setlist; then the toasts of SPEC section 8 and the refreshes of
 * section 4, so ranks move at once in every list. A refused setlist leaves
 * the show saved and says so.
 */
export function useUpdateShow(show: Show, onSaved?: (show: Show) => void) {
  const refresh = useShowRefresh();
  const utils = trpc.useUtils();
  const saveSetlist = useSetlistAfterShow();
  return useMutation({
    mutationKey: ['shows', 'update', show.id],
    mutationFn: async ({
      draft,
      songs,
    }: {
      draft: ShowDraft;
      songs: readonly SetlistSong[] | null;
    }) => {
      const { show: saved } = await restRequest<{ show: Show }>(`/api/shows/${show.id}`, {
        method: 'PUT',
        body: editedShowBody(draft, show),
      });
      if (!songs) return { saved, setlist: null };
      return { saved, setlist: await saveSetlist(saved.id, songs) };
    },
    onSuccess: ({ saved: edited, setlist }) => {
      const saved = setlist?.ok ? setlist.show : edited;
      utils.shows.byId.setData({ id: saved.id }, saved);
      if (setlist && !setlist.ok) {
        showErrorToastFrom('Show updated, but not its setlist', setlist.error, 'Please try again.');
      } else {
        showSuccessToast('Show updated', ratedMessage(saved.artist, saved.score));
      }
      onSaved?.(saved);
      void refresh();
    },
    onError: (error, { draft }) => {
      const message = serverMessage(error);
      if (guestsChanged(show, draft) && isGuestRuleMessage(message)) {
        showErrorToast('Failed to update show with guest artists', message ?? editErrorText(error));
      } else {
        showErrorToast('Error updating show', editErrorText(error));
      }
    },
  });
}

/** Deletes a show ('Show deleted' / 'Error deleting show'), then refreshes every list. */
export function useDeleteShow(show: Show, onDeleted?: () => void | Promise<unknown>) {
  const refresh = useShowRefresh();
  return trpc.shows.delete.useMutation({
    onSuccess: () => {
      showSuccessToast('Show deleted', `${show.artist} was removed from your shows`);
      // The caller leaves first (the show page navigates away), so the deleted
      // show's own query is no longer watched when the refresh runs.
      void Promise.resolve(onDeleted?.()).finally(() => void refresh());
    },
    onError: (error) => showErrorToast('Error deleting show', editErrorText(error)),
  });
}
