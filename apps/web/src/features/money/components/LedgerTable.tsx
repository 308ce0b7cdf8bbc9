import { Checkbox, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Commission } from '@studydesk/shared/commissions';
import type { CSSProperties } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import { instalmentText, money } from '../ledger-format.ts';
import { CommissionStateBadge } from './CommissionStateBadge.tsx';
import { LedgerCards } from './LedgerCards.tsx';
import { LedgerRowActions } from './LedgerRowActions.tsx';
import { AMOUNT_STYLE, ClaimLink, type LedgerRowsProps, RowCheckbox, type RowSelection } from './LedgerRowParts.tsx';

const SELECTED_ROW = {
  backgroundColor: 'var(--mantine-primary-color-light)',
  // the dimmed grey reads at 4.3:1 on this tint
  '--mantine-color-dimmed': 'var(--studydesk-dimmed-on-tint)',
} as CSSProperties;

function PageCheckbox({ rows, selection }: { rows: Commission[]; selection: RowSelection }) {
  const { t } = useTexts('ledger');
  const expected = rows.filter((row) => row.state === 'expected');
  const picked = expected.filter((row) => selection.selected.has(row.id)).length;
  return (
    <Checkbox
      aria-label={t('selectPage')}
      disabled={expected.length === 0}
      checked={expected.length > 0 && picked === expected.length}
      indeterminate={picked > 0 && picked < expected.length}
      onChange={(event) => selection.onTogglePage(event.currentTarget.checked)}
    />
  );
}

/** The ledger's rows: a table on a desktop, one card a row on a phone. */
export function LedgerTable(props: LedgerRowsProps) {
  const { t } = useTexts('ledger');
  const phone = usePhone();
  const { rows, selection, actions, linkClaims } = props;
  if (phone) return <LedgerCards {...props} />;
  return (
    <Table.ScrollContainer minWidth={1020}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <PageCheckbox rows={rows} selection={selection} />
              </Table.Th>
            )}
            <Table.Th>{t('student')}</Table.Th>
            <Table.Th>{t('universityAndIntake')}</Table.Th>
            <Table.Th>{t('partner')}</Table.Th>
            <Table.Th>{t('dueAndInstalment')}</Table.Th>
            <Table.Th ta="right">{t('amount')}</Table.Th>
            <Table.Th ta="right">{t('received')}</Table.Th>
            <Table.Th ta="right">{t('partnerPayable')}</Table.Th>
            <Table.Th>{t('state')}</Table.Th>
            {actions && (
              <Table.Th w={56}>
                <VisuallyHidden>{t('actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} style={selection?.selected.has(row.id) ? SELECTED_ROW : undefined}>
              {selection && (
                <Table.Td>
                  <RowCheckbox row={row} selection={selection} />
                </Table.Td>
              )}
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {row.studentName}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('studentId', { id: row.studentId })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{row.universityName}</Text>
                <Text fz="xs" c="dimmed">
                  {row.intake || '—'}
                </Text>
                {row.note && (
                  <Text fz="xs" c="dimmed" lineClamp={1} title={row.note} fs="italic">
                    {row.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.partnerName || '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fz="sm">{formatOfficeDay(row.dueOn)}</Text>
                <Text fz="xs" c="dimmed">
                  {t('instalmentOf', { instalment: instalmentText(row) })}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={AMOUNT_STYLE}>
                {money(row.amountMinor, row.currency)}
              </Table.Td>
              <Table.Td ta="right" style={AMOUNT_STYLE}>
                {money(row.receivedMinor, row.currency)}
              </Table.Td>
              <Table.Td ta="right" style={AMOUNT_STYLE}>
                {row.partnerName ? money(row.partnerPayableMinor, row.currency) : '—'}
                {row.partnerName && (
                  <Text fz="xs" c="dimmed">
                    {t('share', { percent: row.sharePercent })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <CommissionStateBadge row={row} />
                  {linkClaims && <ClaimLink row={row} />}
                </Stack>
              </Table.Td>
              {actions && (
                <Table.Td>
                  <LedgerRowActions row={row} actions={actions} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
