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

  /** A write's handlers: the answer patched, its toast, then what the write changes refreshed. */
  const handlers = (
    change: { blocked: boolean } | { muted: boolean },
    [title, message]: [string, string],
    failure: string,
  ) => ({
    onSuccess: () => {
      patch(change);
      showSuccessToast(title, message);
      return invalidate('blocked' in change ? 'blockChanged' : 'muteChanged');
    },
    onError: (error: unknown) => showErrorToastFrom('Error', error, failure),
  });

  const name = other.displayName;
  const block = trpc.privacy.block.useMutation(
    handlers({ blocked: true }, ['Blocked', `You blocked ${name}`], 'Failed to block user'),
  );
  const unblock = trpc.privacy.unblock.useMutation(
    handlers({ blocked: false }, ['Unblocked', `You unblocked ${name}`], 'Failed to unblock user'),
  );
  const mute = trpc.privacy.mute.useMutation(
    handlers(
      { muted: true },
      ['Muted', `${name}'s shows won't appear in your feed`],
      'Failed to mute user',
    ),
  );
  const unmute = trpc.privacy.unmute.useMutation(
    handlers(
      { muted: false },
      ['Unmuted', `${name}'s shows will appear in your feed again`],
      'Failed to unmute user',
    ),
  );

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
