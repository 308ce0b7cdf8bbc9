import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import type { StudentStatus } from '@studydesk/shared/students';
import type { NextAction } from '@studydesk/shared/tasks';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { DueTimeInput } from '../../../ui/DueTimeInput.tsx';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useSetNextAction } from '../queries.ts';

/**
 * Whether the signed-in employee may set or move the student's next step, as the server decides it: whom keeps it
 * (the counselor, the officer or the visa member by the student's stage) or Super Admin, while the file is open.
 */
export function canSetNextAction(
  user: { _id: string; role: Role },
  student: { status: StudentStatus; nextActionKeeper?: string | null },
) {
  const keeps = user.role === 'Super Admin' || student.nextActionKeeper === user._id;
  return keeps && student.status !== 'success' && student.status !== 'rejected';
}

/** Sets or moves a student's next step: when, and what. */
export function NextActionModal({
  studentId,
  current,
  opened,
  onClose,
}: {
  studentId: number;
  current: NextAction;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('tasks');
  const set = useSetNextAction();
  const [dueAt, setDueAt] = useState<string | null>(current?.dueAt ?? null);
  const [note, setNote] = useState(current?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = () => {
    if (!dueAt) {
      setErrors({ dueAt: t('chooseADateAndTime') });
      return;
    }
    set.mutate(
      { studentId, dueAt, note },
      {
        onSuccess: () => {
          toast.success(t('nextStepSetFor', { value: formatOfficeDateTime(dueAt) }));
          onClose();
        },
        onError: (error) => applyServerErrors({ setErrors }, error, { fields: ['dueAt', 'note'] }),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('nextStep2')} centered>
      <Stack>
        <DueTimeInput label={t('when')} value={dueAt} onChange={setDueAt} error={errors.dueAt} />
        <Textarea
          label={t('whatOptional')}
          placeholder={t('callAboutTheIELTSDate')}
          maxLength={300}
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={set.isPending} onClick={save}>
            {t('saveNextStep')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The student's next step on their page, or "No next step", with the way to set it. */
export function NextActionCard({
  studentId,
  nextAction,
  editable,
}: {
  studentId: number;
  nextAction: NextAction;
  editable: boolean;
}) {
  const { t } = useTexts('tasks');
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconFlag size={20} aria-hidden color="var(--mantine-color-grape-6)" />
          {nextAction ? (
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} fz="sm">
                {nextAction.note || t('nextStep2')}
              </Text>
              <Text fz="xs" c={nextAction.overdue ? 'var(--mantine-color-red-text)' : 'dimmed'}>
                {nextAction.overdue ? t('overdueSince') : t('due')}
                {formatOfficeDateTime(nextAction.dueAt)}
              </Text>
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('noNextStep')}
            </Text>
          )}
        </Group>
        {editable && (
          <Button size="xs" variant="light" color="grape" onClick={() => setOpen(true)}>
            {nextAction ? t('move2') : t('setNextStep')}
          </Button>
        )}
      </Group>
      {open && <NextActionModal studentId={studentId} current={nextAction} opened onClose={() => setOpen(false)} />}
    </Paper>
  );
}
