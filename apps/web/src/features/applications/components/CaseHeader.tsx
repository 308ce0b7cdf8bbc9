import { Paper, Text, Title } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import { StudentTrail } from '../../../ui/StudentTrail.tsx';

/** Where the application screens sit: breadcrumbs back through the student's documents and details, and whose case. */
export function CaseHeader({
  role,
  studentId,
  counselorId,
  fullName,
  page,
}: {
  role: Role;
  studentId: number;
  counselorId: string;
  fullName?: string;
  page: string;
}) {
  return (
    <>
      <StudentTrail role={role} studentId={studentId} counselorId={counselorId} here={{ page }} />
      <Paper withBorder radius="md" p="lg">
        <Title order={1} fz="h2">
          {page}
        </Title>
        <Text c="dimmed" fz="sm">
          {fullName ?? 'Student'} · Student ID {studentId}
        </Text>
      </Paper>
    </>
  );
}
