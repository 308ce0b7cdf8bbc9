import { Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Payment } from '@studydesk/shared/payments';
import { IconDownload } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { Fact } from '../../../ui/Fact.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { money } from '../ledger-format.ts';
import { kindLabel, signedMinor } from '../payment-form.ts';
import { useDownloadReceipt } from '../queries.ts';

/** A refund below zero, in the readable red of both schemes. */
function Amount({ payment }: { payment: Payment }) {
  const refund = payment.kind === 'refund';
  return (
    <Text fz="sm" fw={500} c={refund ? 'var(--mantine-color-red-text)' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {money(signedMinor(payment), payment.currency)}
    </Text>
  );
}

function ReceiptButton({ studentId, payment }: { studentId: number; payment: Payment }) {
  const { t } = useTexts('payments');
  const download = useDownloadReceipt(studentId);
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      aria-label={t('list.receiptLabel', { number: payment.receiptNumber })}
      onClick={() => download.mutate(payment)}
    >
      {t('list.receipt')}
    </Button>
  );
}

/** On a phone: one card a payment. */
function PaymentCards({ studentId, payments }: { studentId: number; payments: Payment[] }) {
  const { t } = useTexts('payments');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.title')}>
      {payments.map((payment) => (
        <Paper key={payment.id} component="li" withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fz="sm" fw={600}>
                {kindLabel(payment.kind)} · {formatOfficeDay(payment.paidOn)}
              </Text>
              <Amount payment={payment} />
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <Fact label={t('list.receiptNumber')}>{payment.receiptNumber}</Fact>
              <Fact label={t('list.method')}>{payment.method}</Fact>
              <Fact label={t('list.recordedBy')}>{payment.recordedBy}</Fact>
              <Fact label={t('list.note')}>{payment.note}</Fact>
            </SimpleGrid>
            <ReceiptButton studentId={studentId} payment={payment} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The student's payments, newest first, each with its receipt to download. */
export function PaymentsTable({ studentId, payments }: { studentId: number; payments: Payment[] }) {
  const { t } = useTexts('payments');
  const phone = usePhone();
  if (phone) return <PaymentCards studentId={studentId} payments={payments} />;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.receiptNumber')}</Table.Th>
            <Table.Th>{t('list.date')}</Table.Th>
            <Table.Th>{t('list.kind')}</Table.Th>
            <Table.Th ta="right">{t('list.amount')}</Table.Th>
            <Table.Th>{t('list.method')}</Table.Th>
            <Table.Th>{t('list.note')}</Table.Th>
            <Table.Th>{t('list.recordedBy')}</Table.Th>
            <Table.Th>{t('list.receipt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {payment.receiptNumber}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatOfficeDay(payment.paidOn)}</Table.Td>
              <Table.Td>{kindLabel(payment.kind)}</Table.Td>
              <Table.Td ta="right">
                <Amount payment={payment} />
              </Table.Td>
              <Table.Td>{payment.method}</Table.Td>
              <Table.Td>
                <Text fz="sm" lineClamp={2}>
                  {payment.note || '—'}
                </Text>
              </Table.Td>
              <Table.Td>{payment.recordedBy}</Table.Td>
              <Table.Td>
                <ReceiptButton studentId={studentId} payment={payment} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
