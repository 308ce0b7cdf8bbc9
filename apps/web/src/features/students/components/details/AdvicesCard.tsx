import { Button, Group, List, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { splitAdvices } from '@studydesk/shared/students';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { DueTimeInput } from '../../../../ui/DueTimeInput.tsx';
import { formatOfficeDateTime } from '../../../../ui/dhaka-time.ts';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
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
  const { t } = useTexts('students');
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // the next follow-up, set in the same step (issue 15); optional
  const [followUpAt, setFollowUpAt] = useState<string | null>(null);
  const [followUpNote, setFollowUpNote] = useState('');
  // Two calls: once the advices are saved, a refused follow-up leaves the dialog open with everything typed, and Save
  // sets only the follow-up. Sending the advices again would fail for a Counselor, who writes them once (409).
  const [advicesSaved, setAdvicesSaved] = useState(false);
  const write = useWriteAdvices(studentId);
  const setNext = useSetNextAction();
  const saveFollowUp = () => {
    if (!followUpAt) {
      onClose();
      return;
    }
    setNext.mutate(
      { studentId, dueAt: followUpAt, note: followUpNote },
      {
        onSuccess: () => {
          toast.success(t('nextFollowUpSetFor', { value: formatOfficeDateTime(followUpAt) }));
          onClose();
        },
      },
    );
  };
  const save = () => {
    if (advicesSaved) {
      saveFollowUp();
      return;
    }
    const advices = text.trim();
    if (!advices) {
      setError(t('writeAtLeastOneAdvice'));
      return;
    }
    write.mutate(advices, {
      onSuccess: () => {
        setAdvicesSaved(true);
        toast.success(t('advicesSaved'));
        saveFollowUp();
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('makeAdvices')} size="lg" centered>
      <Stack>
        <Textarea
          label={t('advices')}
          description={advicesSaved ? t('theseAdvicesAreSaved') : t('writeNumberedItems12')}
          placeholder={t('n1TakeIELTS2Prepare')}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={5000}
          value={text}
          error={error}
          readOnly={advicesSaved}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group grow align="flex-start">
          <DueTimeInput label={t('nextFollowUpOptional')} value={followUpAt} onChange={setFollowUpAt} optional />
          <TextInput
            label={t('about')}
            placeholder={t('callAboutTheIELTSDate')}
            maxLength={300}
            value={followUpNote}
            onChange={(event) => setFollowUpNote(event.currentTarget.value)}
          />
        </Group>
        {setNext.error && <ErrorAlert title={t('followUpNotSet')}>{setNext.error.message}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={save} loading={write.isPending || setNext.isPending}>
            {advicesSaved ? t('setFollowUp') : t('saveAdvices')}
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
  const { t } = useTexts('students');
  const [opened, { open, close }] = useDisclosure(false);
  const items = splitAdvices(advices);
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="h5">
          {t('advices')}
        </Title>
        {canWrite && (
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={open}>
            {items.length > 0 ? t('editAdvices') : t('makeAdvices')}
          </Button>
        )}
      </Group>
      {items.length > 0 ? (
        <List type="ordered" spacing="xs" fz="sm" aria-label={t('advices')}>
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: advices are plain text and may repeat
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed" fz="sm">
          {t('noAdvices')}
        </Text>
      )}
      {/* Mounted only while open, so it starts from the current advices each time. */}
      {opened && <AdvicesModal studentId={studentId} initial={advices} opened={opened} onClose={close} />}
    </Paper>
  );
}
