import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { formatMoney, minorDigits } from '@studydesk/shared/money';
import type { MoneyReport, ReportFilter } from '@studydesk/shared/reports';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { currentOfficeLocale } from '../../../ui/dhaka-time.ts';
import { monthLabel } from '../../money/ledger-format.ts';
import { useMoneyReport } from '../queries.ts';
import { ReportPanel } from './ReportPanel.tsx';
import { type ReportColumn, ReportTable } from './ReportTable.tsx';

/**
 * Issue 20's Money tab over issue 18's ledger: expected against received per month in the office's currency (with
 * the months entered rates), each currency's own figures, and the claims still outstanding by university.
 */
export function MoneyTab({ filter }: { filter: ReportFilter }) {
  const { t } = useTexts('reports');
  const { user } = useAreaSession();
  const report = useMoneyReport(filter);
  const data = report.data;
  const office = data?.officeCurrency ?? 'BDT';
  const major = (minor: number | null) => (minor === null ? 0 : minor / 10 ** minorDigits(office));
  const missing = (data?.months ?? []).filter((m) => m.rate === null && (m.expectedMinor > 0 || m.receivedMinor > 0));
  const empty = !data || (data.months.length === 0 && data.claims.length === 0);
  // "Mar 2026" in the office's order, as the ledger's chart writes a month, not the API's "2026-03"
  const month = (value: string) => monthLabel(value, currentOfficeLocale());
  const monthColumns: ReportColumn<MoneyReport['months'][number]>[] = [
    { key: 'month', header: t('month'), cell: (m) => month(m.month) },
    { key: 'currency', header: t('currency'), cell: (m) => m.currency },
    { key: 'expected', header: t('expected'), numeric: true, cell: (m) => formatMoney(m.expectedMinor, m.currency) },
    { key: 'received', header: t('received'), numeric: true, cell: (m) => formatMoney(m.receivedMinor, m.currency) },
    { key: 'rate', header: t('rate', { currency: office }), numeric: true, cell: (m) => m.rate ?? t('notAvailable') },
  ];
  const claimColumns: ReportColumn<MoneyReport['claims'][number]>[] = [
    { key: 'university', header: t('university'), cell: (c) => c.universityName },
    { key: 'claims', header: t('claims'), numeric: true, cell: (c) => c.claims },
    {
      key: 'outstanding',
      header: t('outstanding'),
      numeric: true,
      cell: (c) => formatMoney(c.outstandingMinor, c.currency),
    },
    { key: 'overdue', header: t('overdue'), numeric: true, cell: (c) => formatMoney(c.overdueMinor, c.currency) },
  ];
  return (
    <ReportPanel
      title={t('moneyTitle')}
      hint={t('moneyHint', { currency: office })}
      download={{ report: 'money', ...filter }}
      query={report}
      empty={empty ? t('noMoney') : null}
      emptyHint={t('noMoneyHint')}
    >
      {missing.length > 0 && (
        <Alert color="yellow" title={t('missingRates')}>
          <Text fz="sm">
            {missing.map((m) => `${m.currency} ${month(m.month)}`).join(', ')}.{' '}
            <Anchor component={Link} to={PAGES.moneySettings.path(user.role)} fz="sm">
              {t('enterRates')}
            </Anchor>
          </Text>
        </Alert>
      )}
      <BarChart
        h={260}
        data={(data?.totals ?? []).map((m) => ({
          month: month(m.month),
          [t('expected')]: major(m.expectedMinor),
          [t('received')]: major(m.receivedMinor),
        }))}
        dataKey="month"
        series={[
          { name: t('expected'), color: 'blue.6' },
          { name: t('received'), color: 'teal.6' },
        ]}
        valueFormatter={(value) => formatMoney(Math.round(value * 10 ** minorDigits(office)), office)}
        withLegend
        tickLine="none"
        gridAxis="y"
        yAxisProps={{ width: 90 }}
        role="img"
        aria-label={t('moneyChart', { currency: office })}
      />
      <ReportTable
        columns={monthColumns}
        rows={data?.months ?? []}
        rowKey={(m) => `${m.month}-${m.currency}`}
        minWidth={560}
        heading={2}
        cardCols={3}
      />
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('outstandingClaims')}
        </Title>
        {data?.claims.length ? (
          <ReportTable
            columns={claimColumns}
            rows={data.claims}
            rowKey={(c) => `${c.universityName}-${c.currency}`}
            minWidth={520}
            cardCols={3}
          />
        ) : (
          <Text c="dimmed" fz="sm">
            {t('noOutstandingClaims')}
          </Text>
        )}
      </Stack>
    </ReportPanel>
  );
}
