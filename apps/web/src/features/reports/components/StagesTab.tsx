import { BarChart } from '@mantine/charts';
import type { ReportFilter } from '@studydesk/shared/reports';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useStagesReport } from '../queries.ts';
import { ReportPanel } from './ReportPanel.tsx';
import { StagesTable } from './StagesTable.tsx';

/** Days in each status as a chart (median and 90th percentile) and a table with the stalled students now. */
export function StagesTab({ filter }: { filter: ReportFilter }) {
  const { t } = useTexts('reports');
  const report = useStagesReport(filter);
  const stages = report.data?.stages ?? [];
  const anything = stages.some((s) => s.stays > 0 || s.stalled > 0);
  return (
    <ReportPanel
      title={t('stagesTitle')}
      hint={t('stagesHint')}
      download={{ report: 'stages', ...filter }}
      query={report}
      empty={anything ? null : t('noStages')}
      emptyHint={t('noStagesHint')}
    >
      <BarChart
        h={240}
        data={stages.map((s) => ({
          status: t(`statuses.${s.status}`),
          [t('median')]: s.medianDays ?? 0,
          [t('p90')]: s.p90Days ?? 0,
        }))}
        dataKey="status"
        series={[
          { name: t('median'), color: 'blue.6' },
          { name: t('p90'), color: 'orange.6' },
        ]}
        withLegend
        tickLine="none"
        gridAxis="y"
        yAxisProps={{ width: 40 }}
        role="img"
        aria-label={t('stagesChart')}
      />
      <StagesTable stages={stages} />
    </ReportPanel>
  );
}
