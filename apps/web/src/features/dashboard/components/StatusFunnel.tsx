import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type DashboardCounts, STUDENT_STATUSES } from '@studydesk/shared/students';
import { useTexts } from '../../../i18n/use-texts.ts';
import { STATUS_LOOK } from '../../../ui/student-status.ts';

/** One bar per status, scaled to the whole: where the students stand now. */
export function StatusFunnel({ counts }: { counts: DashboardCounts }) {
  const { t } = useTexts('dashboard');
  const total = Math.max(counts.total, 1);
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Title order={2} fz="h4" mb="md">
        {t('studentsByStatus')}
      </Title>
      <Stack gap="sm">
        {STUDENT_STATUSES.map((status) => {
          const n = counts.byStatus[status] ?? 0;
          const { label, color } = STATUS_LOOK[status];
          return (
            <div key={status}>
              <Group justify="space-between" mb={4}>
                <Text fz="sm">{label}</Text>
                <Text fz="sm" fw={600}>
                  {n}{' '}
                  <Text span c="dimmed" fz="xs" fw={400}>
                    ({Math.round((n / total) * 100)}%)
                  </Text>
                </Text>
              </Group>
              <Progress value={(n / total) * 100} color={color} size="lg" radius="sm" aria-label={`${label}: ${n}`} />
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
