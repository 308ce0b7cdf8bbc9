import { Button, Group, Text } from '@mantine/core';
import type { Commission } from '@studydesk/shared/commissions';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { type Claimability, claimability, money } from '../ledger-format.ts';

function useReason(check: Claimability, count: number): string {
  const { t } = useTexts('ledger');
  if (check.ok) {
    return t('claimWillBe', {
      count,
      total: money(check.totalMinor, check.currency),
      university: check.universityName,
    });
  }
  switch (check.reason) {
    case 'empty':
      return t('selectToClaim');
    case 'not-expected':
      return t('onlyExpected');
    case 'universities':
      return t('oneUniversity', { names: check.names.join(', ') });
    case 'currencies':
      return t('oneCurrency', { names: check.names.join(', ') });
  }
}

/** The rows picked for a claim, and "Make claim" when they can be one claim; otherwise why not, in words. */
export function LedgerSelectionBar({
  rows,
  busy,
  onClaim,
  onClear,
}: {
  rows: Commission[];
  busy: boolean;
  onClaim: () => void;
  onClear: () => void;
}) {
  const { t } = useTexts('ledger');
  const check = claimability(rows);
  const reason = useReason(check, rows.length);
  return (
    <Group
      justify="space-between"
      gap="sm"
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-default-hover)' }}
    >
      <Text
        fz="sm"
        id="ledger-claim-reason"
        c={check.ok || check.reason === 'empty' ? undefined : 'var(--mantine-color-orange-text)'}
        aria-live="polite"
        style={{ flex: '1 1 280px' }}
      >
        {reason}
      </Text>
      <Group gap="xs">
        {rows.length > 0 && (
          <Button variant="default" size="xs" onClick={onClear}>
            {t('clearSelection')}
          </Button>
        )}
        <Button
          size="xs"
          leftSection={<IconFileInvoice size={16} />}
          disabled={!check.ok}
          loading={busy}
          onClick={onClaim}
          aria-describedby="ledger-claim-reason"
        >
          {t('makeClaim')}
        </Button>
      </Group>
    </Group>
  );
}
