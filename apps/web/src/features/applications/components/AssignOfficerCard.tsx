import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Student } from '@studydesk/shared/students';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { toast } from '../../../ui/toast.ts';
import { currentApplicant } from '../application-format.ts';
import { useApplicants, useAssignOfficer, useOfficers } from '../queries.ts';

/**
 * SPEC.md 2.8: the Super Admin and the student's Counselor hand the student to an admin Officer. Renders nothing
 * for anyone else, so the details page can always place it.
 */
export function AssignOfficerCard({ student }: { student: Student }) {
  const { user } = useAreaSession();
  const allowed =
    user.role === 'Super Admin' || (user.role === 'Counselor' && student.counselor?.employee_id === user.employee_id);
  if (!allowed) return null;
  return <AssignOfficerForm student={student} />;
}

function AssignOfficerForm({ student }: { student: Student }) {
  const { t } = useTexts('applications');
  const applicants = useApplicants(student.studentId);
  const officers = useOfficers();
  const assign = useAssignOfficer(student.studentId, student._id);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = currentApplicant(applicants.data);
  const earlier = (applicants.data ?? []).filter((a) => !a.current);
  const options = (officers.data ?? []).map((o) => ({ value: o._id, label: `${o.name} (${o.employee_id})` }));
  const isCurrent = chosen !== null && chosen === current?.id;

  const submit = () => {
    if (!chosen) return;
    const officer = officers.data?.find((o) => o._id === chosen);
    assign.mutate(chosen, {
      onSuccess: () => toast.success(t('studentAssignedToSuccessfully', { value: officer?.name ?? t('theOfficer') })),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('applicationOfficer')}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('applicationOfficer')}
        </Title>
        {applicants.isPending ? (
          <Skeleton h={40} />
        ) : applicants.isError ? (
          <Alert color="red" variant="light" title={t('theAssignmentsCouldNotBe')}>
            {applicants.error.message}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => applicants.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : current ? (
          <Group gap="xs">
            <Badge color="teal" variant="light" leftSection={<IconUserCheck size={12} />}>
              {t('current')}
            </Badge>
            <Text fw={500}>{current.applicant_name}</Text>
            <Text fz="sm" c="dimmed">
              {current.applicantId} · since {formatOfficeDateTime(current.assignedAt)}
            </Text>
          </Group>
        ) : (
          <Text c="dimmed" fz="sm">
            {t('notAssignedToAnApplication')}
          </Text>
        )}
        {earlier.length > 0 && (
          <Stack gap={2}>
            <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
              {t('earlier')}
            </Text>
            {earlier.map((a) => (
              <Text key={a._id} fz="sm" c="dimmed">
                {a.applicant_name} ({a.applicantId}) · {formatOfficeDateTime(a.assignedAt)}
              </Text>
            ))}
          </Stack>
        )}
        <Group align="flex-end" gap="sm">
          <Select
            label={t('adminOfficer')}
            placeholder={officers.isPending ? 'Loading officers…' : 'Choose an officer'}
            data={options}
            value={chosen}
            onChange={setChosen}
            searchable
            nothingFoundMessage={t('noOfficerFound')}
            disabled={officers.isPending}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            onClick={submit}
            loading={assign.isPending}
            disabled={!chosen || isCurrent}
            title={isCurrent ? 'The student is already assigned to this officer' : undefined}
          >
            {t('assign')}
          </Button>
        </Group>
        {isCurrent && (
          <Text fz="xs" c="dimmed">
            {t('theStudentIsAlreadyAssigned')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
