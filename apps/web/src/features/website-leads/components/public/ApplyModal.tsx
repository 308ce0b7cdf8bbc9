import { Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import type { University } from '@studydesk/shared/website-leads';
import { type FormEvent, useState } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { FormButtons } from '../../../../ui/FormButtons.tsx';
import { toast } from '../../../../ui/toast.ts';
import { useApplyToCourse } from '../../queries.ts';

export type ApplyChoice = { university: University; course: University['courses'][number] };

/** The visitor picks one of the university's intakes and may leave a note; the application is theirs. */
export function ApplyModal({ choice, onClose }: { choice: ApplyChoice | null; onClose: () => void }) {
  const { t } = useTexts('enquiry');
  const common = useTexts('common');
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={t('applyModal.title')}
      closeButtonProps={{ 'aria-label': common.t('close') }}
      centered
    >
      {choice && <ApplyForm choice={choice} onClose={onClose} />}
    </Modal>
  );
}

function ApplyForm({ choice, onClose }: { choice: ApplyChoice; onClose: () => void }) {
  const { t } = useTexts('enquiry');
  const common = useTexts('common');
  const { university, course } = choice;
  const apply = useApplyToCourse();
  const [intake, setIntake] = useState<string | null>(university.intakes[0] ?? null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!intake) {
      setError(t('applyModal.chooseIntake'));
      return;
    }
    apply.mutate(
      { courseId: course._id, intake, note },
      {
        onSuccess: () => {
          toast.success(t('applyModal.sent', { university: university.name }));
          onClose();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={600}>{course.subject}</Text>
          <Text fz="sm" c="dimmed">
            {university.name} · {common.wordFor('countries', university.country)}
          </Text>
        </div>
        <Select
          label={t('applyModal.intake')}
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
          label={t('applyModal.note')}
          placeholder={t('applyModal.notePlaceholder')}
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <FormButtons
          cancel={t('applyModal.cancel')}
          submit={t('finder.apply')}
          onCancel={onClose}
          pending={apply.isPending}
        />
      </Stack>
    </form>
  );
}
