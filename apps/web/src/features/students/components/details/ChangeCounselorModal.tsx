import { Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Student } from '@studydesk/shared/students';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { FormButtons } from '../../../../ui/FormButtons.tsx';
import { FormModal } from '../../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../../ui/forms.ts';
import { toast } from '../../../../ui/toast.ts';
import { useChangeCounselor, useCounselorOptions } from '../../queries.ts';

/** Super Admin gives the student to another active Counselor (issue 22); both counselors are notified. */
export function ChangeCounselorModal({
  student,
  opened,
  onClose,
}: {
  student: Student;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('students');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('changeCounselor')} size="md">
      <ChangeCounselorForm student={student} onClose={onClose} />
    </FormModal>
  );
}

function ChangeCounselorForm({ student, onClose }: { student: Student; onClose: () => void }) {
  const { t } = useTexts('students');
  const counselors = useCounselorOptions({ errorsShownInline: true });
  const change = useChangeCounselor(student.studentId);
  const current = student.counselor?.id ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { counselorId: current },
    validate: {
      counselorId: (value) => (value && value !== current ? null : t('chooseAnotherCounselor')),
    },
  });
  const submit = form.onSubmit(({ counselorId }) =>
    change.mutate(counselorId, {
      onSuccess: (moved) => {
        toast.success(
          moved.counselor
            ? t('nowBelongsTo', { fullName: moved.fullName, counselor: moved.counselor.employee_name })
            : t('nowBelongsToTheNew', { fullName: moved.fullName }),
        );
        onClose();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">
          {t('isWith', { fullName: student.fullName, studentId: student.studentId })}{' '}
          <b>{student.counselor ? student.counselor.employee_name : t('noCounselor')}</b>
          {t('bothCounselorsAreNotified')}
        </Text>
        {counselors.isError && (
          <ErrorAlert>{t('theCounselorsCouldNotBe', { message: counselors.error.message })}</ErrorAlert>
        )}
        <Select
          label={t('newCounselor')}
          placeholder={counselors.isPending ? t('loadingCounselors') : t('chooseOneCounselor')}
          withAsterisk
          searchable
          nothingFoundMessage={t('noCounselorOfThatName')}
          data={(counselors.data ?? []).map((c) => ({
            value: c._id,
            label: `${c.name} (${c.employee_id})`,
            disabled: c._id === current,
          }))}
          {...form.getInputProps('counselorId')}
          onChange={(value) => form.setFieldValue('counselorId', value ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
        <FormButtons cancel={t('cancel')} submit={t('moveStudent')} onCancel={onClose} pending={change.isPending} />
      </Stack>
    </form>
  );
}
