import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { DueTimeInput } from '../../../ui/DueTimeInput.tsx';

/** Moves a task or next step to a chosen day and time. */
export function SnoozeModal({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (iso: string) => void;
}) {
  const { t } = useTexts('tasks');
  const [dueAt, setDueAt] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('snoozeUntil')} centered>
      <Stack>
        <DueTimeInput label={t('newDueTime')} value={dueAt} onChange={setDueAt} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            disabled={!dueAt}
            onClick={() => {
              if (dueAt) onPick(dueAt);
              onClose();
            }}
          >
            {t('snooze')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
