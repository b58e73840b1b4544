import { Button, Loader } from '@mantine/core';
import { IconBookmarkFilled, IconBookmarkPlus } from '@tabler/icons-react';
import { busyButtonProps } from '../../lib/busy-button';
import { serverMessage } from '../../lib/errors';
import { useInvalidate } from '../../lib/invalidation';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * A recommendation's 'Add to Want to See': the Want to See add
 * with the artist page's toasts (SPEC section 8). Pending until the refreshed
 * list has the artist; then 'Saved to Want to See', disabled (focus kept).
 */
export function AddToWantToSeeButton({
  artistName,
  saved,
}: {
  artistName: string;
  /** Whether the artist is on the viewer's Want to See list. */
  saved: boolean;
}) {
  const invalidate = useInvalidate();
  const add = trpc.wantToSee.add.useMutation({
    onSuccess: (entry) => {
      showSuccessToast(
        'Artist added to Want to See list',
        `You've added ${entry.artistName} to your Want to See list`,
      );
      // Returned, so the button stays pending until the list (and the tab's count) has it.
      return invalidate('wantToSeeChanged');
    },
    onError: (error) => {
      showErrorToast(
        'Failed to add artist',
        serverMessage(error) ?? 'Failed to add to Want to See list',
      );
    },
  });
  const pending = add.isPending;
  return (
    <Button
      size="compact-sm"
      radius="xl"
      variant={saved ? 'light' : 'outline'}
      color={saved ? 'spotlight' : 'midnight'}
      {...busyButtonProps(pending || saved)}
      leftSection={
        pending ? (
          <Loader size={12} color="gray" />
        ) : saved ? (
          <IconBookmarkFilled size={14} aria-hidden />
        ) : (
          <IconBookmarkPlus size={14} aria-hidden />
        )
      }
      onClick={() => {
        if (pending || saved) return;
        add.mutate({ artistName });
      }}
    >
      {saved ? 'Saved to Want to See' : 'Add to Want to See'}
    </Button>
  );
}
