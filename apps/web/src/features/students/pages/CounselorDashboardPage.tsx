import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { StudentStatus } from '@studydesk/shared/students';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { DashboardHeader } from '../../../ui/DashboardHeader.tsx';
import { RouteTabs } from '../../../ui/RouteTabs.tsx';
import { StudentListPanel } from '../components/StudentListPanel.tsx';

export type CounselorTab = 'all' | 'follow-up' | 'enrolled';

/** SPEC.md 2.12: the three tabs are routes, so each can be bookmarked and the sidebar links land on them. */
const TABS: Record<CounselorTab, { label: string; path: string; status?: StudentStatus }> = {
  all: { label: 'All Students', path: PAGES.dashboard.path('Counselor') },
  'follow-up': { label: 'Follow Up', path: PAGES.counselorFollowUp.path('Counselor'), status: 'follow-up' },
  enrolled: { label: 'Enrolled Students', path: PAGES.counselorEnrolled.path('Counselor'), status: 'enrolled' },
};

/** The counselor's own students (SPEC.md 2.12); the status filter exists only on All Students. */
export function CounselorDashboardPage({ tab }: { tab: CounselorTab }) {
  const session = useAreaSession();
  const navigate = useNavigate();
  const current = TABS[tab];
  useDocumentTitle(`${current.label} · StudyDesk`);
  return (
    <Stack gap="lg">
      <DashboardHeader session={session} />
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{current.label}</Title>
        <Button variant="default" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={() => navigate(-1)}>
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
        deleteAs={{ superAdmin: false, userId: session.user.employee_id }}
      />
    </Stack>
  );
}
