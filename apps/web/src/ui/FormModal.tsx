import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A centred dialog around a form that is mounted only while the dialog is open, so each opening starts from the
 * record as it is now, not from what was typed the last time.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size = 'lg',
  fullScreen = false,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  /** On a phone, a long form takes the whole screen. */
  fullScreen?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} fullScreen={fullScreen} centered>
      {opened && children}
    </Modal>
  );
}
