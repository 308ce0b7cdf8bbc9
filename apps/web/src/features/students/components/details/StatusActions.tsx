import { Group, SegmentedControl, Select, Text } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import { STUDENT_STATUSES, type StudentStatus } from '@studydesk/shared/students';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { STATUS_LOOK } from '../../../../ui/student-status.ts';
import { toast } from '../../../../ui/toast.ts';
import { useChangeStatus } from '../../queries.ts';

const ALL_OPTIONS = STUDENT_STATUSES.map((status) => ({ value: status, label: STATUS_LOOK[status].label }));

/**
 * SPEC.md 4 leaves the triggers open; the API lets a Counselor move a student between follow-up and enrolled,
 * and the Super Admin set any status. Others see no control.
 */
export function StatusActions({ role, studentId, status }: { role: Role; studentId: number; status: StudentStatus }) {
  const { t } = useTexts('students');
  const change = useChangeStatus(studentId);
  const set = (next: string | null) => {
    if (!next || next === status) return;
    change.mutate(next as StudentStatus, {
      onSuccess: (student) => toast.success(t('statusChangedTo', { label: STATUS_LOOK[student.status].label })),
    });
  };

  if (role === 'Super Admin') {
    return (
      <Select
        label={t('status')}
        data={ALL_OPTIONS}
        value={status}
        onChange={set}
        allowDeselect={false}
        disabled={change.isPending}
        w={230}
        checkIconPosition="right"
      />
    );
  }
  if (role === 'Counselor' && (status === 'follow-up' || status === 'enrolled')) {
    return (
      <Group gap="xs" align="center">
        <Text fz="sm" c="dimmed">
          {t('status')}
        </Text>
        <SegmentedControl
          aria-label={t('followUpOrEnrolled')}
          data={[
            { value: 'follow-up', label: t('followUp') },
            { value: 'enrolled', label: t('enrolled') },
          ]}
          value={status}
          onChange={set}
          disabled={change.isPending}
          color={status === 'enrolled' ? 'blue' : 'yellow'}
        />
      </Group>
    );
  }
  return null;
}
