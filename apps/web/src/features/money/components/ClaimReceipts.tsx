import { Badge, Button, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Claim } from '@studydesk/shared/commissions';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { money } from '../ledger-format.ts';
import { ClaimReverseModal } from './ClaimReverseModal.tsx';
import { AMOUNT_STYLE } from './LedgerRowParts.tsx';

type Receipt = Claim['receipts'][number];

/** A reversed payment stays listed, struck through, so the claim's history still shows what was once recorded. */
const REVERSED_STYLE = { textDecoration: 'line-through' } as const;

/**
 * The money received against a claim: when, how much, who recorded it, and Reverse for a payment recorded by
 * mistake. On a phone who recorded it goes under the date, so that Reverse stays in the card.
 */
export function ClaimReceipts({ claim }: { claim: Claim }) {
  const { t } = useTexts('ledger');
  const [reversing, setReversing] = useState<Receipt | null>(null);
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
                <Table.Th visibleFrom="xs">{t('recordedBy')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {claim.receipts.map((receipt) => (
                <ReceiptRow key={receipt.id} claim={claim} receipt={receipt} onReverse={() => setReversing(receipt)} />
              ))}
            </Table.Tbody>
          </Table>
        </ListState>
      </Stack>
      <ClaimReverseModal claim={claim} receipt={reversing} onClose={() => setReversing(null)} />
    </Paper>
  );
}

function ReceiptRow({ claim, receipt, onReverse }: { claim: Claim; receipt: Receipt; onReverse: () => void }) {
  const { t } = useTexts('ledger');
  const amount = money(receipt.amountMinor, claim.currency);
  const day = formatOfficeDay(receipt.receivedOn);
  const struck = receipt.reversed ? REVERSED_STYLE : undefined;
  return (
    <Table.Tr c={receipt.reversed ? 'dimmed' : undefined}>
      <Table.Td>
        <Text fz="sm" style={{ whiteSpace: 'nowrap', ...struck }}>
          {day}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="xs" style={struck}>
          {receipt.recordedBy}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Stack gap={2} align="flex-end">
          <Text fz="sm" style={{ ...AMOUNT_STYLE, ...struck }}>
            {amount}
          </Text>
          {receipt.overPayment && (
            <Badge color="orange" variant="light" radius="sm" tt="none">
              {t('overPayment')}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="xs" style={struck}>
        {receipt.recordedBy}
      </Table.Td>
      <Table.Td ta="right">
        {receipt.reversed ? (
          <Badge color="gray" variant="light" radius="sm" tt="none">
            {t('reversed')}
          </Badge>
        ) : (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={onReverse}
            aria-label={t('reverseLabel', { amount, day })}
          >
            {t('reverse')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
