import { ACCOUNT_DELETION_REDIRECT_MS } from '@gigrank/domain';
import { useQueryClient } from '@tanstack/react-query';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { clearStoredUser } from '../auth';

/**
 * Account deletion (SPEC section 4): a success toast, the dialogs close
 * (`onDeleted`), and after ACCOUNT_DELETION_REDIRECT_MS the query cache and
 * the stored user are cleared and the app goes to / and reloads. The server
 * has already ended every session (its cookie is cleared in the answer), so
 * the reloaded app starts on the auth screen, as after a logout.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return trpc.profile.deleteAccount.useMutation({
    onSuccess: () => {
      showSuccessToast('Account deleted', 'Your account and all of its data have been deleted.');
      onDeleted();
      window.setTimeout(() => {
        queryClient.clear();
        clearStoredUser();
        window.location.assign('/');
      }, ACCOUNT_DELETION_REDIRECT_MS);
    },
    onError: () => {
      showErrorToast('Error', 'Unable to delete account. Please try again later.');
    },
  });
}
