import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { StudentStatus } from '@studydesk/shared/students';
import { IconArrowLeft } from '@tabler/icons-react';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { useBackInApp } from '../../../ui/back-in-app.ts';
import { DashboardHeader } from '../../../ui/DashboardHeader.tsx';
import { RouteTabs } from '../../../ui/RouteTabs.tsx';
import { StudentListPanel } from '../components/StudentListPanel.tsx';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['students']);

export type CounselorTab = 'all' | 'follow-up' | 'enrolled';

/** SPEC.md 2.12: the three tabs are routes, so each can be bookmarked and the sidebar links land on them. */
const TABS: Record<CounselorTab, { path: string; status?: StudentStatus }> = {
  all: {
    path: PAGES.dashboard.path('Counselor'),
  },
  'follow-up': {
    path: PAGES.counselorFollowUp.path('Counselor'),
    status: 'follow-up',
  },
  enrolled: {
    path: PAGES.counselorEnrolled.path('Counselor'),
    status: 'enrolled',
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
  const { t } = useTexts('students');
  const session = useAreaSession();
  const back = useBackInApp(PRE_FALLBACK[tab]);
  const current = TABS[tab];
  const label = t(`tabs.${tab}.label`);
  const tabs = {
    all: { ...TABS.all, label: t('tabs.all.label') },
    'follow-up': { ...TABS['follow-up'], label: t('tabs.follow-up.label') },
    enrolled: { ...TABS.enrolled, label: t('tabs.enrolled.label') },
  };
  useDocumentTitle(`${label} · StudyDesk`);
  return (
    <Stack gap="lg">
      <DashboardHeader session={session} />
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{label}</Title>
        <Button variant="default" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={back}>
          {t('pre')}
        </Button>
      </Group>
      <RouteTabs tabs={tabs} value={tab} />
      <StudentListPanel
        key={tab}
        scope={{ kind: 'counselor', employeeId: session.user.employee_id }}
        fixedStatuses={current.status ? [current.status] : undefined}
        columns={['studentId', 'name', 'phone', 'status']}
        headers={{ phone: t('phoneNo') }}
        detailsRole="Counselor"
        emptyHint={t(`tabs.${tab}.hint`)}
        deleteAs={{ superAdmin: false, userId: session.user.employee_id }}
      />
    </Stack>
  );
}
