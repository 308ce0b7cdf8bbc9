import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
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
  const [dueAt, setDueAt] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title="Snooze until" centered>
      <Stack>
        <DueTimeInput label="New due time" value={dueAt} onChange={setDueAt} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!dueAt}
            onClick={() => {
              if (dueAt) onPick(dueAt);
              onClose();
            }}
          >
            Snooze
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
