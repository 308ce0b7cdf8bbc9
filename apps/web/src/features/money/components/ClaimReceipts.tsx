import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Claim } from '@studydesk/shared/commissions';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { money } from '../ledger-format.ts';
import { AMOUNT_STYLE } from './LedgerRowParts.tsx';

/** The money received against a claim: when, how much, and who recorded it. Narrow enough for a phone as it is. */
export function ClaimReceipts({ claim }: { claim: Claim }) {
  const { t } = useTexts('ledger');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="claim-receipts-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="claim-receipts-title">
          {t('paymentsReceived')}
        </Title>
        <ListState
          loading={false}
          error={null}
          onRetry={() => {}}
          empty={claim.receipts.length === 0 ? t('noPayments') : null}
          hint={t('noPaymentsHint')}
        >
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('date')}</Table.Th>
                <Table.Th ta="right">{t('amount')}</Table.Th>
                <Table.Th>{t('recordedBy')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {claim.receipts.map((receipt) => (
                <Table.Tr key={receipt.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatOfficeDay(receipt.receivedOn)}</Table.Td>
                  <Table.Td ta="right">
                    <Stack gap={2} align="flex-end">
                      <Text fz="sm" style={AMOUNT_STYLE}>
                        {money(receipt.amountMinor, claim.currency)}
                      </Text>
                      {receipt.overPayment && (
                        <Badge color="orange" variant="light" radius="sm" tt="none">
                          {t('overPayment')}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{receipt.recordedBy}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ListState>
      </Stack>
    </Paper>
  );
}
