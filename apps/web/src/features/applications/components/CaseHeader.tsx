import { Anchor, Breadcrumbs, Paper, Text, Title } from '@mantine/core';
import { dashboardPath, ROLE_AREA, type Role } from '@studydesk/shared/role-names';
import { Link } from 'react-router';

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
  const rest = `${studentId}/${encodeURIComponent(counselorId)}`;
  return (
    <>
      <Breadcrumbs>
        <Anchor component={Link} to={dashboardPath(role)} fz="sm">
          Dashboard
        </Anchor>
        <Anchor component={Link} to={`${ROLE_AREA[role]}/student-details/${rest}`} fz="sm">
          Student details
        </Anchor>
        <Anchor component={Link} to={`${ROLE_AREA[role]}/student-documents/${rest}`} fz="sm">
          Documents
        </Anchor>
        <Text fz="sm">{page}</Text>
      </Breadcrumbs>
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
