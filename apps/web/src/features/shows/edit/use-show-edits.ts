import type { Show } from '@gigrank/domain';
import { useMutation } from '@tanstack/react-query';
import { restRequest } from '../../../lib/rest';
import { trpc } from '../../../lib/trpc';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
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

/**
 * Saves the edit dialog: PUT /api/shows/{id} as multipart (the spec's save
 * button), then the toasts of SPEC section 8 and the refreshes of section 4,
 * so ranks move at once in every list.
 */
export function useUpdateShow(show: Show, onSaved?: (show: Show) => void) {
  const refresh = useShowRefresh();
  const utils = trpc.useUtils();
  return useMutation({
    mutationKey: ['shows', 'update', show.id],
    mutationFn: (draft: ShowDraft) =>
      restRequest<{ show: Show }>(`/api/shows/${show.id}`, {
        method: 'PUT',
        body: editedShowBody(draft, show),
      }),
    onSuccess: ({ show: saved }) => {
      utils.shows.byId.setData({ id: saved.id }, saved);
      showSuccessToast('Show updated', ratedMessage(saved.artist, saved.score));
      onSaved?.(saved);
      void refresh();
    },
    onError: (error, draft) => {
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
