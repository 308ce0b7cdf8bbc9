import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { StudentListPanel } from '../features/students/components/StudentListPanel.tsx';
import { VISA_TABS, type VisaTab } from '../features/visa/visa-format.ts';
import { preloadTexts } from '../i18n/i18n.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { useAreaSession } from '../shell/area-session.ts';
import { DashboardHeader } from '../ui/DashboardHeader.tsx';
import { RouteTabs } from '../ui/RouteTabs.tsx';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['students', 'visa']);

/** SPEC.md 2.14: the students handed to this visa member, in three exclusive tabs that are routes. */
export function VisaDashboardPage({ tab }: { tab: VisaTab }) {
  const { t } = useTexts('visa');
  const session = useAreaSession();
  const current = VISA_TABS[tab];
  useDocumentTitle(`${current.label} · StudyDesk`);
  return (
    <Stack gap="lg">
      <DashboardHeader session={session} />
      <Title order={2}>{current.label}</Title>
      <RouteTabs tabs={VISA_TABS} value={tab} />
      {/* No Delete: the server lets the Super Admin, a Counselor and an officer archive a student, not the visa section. */}
      <StudentListPanel
        key={tab}
        scope={{ kind: 'counselor', employeeId: session.user.employee_id }}
        fixedStatuses={current.statuses}
        downloadLabel={t('downloadLeads')}
        columns={
          current.statuses.length > 0 ? ['studentId', 'name', 'phone', 'status'] : ['studentId', 'name', 'phone']
        }
        headers={{ phone: t('phoneNo') }}
        detailsRole="Admin Office Visa Section"
        emptyHint={current.hint}
      />
    </Stack>
  );
}
