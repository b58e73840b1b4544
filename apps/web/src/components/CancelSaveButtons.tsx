import { Button, Group, type MantineSpacing } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A dialog's Cancel before the button that does its work (`children`), side
 * by side at the end of its row. `cancelDisabled` holds the dialog open while
 * its work runs.
 */
export function DialogButtons({
  onCancel,
  cancelDisabled = false,
  mt,
  children,
}: {
  onCancel: () => void;
  cancelDisabled?: boolean;
  mt?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="sm" ml="auto" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      {children}
    </Group>
  );
}

/** A dialog form's Cancel and Save: Save submits the form and spins while it saves. */
export function CancelSaveButtons({
  saving,
  onCancel,
  cancelDisabled = false,
}: {
  saving: boolean;
  onCancel: () => void;
  cancelDisabled?: boolean;
}) {
  return (
    <DialogButtons onCancel={onCancel} cancelDisabled={cancelDisabled}>
      <Button
        type="submit"
        loading={saving}
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
      >
        Save
      </Button>
    </DialogButtons>
  );
}
