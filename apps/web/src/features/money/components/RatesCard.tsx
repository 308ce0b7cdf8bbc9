import { Divider, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { officeToday } from '@studydesk/shared/dates';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { monthLabel } from '../ledger-format.ts';
import { useOfficeProfile, useRates } from '../queries.ts';
import { type RateRow, rateTable, rateText, yearChoices } from '../rate-table.ts';
import { RateForm } from './RateForm.tsx';

/** On a phone: the months that have rates, each with the rates entered for it on one line. */
function RateCards({ rows }: { rows: RateRow[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows
        .filter((row) => Object.keys(row.rates).length > 0)
        .map((row) => (
          <Paper key={row.month} component="li" withBorder radius="md" p="sm">
            <Text fz="sm" fw={600}>
              {monthLabel(row.month)}
            </Text>
            <Group gap="md">
              {Object.entries(row.rates).map(([currency, rate]) => (
                <Text key={currency} fz="sm">
                  {currency}{' '}
                  <Text component="span" fw={500} fz="sm">
                    {rateText(rate)}
                  </Text>
                </Text>
              ))}
            </Group>
          </Paper>
        ))}
    </Stack>
  );
}

function RatesTable({ rows, currencies, year }: { rows: RateRow[]; currencies: string[]; year: number }) {
  const { t } = useTexts('money-settings');
  return (
    <Table.ScrollContainer minWidth={160 + 110 * currencies.length}>
      <Table striped verticalSpacing="xs" aria-label={t('rates.tableLabel', { year })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rates.month')}</Table.Th>
            {currencies.map((currency) => (
              <Table.Th key={currency} ta="right">
                {currency}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.month}>
              <Table.Td>{monthLabel(row.month)}</Table.Td>
              {currencies.map((currency) => {
                const rate = row.rates[currency];
                return (
                  <Table.Td key={currency} ta="right" c={rate === undefined ? 'dimmed' : undefined}>
                    {rate === undefined ? '—' : rateText(rate)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A year's monthly rates, month by currency, and the form that enters one (Super Admin and Accounts alike). */
export function RatesCard() {
  const { t } = useTexts('money-settings');
  const phone = usePhone();
  const today = officeToday();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const rates = useRates(year);
  const office = useOfficeProfile();
  const officeCurrency = office.data?.currency ?? '';
  const { currencies, rows } = rateTable(rates.data ?? [], year);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="rates-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="rates-title">
              {t('rates.title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('rates.description', { currency: officeCurrency || '—' })}
            </Text>
          </Stack>
          <Select
            label={t('rates.year')}
            data={yearChoices(Number(today.slice(0, 4))).map(String)}
            value={String(year)}
            onChange={(value) => value && setYear(Number(value))}
            allowDeselect={false}
            w={120}
          />
        </Group>
        <ListState
          loading={rates.isPending}
          error={rates.isError ? rates.error : null}
          onRetry={() => void rates.refetch()}
          empty={currencies.length === 0 ? t('rates.empty', { year }) : null}
          hint={t('rates.hint')}
        >
          {phone ? <RateCards rows={rows} /> : <RatesTable rows={rows} currencies={currencies} year={year} />}
        </ListState>
        <Divider />
        <RateForm key={year} year={year} today={today} officeCurrency={officeCurrency} />
      </Stack>
    </Paper>
  );
}
