import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorCode } from '@studydesk/shared/errors';
import { IconTrash } from '@tabler/icons-react';
import { isApiError } from '../../../api/client.ts';
import { toast } from '../../../ui/toast.ts';

/** A refused delete as a toast: one in use (409) is told, under `inUseTitle`, to be deactivated instead. */
export function tellDeleteRefusal(error: Error, inUseTitle: string) {
  if (isApiError(error) && error.code === ErrorCode.IN_USE) toast.warning(error.message, inUseTitle);
  else toast.error(error.message);
}

/** Asks before a partner or an agreement is deleted; the page deletes it and tells what happened. */
export function DeleteConfirmModal({
  opened,
  title,
  question,
  detail,
  text,
  cancel,
  confirm,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  question: string;
  /** What is deleted, in one line. */
  detail?: string;
  text: string;
  cancel: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text fw={500}>{question}</Text>
        {detail && (
          <Text fz="sm" c="dimmed">
            {detail}
          </Text>
        )}
        <Text fz="sm">{text}</Text>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {cancel}
          </Button>
          <Button color="red" leftSection={<IconTrash size={16} />} loading={pending} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
