import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { StudentStatus } from '@studydesk/shared/students';
import { IconArrowLeft } from '@tabler/icons-react';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { useBackInApp } from '../../../ui/back-in-app.ts';
import { DashboardHeader } from '../../../ui/DashboardHeader.tsx';
import { RouteTabs } from '../../../ui/RouteTabs.tsx';
import { StudentListPanel } from '../components/StudentListPanel.tsx';

export type CounselorTab = 'all' | 'follow-up' | 'enrolled';

/** SPEC.md 2.12: the three tabs are routes, so each can be bookmarked and the sidebar links land on them. */
const TABS: Record<CounselorTab, { label: string; path: string; status?: StudentStatus; hint: string }> = {
  all: {
    label: 'All Students',
    path: PAGES.dashboard.path('Counselor'),
    hint: 'Your students appear here when the receptionist registers them for you or a website lead is converted to you.',
  },
  'follow-up': {
    label: 'Follow Up',
    path: PAGES.counselorFollowUp.path('Counselor'),
    status: 'follow-up',
    hint: 'Newly registered students appear here until you mark them enrolled.',
  },
  enrolled: {
    label: 'Enrolled Students',
    path: PAGES.counselorEnrolled.path('Counselor'),
    status: 'enrolled',
    hint: 'Students appear here when you mark them enrolled; they move on once assigned to an admin Officer.',
  },
};

/**
 * Where Pre goes when the page before is not the app's (the first page after signing in): from a tab to All
 * Students, the list every student belongs to, and from there to My Day.
 */
const PRE_FALLBACK: Record<CounselorTab, string> = {
  all: PAGES.myDay.path('Counselor'),
  'follow-up': TABS.all.path,
  enrolled: TABS.all.path,
};

/** The counselor's own students (SPEC.md 2.12); the status filter exists only on All Students. */
export function CounselorDashboardPage({ tab }: { tab: CounselorTab }) {
  const session = useAreaSession();
  const back = useBackInApp(PRE_FALLBACK[tab]);
  const current = TABS[tab];
  useDocumentTitle(`${current.label} · StudyDesk`);
  return (
    <Stack gap="lg">
      <DashboardHeader session={session} />
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{current.label}</Title>
        <Button variant="default" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={back}>
          Pre
        </Button>
      </Group>
      <RouteTabs tabs={TABS} value={tab} />
      <StudentListPanel
        key={tab}
        scope={{ kind: 'counselor', employeeId: session.user.employee_id }}
        fixedStatuses={current.status ? [current.status] : undefined}
        columns={['studentId', 'name', 'phone', 'status']}
        headers={{ phone: 'Phone No' }}
        detailsRole="Counselor"
        emptyHint={current.hint}
        deleteAs={{ superAdmin: false, userId: session.user.employee_id }}
      />
    </Stack>
  );
}
