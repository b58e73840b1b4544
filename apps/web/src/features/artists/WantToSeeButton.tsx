import { Button, Loader } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { busyButtonProps } from '../../lib/busy-button';
import { serverMessage } from '../../lib/errors';
import { useInvalidate } from '../../lib/invalidation';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * The artist page's Want to See toggle (SPEC section 4): removes the artist
 * when it is on the list, adds it otherwise. Disabled while pending (keeping
 * the keyboard focus, busyButtonProps); the label
 * flips once the refreshed page says so.
 */
export function WantToSeeButton({
  artistName,
  isWantToSee,
}: {
  artistName: string;
  isWantToSee: boolean;
}) {
  const invalidate = useInvalidate();
  // Returned from onSuccess, so the button stays pending until the page has the new state.
  const refresh = () => invalidate('wantToSeeChanged');

  const add = trpc.wantToSee.add.useMutation({
    onSuccess: (entry) => {
      showSuccessToast(
        'Artist added to Want to See list',
        `You've added ${entry.artistName} to your Want to See list`,
      );
      return refresh();
    },
    onError: (error) => {
      showErrorToast(
        'Failed to add artist',
        serverMessage(error) ?? 'Failed to add to Want to See list',
      );
    },
  });

  const remove = trpc.wantToSee.remove.useMutation({
    onSuccess: () => {
      showSuccessToast(
        'Artist removed from Want to See list',
        `${artistName} is no longer on your Want to See list`,
      );
      return refresh();
    },
    onError: () => {
      showErrorToast('Failed to remove artist', 'Failed to remove from Want to See list');
    },
  });

  const pending = add.isPending || remove.isPending;
  const Icon = isWantToSee ? IconBookmarkFilled : IconBookmark;

  return (
    <Button
      variant={isWantToSee ? 'light' : 'outline'}
      color={isWantToSee ? 'spotlight' : 'midnight'}
      radius="xl"
      // Disabled while pending, but it keeps the focus: the same key may undo it.
      {...busyButtonProps(pending)}
      aria-pressed={isWantToSee}
      leftSection={pending ? <Loader size={14} color="gray" /> : <Icon size={18} aria-hidden />}
      onClick={() => {
        if (pending) return;
        if (isWantToSee) remove.mutate({ artistName });
        else add.mutate({ artistName });
      }}
    >
      {isWantToSee ? 'Saved to Want to See' : 'Want to See'}
    </Button>
  );
}
