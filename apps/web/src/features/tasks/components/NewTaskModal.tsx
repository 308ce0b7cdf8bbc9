import { Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { DueTimeInput } from '../../../ui/DueTimeInput.tsx';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { opensStudents } from '../../students/student-pages.ts';
import { useAssignees, useCreateTask } from '../queries.ts';

interface Values {
  title: string;
  dueAt: string | null;
  assigneeId: string | null;
  studentId: number | string;
  note: string;
}

/**
 * A task for anyone in the office (oneself included), optionally about a student by number where the user's role
 * works on students.
 */
export function NewTaskModal({ opened, onClose, selfId }: { opened: boolean; onClose: () => void; selfId: string }) {
  const { t } = useTexts('tasks');
  const { user } = useAreaSession();
  const aboutStudents = opensStudents(user.role);
  const assignees = useAssignees();
  const create = useCreateTask();
  const form = useForm<Values>({
    initialValues: { title: '', dueAt: null, assigneeId: selfId, studentId: '', note: '' },
    validate: {
      title: (v) => (v.trim() ? (v.trim().length > 200 ? t('useAtMost200Characters') : null) : t('enterATitle')),
      dueAt: (v) => (v ? null : t('chooseADateAndTime')),
      assigneeId: (v) => (v ? null : t('chooseWhoDoesIt')),
    },
  });
  const options = (assignees.data ?? []).map((a) => ({
    value: a._id,
    label: a._id === selfId ? t('me', { name: a.name }) : `${a.name} · ${a.roles.join(', ')}`,
  }));
  const submit = form.onSubmit((values) => {
    create.mutate(
      {
        title: values.title,
        dueAt: values.dueAt ?? '',
        assigneeId: values.assigneeId ?? '',
        studentId: values.studentId === '' ? undefined : Number(values.studentId),
        note: values.note,
      },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('newTask')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('title')} withAsterisk maxLength={200} {...form.getInputProps('title')} />
          <DueTimeInput
            label={t('due2')}
            value={form.values.dueAt}
            onChange={(iso) => form.setFieldValue('dueAt', iso)}
            error={form.errors.dueAt as string | undefined}
          />
          <Select
            label={t('for')}
            withAsterisk
            searchable
            data={options}
            nothingFoundMessage={t('noActiveEmployeeHasThis')}
            {...form.getInputProps('assigneeId')}
          />
          {/* The server finds no student for a role that reaches none (Hr, Accounts, Software Engineer). */}
          {aboutStudents && (
            <NumberInput
              label={t('studentIDOptional')}
              description={t('the5DigitNumberWhen')}
              hideControls
              allowDecimal={false}
              {...form.getInputProps('studentId')}
            />
          )}
          <Textarea label={t('noteOptional')} autosize minRows={2} maxLength={1000} {...form.getInputProps('note')} />
          <FormButtons cancel={t('cancel')} submit={t('createTask')} onCancel={onClose} pending={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
