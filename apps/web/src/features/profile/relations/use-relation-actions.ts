import { useInvalidate } from '../../../lib/invalidation';
import { showErrorToastFrom, showSuccessToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** The other account, as the toasts name it. */
interface Other {
  id: number;
  displayName: string;
}

/**
 * Block, unblock, mute and unmute `other`, each with its toast; the
 * relationship answer is patched at once, then everything the write changes
 * is refreshed (lib/invalidation.ts) before the mutation settles.
 */
export function useRelationActions(other: Other) {
  const utils = trpc.useUtils();
  const invalidate = useInvalidate();
  const key = { userId: other.id };

  const patch = (change: { blocked?: boolean; muted?: boolean }) =>
    utils.privacy.relationship.setData(key, (old) =>
      old
        ? {
            ...old,
            ...change,
            // A block removes follows and requests both ways.
            ...(change.blocked ? { following: false, requested: false, followsYou: false } : {}),
          }
        : old,
    );

  const block = trpc.privacy.block.useMutation({
    onSuccess: () => {
      patch({ blocked: true });
      showSuccessToast('Blocked', `You blocked ${other.displayName}`);
      return invalidate('blockChanged');
    },
    onError: (error) => showErrorToastFrom('Error', error, 'Failed to block user'),
  });
  const unblock = trpc.privacy.unblock.useMutation({
    onSuccess: () => {
      patch({ blocked: false });
      showSuccessToast('Unblocked', `You unblocked ${other.displayName}`);
      return invalidate('blockChanged');
    },
    onError: (error) => showErrorToastFrom('Error', error, 'Failed to unblock user'),
  });
  const mute = trpc.privacy.mute.useMutation({
    onSuccess: () => {
      patch({ muted: true });
      showSuccessToast('Muted', `${other.displayName}'s shows won't appear in your feed`);
      return invalidate('muteChanged');
    },
    onError: (error) => showErrorToastFrom('Error', error, 'Failed to mute user'),
  });
  const unmute = trpc.privacy.unmute.useMutation({
    onSuccess: () => {
      patch({ muted: false });
      showSuccessToast('Unmuted', `${other.displayName}'s shows will appear in your feed again`);
      return invalidate('muteChanged');
    },
    onError: (error) => showErrorToastFrom('Error', error, 'Failed to unmute user'),
  });

  return {
    block: () => block.mutateAsync(key),
    unblock: () => unblock.mutate(key),
    mute: () => mute.mutate(key),
    unmute: () => unmute.mutate(key),
    blocking: block.isPending,
    unblocking: unblock.isPending,
    muting: mute.isPending || unmute.isPending,
  };
}
