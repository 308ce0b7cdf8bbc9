import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useAreaSession } from '../../../shell/area-session.ts';
import { DashboardHeader } from '../../../ui/DashboardHeader.tsx';
import { ArrivalsTable } from '../components/ArrivalsTable.tsx';
import { LeadsChart } from '../components/LeadsChart.tsx';
import { StatusCards } from '../components/StatusCards.tsx';
import { StatusFunnel } from '../components/StatusFunnel.tsx';
import { useDashboardCounts } from '../queries.ts';

/** SPEC.md 2.5: the office clock, the six counting cards, where students stand, and who arrived on a day. */
export function SuperAdminDashboardPage() {
  useDocumentTitle('Dashboard · StudyDesk');
  const session = useAreaSession();
  const counts = useDashboardCounts();
  return (
    <Stack gap="xl">
      <DashboardHeader session={session} withClock />
      {counts.isError ? (
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between">
            <Text c="red">The student counts could not be loaded.</Text>
            <Button variant="light" size="xs" onClick={() => counts.refetch()}>
              Try again
            </Button>
          </Group>
        </Paper>
      ) : (
        <StatusCards counts={counts.data} />
      )}
      {counts.data ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <StatusFunnel counts={counts.data} />
          <LeadsChart counts={counts.data} />
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
