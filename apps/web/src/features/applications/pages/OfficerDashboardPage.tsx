import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { useAreaSession } from '../../../shell/area-session.ts';
import { DashboardHeader } from '../../dashboard/components/DashboardHeader.tsx';
import { StudentListPanel } from '../../students/components/StudentListPanel.tsx';
import { OFFICER_TABS, type OfficerTab } from '../application-format.ts';

/** SPEC.md 2.13: the admin Officer's two lists, as tabs that are routes (the dashboard shows the first). */
export function OfficerDashboardPage({ tab }: { tab: OfficerTab }) {
  const session = useAreaSession();
  const navigate = useNavigate();
  const current = OFFICER_TABS[tab];
  useDocumentTitle(`${current.label} · StudyDesk`);
  return (
    <Stack gap="lg">
      <DashboardHeader session={session} />
      <Title order={2}>{current.label}</Title>
      <Tabs value={tab} onChange={(value) => value && navigate(OFFICER_TABS[value as OfficerTab].path)}>
        <Tabs.List>
          {Object.entries(OFFICER_TABS).map(([value, { label }]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <StudentListPanel
        key={tab}
        scope={{ kind: 'counselor', employeeId: session.user.employee_id }}
        fixedStatuses={current.statuses}
        withFilterBar={false}
        columns={['studentId', 'name', 'phone', 'status']}
        headers={{ phone: 'Phone No' }}
        detailsArea="/admin-officer"
        deleteAs={{ superAdmin: false, userId: session.user.employee_id }}
      />
    </Stack>
  );
}
