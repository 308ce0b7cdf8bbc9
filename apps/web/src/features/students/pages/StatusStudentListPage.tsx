import { Stack } from '@mantine/core';
import type { StudentStatus } from '@studydesk/shared/students';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { StudentListPanel } from '../components/StudentListPanel.tsx';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['students']);

/**
 * The Super Admin's lists of one status (SPEC.md 2.5, 2.6). They keep the name and date filter of the main list
 * (the status is fixed by the page) and its columns minus Status and Delete, as 2.6 lists them.
 */
export function StatusStudentListPage({ status }: { status: StudentStatus }) {
  const { t } = useTexts('students');
  return (
    <Stack gap="lg">
      <PageTitle title={t(`statusTitles.${status}`)} description={t('studentsWhoseCurrentStatusIs')} />
      <StudentListPanel
        key={status}
        scope={{ kind: 'all' }}
        fixedStatuses={[status]}
        columns={['name', 'phone', 'address', 'email', 'studentId', 'counselor']}
        moreInfoLabel={t('moreInfo')}
        detailsRole="Super Admin"
        emptyHint={t(`statusHints.${status}`)}
      />
    </Stack>
  );
}
