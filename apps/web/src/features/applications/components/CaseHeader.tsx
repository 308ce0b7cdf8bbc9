import { Anchor, Breadcrumbs, Paper, Text, Title } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';

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
  const { t } = useTexts('applications');
  const student = { studentId, counselorId };
  return (
    <>
      <Breadcrumbs>
        <Anchor component={Link} to={PAGES.dashboard.path(role)} fz="sm">
          {t('dashboard')}
        </Anchor>
        <Anchor component={Link} to={PAGES.studentDetails.path(role, student)} fz="sm">
          {t('studentDetails')}
        </Anchor>
        <Anchor component={Link} to={PAGES.studentDocuments.path(role, student)} fz="sm">
          {t('documents')}
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
