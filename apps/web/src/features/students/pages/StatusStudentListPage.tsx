import { Stack } from '@mantine/core';
import type { StudentStatus } from '@studydesk/shared/students';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { StudentListPanel } from '../components/StudentListPanel.tsx';

const TITLES: Record<StudentStatus, string> = {
  'follow-up': 'Follow Up Students',
  enrolled: 'Enrolled Students',
  'application-processing': 'Application Processing Students',
  'visa-processing': 'Visa Processing Students',
  success: 'Successful Students',
  rejected: 'Rejected Students',
};

const HINTS: Record<StudentStatus, string> = {
  'follow-up': 'Students appear here when the receptionist registers them or a website lead is converted.',
  enrolled: 'Students appear here when their counselor marks them enrolled.',
  'application-processing': 'Students appear here when a counselor hands them to an admin Officer.',
  'visa-processing': 'Students appear here when an admin Officer hands an application to the visa section.',
  success: 'Students appear here when the visa section records a granted visa.',
  rejected: 'Students appear here when the visa section records a refused visa.',
};

/**
 * The Super Admin's lists of one status (SPEC.md 2.5, 2.6). They keep the name and date filter of the main list
 * (the status is fixed by the page) and its columns minus Status and Delete, as 2.6 lists them.
 */
export function StatusStudentListPage({ status }: { status: StudentStatus }) {
  return (
    <Stack gap="lg">
      <PageTitle title={TITLES[status]} description="Students whose current status is this one." />
      <StudentListPanel
        key={status}
        scope={{ kind: 'all' }}
        fixedStatuses={[status]}
        columns={['name', 'phone', 'address', 'email']}
        moreInfoLabel="More Info"
        detailsRole="Super Admin"
        emptyHint={HINTS[status]}
      />
    </Stack>
  );
}
