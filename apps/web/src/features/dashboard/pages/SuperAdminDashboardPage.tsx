import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { DashboardHeader } from '../../../ui/DashboardHeader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { ArrivalsTable } from '../components/ArrivalsTable.tsx';
import { StatusCards } from '../components/StatusCards.tsx';
import { StatusFunnel } from '../components/StatusFunnel.tsx';
import { useDashboardCounts } from '../queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['dashboard']);
// The chart's library is two fifths of the page's code: fetched beside the counts, the page showing meanwhile.
const chart = import('../components/LeadsChart.tsx');
const LeadsChart = lazy(async () => ({ default: (await chart).LeadsChart }));

/** SPEC.md 2.5: the office clock, the six counting cards, where students stand, and who arrived on a day. */
export function SuperAdminDashboardPage() {
  const { t } = useTexts('dashboard');
  useDocumentTitle(t('dashboardStudyDesk'));
  const session = useAreaSession();
  const counts = useDashboardCounts();
  return (
    <Stack gap="xl">
      <DashboardHeader session={session} withClock />
      {counts.isError ? (
        <LoadFailed title={t('theStudentCountsCouldNot')} error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <StatusCards counts={counts.data} />
      )}
      {counts.data ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <StatusFunnel counts={counts.data} />
          <Suspense fallback={<Skeleton h={330} radius="md" />}>
            <LeadsChart counts={counts.data} />
          </Suspense>
        </SimpleGrid>
      ) : (
        counts.isPending && (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Skeleton h={330} radius="md" />
            <Skeleton h={330} radius="md" />
          </SimpleGrid>
        )
      )}
      <ArrivalsTable areaRole="Super Admin" />
    </Stack>
  );
}
