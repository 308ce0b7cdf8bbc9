import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAreaSession } from '../../../shell/area-session.ts';
import { currentApplicant, documentsNextPath } from '../application-format.ts';
import { useApplicants } from '../queries.ts';

/**
 * SPEC.md 2.9 Next of the documents page for the admin Officer (own applications) and the Super Admin (those of
 * the current officer, shown only once one is assigned). Renders nothing for other roles.
 */
export function ApplicationsNextButton({ studentId, counselorId }: { studentId: number; counselorId: string }) {
  const { user } = useAreaSession();
  const superAdmin = user.role === 'Super Admin';
  const applicants = useApplicants(studentId, superAdmin && studentId > 0);
  const to = documentsNextPath(user.role, user.employee_id, studentId, counselorId, currentApplicant(applicants.data));
  if (!to) return null;
  return (
    <Group justify="flex-end">
      <Button component={Link} to={to} rightSection={<IconArrowRight size={16} />}>
        {'Next >>'}
      </Button>
    </Group>
  );
}
