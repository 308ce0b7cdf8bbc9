import { Button, Group, List, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { splitAdvices } from '@studydesk/shared/students';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { DueTimeInput } from '../../../../ui/DueTimeInput.tsx';
import { formatOfficeDateTime } from '../../../../ui/dhaka-time.ts';
import { toast } from '../../../../ui/toast.ts';
import { useSetNextAction } from '../../../tasks/queries.ts';
import { useWriteAdvices } from '../../queries.ts';

function AdvicesModal({
  studentId,
  initial,
  opened,
  onClose,
}: {
  studentId: number;
  initial: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // the next follow-up, set in the same step (issue 15); optional
  const [followUpAt, setFollowUpAt] = useState<string | null>(null);
  const [followUpNote, setFollowUpNote] = useState('');
  const write = useWriteAdvices(studentId);
  const setNext = useSetNextAction();
  const save = () => {
    const advices = text.trim();
    if (!advices) {
      setError('Write at least one advice');
      return;
    }
    write.mutate(advices, {
      onSuccess: () => {
        toast.success('Advices saved');
        if (!followUpAt) {
          onClose();
          return;
        }
        setNext.mutate(
          { studentId, dueAt: followUpAt, note: followUpNote },
          {
            onSuccess: () => {
              toast.success(`Next follow-up set for ${formatOfficeDateTime(followUpAt)}.`);
              onClose();
            },
            onError: (failure) => toast.error(failure.message),
          },
        );
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Make Advices" size="lg" centered>
      <Stack>
        <Textarea
          label="Advices"
          description="Write numbered items: 1. … 2. …"
          placeholder={'1. Take IELTS\n2. Prepare bank solvency'}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={5000}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group grow align="flex-start">
          <DueTimeInput label="Next follow-up (optional)" value={followUpAt} onChange={setFollowUpAt} optional />
          <TextInput
            label="About"
            placeholder="Call about the IELTS date"
            maxLength={300}
            value={followUpNote}
            onChange={(event) => setFollowUpNote(event.currentTarget.value)}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={write.isPending || setNext.isPending}>
            Save advices
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** SPEC.md 2.8: the numbered advices or "No Advices", and the Make Advices modal for whoever may write them. */
export function AdvicesCard({
  studentId,
  advices,
  canWrite,
}: {
  studentId: number;
  advices: string;
  canWrite: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const items = splitAdvices(advices);
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="h5">
          Advices
        </Title>
        {canWrite && (
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={open}>
            {items.length > 0 ? 'Edit Advices' : 'Make Advices'}
          </Button>
        )}
      </Group>
      {items.length > 0 ? (
        <List type="ordered" spacing="xs" fz="sm" aria-label="Advices">
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: advices are plain text and may repeat
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed" fz="sm">
          No Advices
        </Text>
      )}
      {/* Mounted only while open, so it starts from the current advices each time. */}
      {opened && <AdvicesModal studentId={studentId} initial={advices} opened={opened} onClose={close} />}
    </Paper>
  );
}
