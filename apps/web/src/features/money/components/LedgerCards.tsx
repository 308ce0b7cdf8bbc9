import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { Fact } from '../../../ui/Fact.tsx';
import { instalmentText, money } from '../ledger-format.ts';
import { CommissionStateBadge } from './CommissionStateBadge.tsx';
import { LedgerRowActions } from './LedgerRowActions.tsx';
import { AMOUNT_STYLE, ClaimLink, type LedgerRowsProps, RowCheckbox } from './LedgerRowParts.tsx';

/** On a phone: one card a row, everything readable without scrolling sideways. */
export function LedgerCards({ rows, selection, actions, linkClaims }: LedgerRowsProps) {
  const { t } = useTexts('ledger');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder radius="md" p="sm">
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {selection && <RowCheckbox row={row} selection={selection} />}
                <div>
                  <Text fz="sm" fw={600}>
                    {row.studentName}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('studentId', { id: row.studentId })}
                  </Text>
                </div>
              </Group>
              {actions && <LedgerRowActions row={row} actions={actions} />}
            </Group>
            <Text fz="sm">
              {[row.universityName, row.intake].filter(Boolean).join(' · ')}
              {row.partnerName && (
                <Text component="span" fz="sm" c="dimmed">
                  {` · ${row.partnerName}`}
                </Text>
              )}
            </Text>
            <Group gap="xs" justify="space-between">
              <CommissionStateBadge row={row} />
              {linkClaims && <ClaimLink row={row} />}
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              <Fact label={t('instalment')}>{instalmentText(row)}</Fact>
              <Fact label={t('due')}>{formatOfficeDay(row.dueOn)}</Fact>
              <Fact label={t('amount')}>
                <span style={AMOUNT_STYLE}>{money(row.amountMinor, row.currency)}</span>
              </Fact>
              <Fact label={t('received')}>
                <span style={AMOUNT_STYLE}>{money(row.receivedMinor, row.currency)}</span>
              </Fact>
              {row.partnerName && (
                <Fact label={t('partnerPayable')}>
                  <span style={AMOUNT_STYLE}>{money(row.partnerPayableMinor, row.currency)}</span>
                </Fact>
              )}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
