import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { commissionPageSchema } from '@studydesk/shared/commissions';
import type { z } from 'zod';
import { useTexts } from '../../../i18n/use-texts.ts';
import { money } from '../ledger-format.ts';
import { AMOUNT_STYLE } from './LedgerRowParts.tsx';

type Total = z.infer<typeof commissionPageSchema>['totals'][number];

function Stat({ label, minor, currency }: { label: string; minor: number; currency: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="lg" fw={700} style={AMOUNT_STYLE}>
        {money(minor, currency)}
      </Text>
    </div>
  );
}

/**
 * One card a currency, over every row the filter matches (not only this page): expected, received, outstanding
 * and the partners' payable. Currencies are never added together.
 */
export function LedgerTotals({ totals, loading }: { totals: Total[] | undefined; loading: boolean }) {
  const { t } = useTexts('ledger');
  if (loading && !totals) return <Skeleton h={96} radius="md" />;
  if (!totals?.length) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('totals')}>
      {totals.map((total) => (
        <Paper key={total.currency} withBorder radius="md" p="md">
          <Group gap="md" align="center" wrap="nowrap">
            <Badge variant="light" color="gray" radius="sm" size="lg" style={{ flexShrink: 0 }}>
              {total.currency}
            </Badge>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="xs" style={{ flex: 1 }}>
              <Stat label={t('expected')} minor={total.expectedMinor} currency={total.currency} />
              <Stat label={t('received')} minor={total.receivedMinor} currency={total.currency} />
              <Stat label={t('outstanding')} minor={total.outstandingMinor} currency={total.currency} />
              <Stat label={t('partnersPayable')} minor={total.partnerPayableMinor} currency={total.currency} />
            </SimpleGrid>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
