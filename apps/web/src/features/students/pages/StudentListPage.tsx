import { Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { StudentListPanel } from '../components/StudentListPanel.tsx';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['students']);

/** SPEC.md 2.6: every student, for the receptionist and the Super Admin; only the Super Admin deletes. */
export function StudentListPage() {
  const { t } = useTexts('students');
  const { user } = useAreaSession();
  const superAdmin = user.role === 'Super Admin';
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('studentList')}
        description={t('allStudentsOfTheOffice')}
        actions={
          <Button component={Link} to={PAGES.studentCreate.path(user.role)} leftSection={<IconUserPlus size={18} />}>
            {t('createStudent')}
          </Button>
        }
      />
      <StudentListPanel
        scope={{ kind: 'all' }}
        columns={['name', 'phone', 'address', 'email', 'status', 'studentId', 'counselor']}
        detailsRole={superAdmin ? 'Super Admin' : 'receptionist'}
        emptyHint={t('studentsAppearHereWhenThey2')}
        deleteAs={superAdmin ? { superAdmin: true, userId: user.employee_id } : undefined}
      />
    </Stack>
  );
}
