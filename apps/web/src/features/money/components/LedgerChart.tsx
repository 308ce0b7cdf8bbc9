import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { minorDigits } from '@studydesk/shared/money';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { currentOfficeLocale } from '../../../ui/dhaka-time.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { chartCurrencies, chartPoints, money, monthLabel } from '../ledger-format.ts';
import { useLedgerMonths, useOfficeCurrency } from '../ledger-queries.ts';

/** Beyond this many currencies the picker is a list rather than a row of buttons. */
const BUTTONS = 5;

function CurrencyPicker({
  value,
  options,
  onChange,
}: {
  value: string;
  options: string[];
  onChange: (v: string) => void;
}) {
  const { t } = useTexts('ledger');
  if (options.length < 2) return null;
  if (options.length > BUTTONS) {
    return (
      <Select
        aria-label={t('chartCurrency')}
        data={options}
        value={value}
        allowDeselect={false}
        searchable
        w={110}
        onChange={(next) => next && onChange(next)}
      />
    );
  }
  return <SegmentedControl aria-label={t('chartCurrency')} data={options} value={value} onChange={onChange} />;
}

/**
 * Expected per month of the due date against received per month the money came in (as the money report counts
 * them), one currency at a time (amounts of two never add up).
 */
export function LedgerChart() {
  const { t } = useTexts('ledger');
  const months = useLedgerMonths();
  const office = useOfficeCurrency();
  const currencies = chartCurrencies(months.data ?? [], office.data);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : (currencies[0] ?? '');
  const points = chartPoints(months.data ?? [], currency).map((point) => ({
    ...point,
    label: monthLabel(point.month, currentOfficeLocale()),
  }));
  const compact = new Intl.NumberFormat(currentOfficeLocale(), { notation: 'compact', maximumFractionDigits: 1 });
  const title = t('chartTitle', { currency });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ledger-chart-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} maw={640}>
            <Title order={2} fz="h4" id="ledger-chart-title">
              {t('expectedAgainstReceived')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('chartHint')}
            </Text>
          </Stack>
          <CurrencyPicker value={currency} options={currencies} onChange={setPicked} />
        </Group>
        <ListState
          loading={months.isPending}
          error={months.isError ? months.error : null}
          onRetry={() => void months.refetch()}
          empty={points.length === 0 ? t('noMonths') : null}
          hint={t('noMonthsHint')}
        >
          <BarChart
            h={280}
            data={points}
            dataKey="label"
            series={[
              { name: 'expected', label: t('expected'), color: 'blue.6' },
              { name: 'received', label: t('received'), color: 'teal.6' },
            ]}
            withLegend
            tickLine="none"
            valueFormatter={(value) => money(Math.round(value * 10 ** minorDigits(currency)), currency)}
            yAxisProps={{ width: 56, tickFormatter: (value: number) => compact.format(value) }}
            xAxisProps={{ minTickGap: 8 }}
            role="img"
            aria-label={title}
          />
        </ListState>
      </Stack>
    </Paper>
  );
}
