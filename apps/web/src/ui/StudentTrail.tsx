import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../i18n/use-texts.ts';
import { PAGES } from '../page-paths.ts';

/**
 * Where a student's screen sits: the dashboard, the student's details, its documents, and a screen below them, as far
 * as the screen shown (`here`: the details, the documents, or the name of a screen below them), which is not a link.
 */
export function StudentTrail({
  role,
  studentId,
  counselorId,
  here,
}: {
  role: Role;
  studentId: number;
  counselorId: string;
  here: 'details' | 'documents' | { page: ReactNode };
}) {
  const { t } = useTexts('students');
  const student = { studentId, counselorId };
  const links = [
    { label: t('dashboard'), to: PAGES.dashboard.path(role) },
    ...(here === 'details' ? [] : [{ label: t('studentDetails'), to: PAGES.studentDetails.path(role, student) }]),
    ...(typeof here === 'object' ? [{ label: t('documents'), to: PAGES.studentDocuments.path(role, student) }] : []),
  ];
  const current = typeof here === 'object' ? here.page : t(here === 'details' ? 'studentDetails' : 'documents');
  return (
    <Breadcrumbs>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} fz="sm">
          {link.label}
        </Anchor>
      ))}
      <Text fz="sm">{current}</Text>
    </Breadcrumbs>
  );
}
