import { BarChart } from '@mantine/charts';
import { SegmentedControl } from '@mantine/core';
import {
  LEAD_INTERVALS,
  type LeadInterval,
  type LeadsReport,
  REPORT_SOURCES,
  type ReportFilter,
} from '@studydesk/shared/reports';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { useLeadsReport } from '../queries.ts';
import { ReportPanel } from './ReportPanel.tsx';
import { type ReportColumn, ReportTable } from './ReportTable.tsx';

type Point = LeadsReport['points'][number];

const COLORS = { 'walk-in': 'blue.6', website: 'teal.6', partner: 'orange.6', import: 'grape.6' } as const;

/** Leads per day or week, stacked by source, and the table of the days or weeks that had any. */
export function LeadsTab({
  filter,
  interval,
  onInterval,
}: {
  filter: ReportFilter;
  interval: LeadInterval;
  onInterval: (interval: LeadInterval) => void;
}) {
  const { t, number } = useTexts('reports');
  const report = useLeadsReport(filter, interval);
  const points = report.data?.points ?? [];
  const withLeads = points.filter((p) => p.total > 0);
  const label = (source: (typeof REPORT_SOURCES)[number]) => t(`sources.${source}`);
  const columns: ReportColumn<Point>[] = [
    {
      key: 'start',
      header: interval === 'week' ? t('weekStart') : t('periodStart'),
      cell: (p) => formatOfficeDay(p.start),
    },
    { key: 'total', header: t('total'), numeric: true, cell: (p) => number(p.total) },
    ...REPORT_SOURCES.map((source) => ({
      key: source,
      header: label(source),
      numeric: true,
      cell: (p: Point) => number(p[source]),
    })),
  ];
  return (
    <ReportPanel
      title={t('leadsTitle')}
      hint={t('leadsChart', { interval: t(`intervalWord.${interval}`) })}
      download={{ report: 'leads', ...filter, interval }}
      query={report}
      empty={withLeads.length ? null : t('noLeads')}
      emptyHint={t('noLeadsHint')}
      controls={
        <SegmentedControl
          aria-label={t('interval')}
          value={interval}
          onChange={(value) => onInterval(value as LeadInterval)}
          data={LEAD_INTERVALS.map((value) => ({ value, label: t(`intervals.${value}`) }))}
        />
      }
    >
      <BarChart
        h={260}
        type="stacked"
        data={points.map((p) => ({
          start: formatOfficeDay(p.start, 'dayMonth'),
          ...Object.fromEntries(REPORT_SOURCES.map((source) => [label(source), p[source]])),
        }))}
        dataKey="start"
        series={REPORT_SOURCES.map((source) => ({ name: label(source), color: COLORS[source] }))}
        withLegend
        tickLine="none"
        gridAxis="y"
        yAxisProps={{ allowDecimals: false, width: 32 }}
        xAxisProps={{ minTickGap: 12 }}
        role="img"
        aria-label={t('leadsChart', { interval: t(`intervalWord.${interval}`) })}
      />
      {/* On a phone a card a day, its total and the four sources on one line beneath the date. */}
      <ReportTable
        columns={columns}
        rows={withLeads}
        rowKey={(p) => p.start}
        minWidth={480}
        mah={360}
        stickyHeader
        cardCols={5}
      />
    </ReportPanel>
  );
}
