import { Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { StudentListPanel } from '../components/StudentListPanel.tsx';

/** SPEC.md 2.6: every student, for the receptionist and the Super Admin; only the Super Admin deletes. */
export function StudentListPage() {
  const { user } = useAreaSession();
  const superAdmin = user.role === 'Super Admin';
  return (
    <Stack gap="lg">
      <PageTitle
        title="Student List"
        description="All students of the office, newest first."
        actions={
          <Button component={Link} to={PAGES.studentCreate.path(user.role)} leftSection={<IconUserPlus size={18} />}>
            Create Student
          </Button>
        }
      />
      <StudentListPanel
        scope={{ kind: 'all' }}
        columns={['name', 'phone', 'address', 'email', 'status']}
        detailsRole={superAdmin ? 'Super Admin' : 'receptionist'}
        emptyHint="Students appear here when they are registered with Create Student or converted from a website lead."
        deleteAs={superAdmin ? { superAdmin: true, userId: user.employee_id } : undefined}
      />
    </Stack>
  );
}
