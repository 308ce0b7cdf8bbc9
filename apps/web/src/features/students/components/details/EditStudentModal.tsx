import { Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ErrorCode } from '@studydesk/shared/errors';
import { studentChangeFieldsSchema } from '@studydesk/shared/student-changes';
import type { Student } from '@studydesk/shared/students';
import { useState } from 'react';
import { isApiError } from '../../../../api/client.ts';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { FormButtons } from '../../../../ui/FormButtons.tsx';
import { FormModal } from '../../../../ui/FormModal.tsx';
import { applyServerErrors, focusFirstError } from '../../../../ui/forms.ts';
import { toast } from '../../../../ui/toast.ts';
import { usePhone } from '../../../../ui/use-phone.ts';
import { DUPLICATE_MESSAGE, useEditStudent } from '../../queries.ts';
import { changedStudentFields, type StudentFormValues, studentFormValues } from '../../student-form.ts';
import { EnglishSection } from '../EnglishSection.tsx';
import { GeneralSection } from '../GeneralSection.tsx';
import { OtherSection } from '../OtherSection.tsx';
import { QualificationSection } from '../QualificationSection.tsx';

const check = schemaResolver(studentChangeFieldsSchema, { sync: true });

/** Corrects a registered student (issue 22): the registration's sections, prefilled; full screen on a phone. */
export function EditStudentModal({
  student,
  opened,
  onClose,
}: {
  student: Student;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('students');
  const phone = usePhone();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('editStudent')} size="75rem" fullScreen={phone}>
      <EditStudentForm student={student} onClose={onClose} />
    </FormModal>
  );
}

function EditStudentForm({ student, onClose }: { student: Student; onClose: () => void }) {
  const { t } = useTexts('students');
  const edit = useEditStudent(student.studentId);
  const [initial] = useState(() => studentFormValues(student));
  const form = useForm<StudentFormValues>({
    mode: 'controlled',
    initialValues: initial,
    // Only what changed is checked, as only that is sent: a student imported with an empty e-mail address (or with
    // any value the registration would refuse now) can still have the city corrected.
    validate: (values) => check(changedStudentFields(initial, values)),
  });

  const submit = form.onSubmit((values) => {
    const changes = changedStudentFields(initial, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    edit.mutate(changes, {
      onSuccess: () => {
        toast.success(t('studentUpdated'));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ErrorCode.STUDENT_EXISTS) {
          toast.warning(DUPLICATE_MESSAGE);
          return;
        }
        applyServerErrors(form, error);
      },
    });
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <GeneralSection form={form} studentId={student.studentId} />
        <QualificationSection form={form} />
        <EnglishSection form={form} />
        <OtherSection form={form} />
        <FormButtons
          cancel={t('cancel')}
          submit={t('saveChanges')}
          onCancel={onClose}
          pending={edit.isPending}
          disabled={!form.isDirty()}
        />
      </Stack>
    </form>
  );
}
