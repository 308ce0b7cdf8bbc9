import { Text } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { differenceKind, money } from '../ledger-format.ts';
import { AMOUNT_STYLE } from './LedgerRowParts.tsx';

const COLORS = {
  due: undefined,
  settled: 'var(--mantine-color-teal-text)',
  'over-paid': 'var(--mantine-color-orange-text)',
};

/** A claim's difference, with what it means in words: still to come, settled, or over-paid (shown negative). */
export function ClaimDifference({ minor, currency, size = 'sm' }: { minor: number; currency: string; size?: string }) {
  const { t } = useTexts('ledger');
  const kind = differenceKind(minor);
  return (
    <div>
      <Text fz={size} fw={700} c={COLORS[kind]} style={AMOUNT_STYLE}>
        {money(minor, currency)}
      </Text>
      <Text fz="xs" c="dimmed">
        {t(`difference.${kind}`)}
      </Text>
    </div>
  );
}
