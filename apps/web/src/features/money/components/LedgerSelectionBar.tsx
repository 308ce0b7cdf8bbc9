import { Button, Group, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { type Claimability, money } from '../ledger-format.ts';

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

/**
 * How many rows are picked for a claim, and "Make claim" when they can be one claim (`check`, the page's own
 * claimability of them); otherwise why not, in words.
 */
export function LedgerSelectionBar({
  count,
  check,
  busy,
  onClaim,
  onClear,
}: {
  count: number;
  check: Claimability;
  busy: boolean;
  onClaim: () => void;
  onClear: () => void;
}) {
  const { t } = useTexts('ledger');
  const reason = useReason(check, count);
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
        {count > 0 && (
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
