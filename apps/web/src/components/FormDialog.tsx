import { Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { DialogProps } from '../lib/lazy-when-opened';

/** A dialog's title as the app's dialogs set it: bold, one step above the text. */
export const DIALOG_TITLE_STYLES = {
  title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' },
} as const;

/** What a FormDialog's form is handed: how to cancel, say it saved, and say it is saving. */
export interface FormDialogForm {
  onCancel: () => void;
  onSaved: () => void;
  onPendingChange: (pending: boolean) => void;
}

/**
 * A centered dialog around a form that saves: it stays open while the form
 * says it is saving, and the form (`children`) mounts with each opening, so
 * it always starts from what is given rather than from the last attempt.
 */
export function FormDialog({
  opened,
  onClose,
  title,
  children,
}: DialogProps & { title: string; children: (form: FormDialogForm) => ReactNode }) {
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      radius="lg"
      styles={DIALOG_TITLE_STYLES}
    >
      {children({ onCancel: close, onSaved: onClose, onPendingChange: setBusy })}
    </Modal>
  );
}
