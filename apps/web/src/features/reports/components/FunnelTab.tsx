import { BarChart } from '@mantine/charts';
import { SegmentedControl } from '@mantine/core';
import { FUNNEL_GROUPS, FUNNEL_STEPS, type FunnelGroup, type ReportFilter } from '@studydesk/shared/reports';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFunnelReport } from '../queries.ts';
import { FunnelTable } from './FunnelTable.tsx';
import { ReportPanel } from './ReportPanel.tsx';

/** Leads to visa success: the steps as a chart, then per counselor, source or country with conversions. */
export function FunnelTab({
  filter,
  groupBy,
  onGroupBy,
}: {
  filter: ReportFilter;
  groupBy: FunnelGroup;
  onGroupBy: (group: FunnelGroup) => void;
}) {
  const { t } = useTexts('reports');
  const report = useFunnelReport(filter, groupBy);
  const totals = report.data?.totals;
  const anything = totals ? FUNNEL_STEPS.some((step) => totals[step] > 0) : false;
  const allRow = totals ? [{ key: '', label: t('allStudents'), counts: totals }] : [];
  return (
    <ReportPanel
      title={t('funnelTitle')}
      hint={t('funnelHint')}
      download={{ report: 'funnel', ...filter, groupBy }}
      query={report}
      empty={anything ? null : t('noFunnel')}
      emptyHint={t('noFunnelHint')}
      controls={
        <SegmentedControl
          aria-label={t('groupBy')}
          value={groupBy}
          onChange={(value) => onGroupBy(value as FunnelGroup)}
          data={FUNNEL_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
        />
      }
    >
      {/* Bars across, the steps down the side: every step's name stays readable on a phone. */}
      <BarChart
        h={260}
        orientation="vertical"
        data={FUNNEL_STEPS.map((step) => ({ step: t(`steps.${step}`), Students: totals?.[step] ?? 0 }))}
        dataKey="step"
        series={[{ name: 'Students', color: 'blue.6' }]}
        tickLine="none"
        gridAxis="x"
        withBarValueLabel
        barProps={{ radius: [0, 3, 3, 0] }}
        xAxisProps={{ allowDecimals: false }}
        yAxisProps={{ width: 88 }}
        role="img"
        aria-label={t('funnelChart')}
      />
      <FunnelTable rows={[...allRow, ...(report.data?.groups ?? [])]} groupBy={groupBy} />
    </ReportPanel>
  );
}
