import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';

// The dialog's code loads when it first opens (or on hover of the button).
const GoingDialog = lazyWhenOpened(() =>
  import('./GoingDialog').then((module) => module.GoingDialog),
);

/**
 * The artist page's 'Going': opens "I'm going" for an upcoming gig
 * of the artist. `anotherDate`: the viewer is already going to one (its line
 * shows under the button), so it reads 'Going to another date'.
 */
export function GoingButton({
  artistName,
  anotherDate = false,
}: {
  artistName: string;
  anotherDate?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        color="midnight"
        radius="xl"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        {...GoingDialog.openerProps(() => setOpen(true))}
      >
        {anotherDate ? 'Going to another date' : 'Going'}
      </Button>
      <GoingDialog opened={open} onClose={() => setOpen(false)} artistName={artistName} />
    </>
  );
}
