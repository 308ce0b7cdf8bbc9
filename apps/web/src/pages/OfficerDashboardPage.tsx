import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { OFFICER_TABS, type OfficerTab } from '../features/applications/application-format.ts';
import { StudentListPanel } from '../features/students/components/StudentListPanel.tsx';
import { useAreaSession } from '../shell/area-session.ts';
import { DashboardHeader } from '../ui/DashboardHeader.tsx';
import { RouteTabs } from '../ui/RouteTabs.tsx';

/** SPEC.md 2.13: the admin Officer's two lists, as tabs that are routes (the dashboard shows the first). */
export function OfficerDashboardPage({ tab }: { tab: OfficerTab }) {
  const session = useAreaSession();
  const current = OFFICER_TABS[tab];
  useDocumentTitle(`${current.label} · StudyDesk`);
  return (
    <Stack gap="lg">
      <DashboardHeader session={session} />
      <Title order={2}>{current.label}</Title>
      <RouteTabs tabs={OFFICER_TABS} value={tab} />
      <StudentListPanel
        key={tab}
        scope={{ kind: 'counselor', employeeId: session.user.employee_id }}
        fixedStatuses={current.statuses}
        withFilterBar={false}
        columns={['studentId', 'name', 'phone', 'status']}
        headers={{ phone: 'Phone No' }}
        detailsRole="admin Officer"
        emptyHint={current.hint}
        deleteAs={{ superAdmin: false, userId: session.user.employee_id }}
      />
    </Stack>
  );
}
