import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

/**
 * A dialog form's Cancel and Save, side by side at the end of its row: Save
 * submits the form and spins while it saves.
 */
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
    <Group gap="sm" ml="auto">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button
        type="submit"
        loading={saving}
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
      >
        Save
      </Button>
    </Group>
  );
}
