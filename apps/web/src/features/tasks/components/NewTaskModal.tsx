import { Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DueTimeInput } from '../../../ui/DueTimeInput.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { useAssignees, useCreateTask } from '../queries.ts';

interface Values {
  title: string;
  dueAt: string | null;
  assigneeId: string | null;
  studentId: number | string;
  note: string;
}

/** A task for anyone in the office (oneself included), optionally about a student by number. */
export function NewTaskModal({ opened, onClose, selfId }: { opened: boolean; onClose: () => void; selfId: string }) {
  const assignees = useAssignees();
  const create = useCreateTask();
  const form = useForm<Values>({
    initialValues: { title: '', dueAt: null, assigneeId: selfId, studentId: '', note: '' },
    validate: {
      title: (v) => (v.trim() ? (v.trim().length > 200 ? 'Use at most 200 characters' : null) : 'Enter a title'),
      dueAt: (v) => (v ? null : 'Choose a date and time'),
      assigneeId: (v) => (v ? null : 'Choose who does it'),
    },
  });
  const options = (assignees.data ?? []).map((a) => ({
    value: a._id,
    label: a._id === selfId ? `${a.name} (me)` : `${a.name} · ${a.roles.join(', ')}`,
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
    <Modal opened={opened} onClose={onClose} title="New task" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Title" withAsterisk maxLength={200} {...form.getInputProps('title')} />
          <DueTimeInput
            label="Due"
            value={form.values.dueAt}
            onChange={(iso) => form.setFieldValue('dueAt', iso)}
            error={form.errors.dueAt as string | undefined}
          />
          <Select
            label="For"
            withAsterisk
            searchable
            data={options}
            nothingFoundMessage="No active employee has this name"
            {...form.getInputProps('assigneeId')}
          />
          <NumberInput
            label="Student ID (optional)"
            description="The 5-digit number, when the task is about a student"
            hideControls
            allowDecimal={false}
            {...form.getInputProps('studentId')}
          />
          <Textarea label="Note (optional)" autosize minRows={2} maxLength={1000} {...form.getInputProps('note')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create task
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
