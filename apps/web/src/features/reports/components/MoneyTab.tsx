import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, minorDigits } from '@studydesk/shared/money';
import type { ReportFilter } from '@studydesk/shared/reports';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { useMoneyReport } from '../queries.ts';
import { ReportPanel } from './ReportPanel.tsx';

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
            {missing.map((m) => `${m.currency} ${m.month}`).join(', ')}.{' '}
            <Anchor component={Link} to={PAGES.moneySettings.path(user.role)} fz="sm">
              {t('enterRates')}
            </Anchor>
          </Text>
        </Alert>
      )}
      <BarChart
        h={260}
        data={(data?.totals ?? []).map((m) => ({
          month: m.month,
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
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('month')}</Table.Th>
              <Table.Th>{t('currency')}</Table.Th>
              <Table.Th ta="right">{t('expected')}</Table.Th>
              <Table.Th ta="right">{t('received')}</Table.Th>
              <Table.Th ta="right">{t('rate', { currency: office })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.months ?? []).map((m) => (
              <Table.Tr key={`${m.month}-${m.currency}`}>
                <Table.Td>{m.month}</Table.Td>
                <Table.Td>{m.currency}</Table.Td>
                <Table.Td ta="right">{formatMoney(m.expectedMinor, m.currency)}</Table.Td>
                <Table.Td ta="right">{formatMoney(m.receivedMinor, m.currency)}</Table.Td>
                <Table.Td ta="right">{m.rate ?? t('notAvailable')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('outstandingClaims')}
        </Title>
        {data?.claims.length ? (
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('university')}</Table.Th>
                  <Table.Th ta="right">{t('claims')}</Table.Th>
                  <Table.Th ta="right">{t('outstanding')}</Table.Th>
                  <Table.Th ta="right">{t('overdue')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.claims.map((c) => (
                  <Table.Tr key={`${c.universityName}-${c.currency}`}>
                    <Table.Td>{c.universityName}</Table.Td>
                    <Table.Td ta="right">{c.claims}</Table.Td>
                    <Table.Td ta="right">{formatMoney(c.outstandingMinor, c.currency)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(c.overdueMinor, c.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed" fz="sm">
            {t('noOutstandingClaims')}
          </Text>
        )}
      </Stack>
    </ReportPanel>
  );
}
