import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import type { University } from '@studydesk/shared/website-leads';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../../ui/toast.ts';
import { useApplyToCourse } from '../../queries.ts';

export type ApplyChoice = { university: University; course: University['courses'][number] };

/** The visitor picks one of the university's intakes and may leave a note; the application is theirs. */
export function ApplyModal({ choice, onClose }: { choice: ApplyChoice | null; onClose: () => void }) {
  return (
    <Modal opened={choice !== null} onClose={onClose} title="Apply to this course" centered>
      {choice && <ApplyForm choice={choice} onClose={onClose} />}
    </Modal>
  );
}

function ApplyForm({ choice, onClose }: { choice: ApplyChoice; onClose: () => void }) {
  const { university, course } = choice;
  const apply = useApplyToCourse();
  const [intake, setIntake] = useState<string | null>(university.intakes[0] ?? null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!intake) {
      setError('Choose an intake');
      return;
    }
    apply.mutate(
      { courseId: course._id, intake, note },
      {
        onSuccess: () => {
          toast.success(`Your application to ${university.name} was sent.`);
          onClose();
        },
        onError: (failure) => toast.warning(failure.message),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={600}>{course.subject}</Text>
          <Text fz="sm" c="dimmed">
            {university.name} · {university.country}
          </Text>
        </div>
        <Select
          label="Intake"
          data={university.intakes}
          value={intake}
          onChange={(value) => {
            setIntake(value);
            setError(undefined);
          }}
          withAsterisk
          error={error}
          allowDeselect={false}
        />
        <Textarea
          label="Note for your counselor"
          placeholder="Optional: scholarship, accommodation, questions…"
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={apply.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={apply.isPending}>
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
