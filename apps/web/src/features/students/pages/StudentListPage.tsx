import { Button, Stack } from '@mantine/core';
import { ROLE_AREA } from '@studydesk/shared/role-names';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAreaSession } from '../../../shell/area-session.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { StudentListPanel } from '../components/StudentListPanel.tsx';

/** SPEC.md 2.6: every student, for the receptionist and the Super Admin; only the Super Admin deletes. */
export function StudentListPage() {
  const { user } = useAreaSession();
  const area = ROLE_AREA[user.role];
  const superAdmin = user.role === 'Super Admin';
  return (
    <Stack gap="lg">
      <PageTitle
        title="Student List"
        description="All students of the office, newest first."
        actions={
          <Button component={Link} to={`${area}/student/create-student`} leftSection={<IconUserPlus size={18} />}>
            Create Student
          </Button>
        }
      />
      <StudentListPanel
        scope={{ kind: 'all' }}
        columns={['name', 'phone', 'address', 'email', 'status']}
        detailsArea={superAdmin ? '/super-admin' : '/receptionist'}
        deleteAs={superAdmin ? { superAdmin: true, userId: user.employee_id } : undefined}
      />
    </Stack>
  );
}
