import { Modal, type ModalProps } from '@mantine/core';
import { usePhoneDialog } from '../lib/phone-dialog';

/**
 * A centered dialog that takes the whole screen on a phone held upright, so
 * a list or a card gets every pixel of the width (usePhoneDialog).
 */
export function PhoneDialog({ children, ...modal }: ModalProps) {
  const frame = usePhoneDialog();
  return (
    <Modal {...modal} {...frame} centered>
      {children}
    </Modal>
  );
}
