import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Student } from '@studydesk/shared/students';
import { IconAlertCircle } from '@tabler/icons-react';
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
  return (
    <Modal opened={opened} onClose={onClose} title="Change counselor" centered>
      {opened && <ChangeCounselorForm student={student} onClose={onClose} />}
    </Modal>
  );
}

function ChangeCounselorForm({ student, onClose }: { student: Student; onClose: () => void }) {
  const counselors = useCounselorOptions();
  const change = useChangeCounselor(student.studentId);
  const current = student.counselor?.id ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { counselorId: current },
    validate: {
      counselorId: (value) => (value && value !== current ? null : 'Choose another counselor'),
    },
  });
  const submit = form.onSubmit(({ counselorId }) =>
    change.mutate(counselorId, {
      onSuccess: (moved) => {
        toast.success(`${moved.fullName} now belongs to ${moved.counselor?.employee_name ?? 'the new counselor'}`);
        onClose();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">
          {student.fullName} · {student.studentId} is with{' '}
          <b>{student.counselor ? student.counselor.employee_name : 'no counselor'}</b>. Both counselors are notified;
          the student’s next step and open tasks go with the student.
        </Text>
        {counselors.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            The counselors could not be loaded: {counselors.error.message}
          </Alert>
        )}
        <Select
          label="New counselor"
          placeholder={counselors.isPending ? 'Loading counselors…' : 'Choose One Counselor'}
          withAsterisk
          searchable
          nothingFoundMessage="No counselor of that name"
          data={(counselors.data ?? []).map((c) => ({
            value: c._id,
            label: `${c.name} (${c.employee_id})`,
            disabled: c._id === current,
          }))}
          {...form.getInputProps('counselorId')}
          onChange={(value) => form.setFieldValue('counselorId', value ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Move student
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
