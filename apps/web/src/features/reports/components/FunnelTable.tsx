import { Text } from '@mantine/core';
import { conversionOf, FUNNEL_STEPS, type FunnelCounts, type FunnelGroup } from '@studydesk/shared/reports';
import { useTexts } from '../../../i18n/use-texts.ts';
import { type ReportColumn, ReportTable } from './ReportTable.tsx';

type FunnelRow = { key: string; label: string; counts: FunnelCounts };

/** One row per group (all students first): each step's count and its share of the step before. */
export function FunnelTable({ rows, groupBy }: { rows: FunnelRow[]; groupBy: FunnelGroup }) {
  const { t, number } = useTexts('reports');
  const columns: ReportColumn<FunnelRow>[] = [
    {
      key: 'group',
      header: t(`groups.${groupBy}`),
      cell: (row) => (groupBy === 'source' && row.key ? t(`sources.${row.key}`) : row.label),
      bold: (row) => !row.key,
    },
    ...FUNNEL_STEPS.map((step, i) => ({
      key: step,
      header: t(`steps.${step}`),
      numeric: true,
      cell: (row: FunnelRow) => {
        const share = conversionOf(row.counts)[step];
        return (
          <>
            {number(row.counts[step])}
            {share !== null && (
              <Text span c="dimmed" fz="xs" display="block">
                {t('conversion', { share, step: t(`steps.${FUNNEL_STEPS[i - 1]}`).toLowerCase() })}
              </Text>
            )}
          </>
        );
      },
    })),
  ];
  return <ReportTable columns={columns} rows={rows} rowKey={(row) => row.key || 'all'} minWidth={720} />;
}
