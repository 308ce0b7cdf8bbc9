import { officeToday } from '@studydesk/shared/dates';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Paper, Text, Title } from '@mantine/core';
import type { DashboardCounts } from '@studydesk/shared/students';
import { useMemo } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { fillDays, shortDayLabel } from '../office-days.ts';

/** New leads per office day over the last 30 days; days without leads are shown as 0, not skipped. */
export function LeadsChart({ counts }: { counts: DashboardCounts }) {
  const { t } = useTexts('dashboard');
  const data = useMemo(
    () => fillDays(counts.perDay, officeToday()).map((d) => ({ day: shortDayLabel(d.day), Leads: d.count })),
    [counts.perDay],
  );
  const sum = data.reduce((acc, d) => acc + d.Leads, 0);
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4">
          {t('newLeadsLast30Days')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('inTotal', { sum })}
        </Text>
      </Group>
      <BarChart
        h={260}
        data={data}
        dataKey="day"
        series={[{ name: 'Leads', color: 'blue.6' }]}
        tickLine="none"
        gridAxis="x"
        barProps={{ radius: [3, 3, 0, 0] }}
        xAxisProps={{ interval: 4 }}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        role="img"
        aria-label={t('newLeadsPerDayOver')}
      />
    </Paper>
  );
}
