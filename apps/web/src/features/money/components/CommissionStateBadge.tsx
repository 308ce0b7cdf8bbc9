import { Badge, Group } from '@mantine/core';
import { COMMISSION_STATES, type Commission } from '@studydesk/shared/commissions';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { STATE_COLORS } from '../ledger-format.ts';

const LABELS = Object.fromEntries(COMMISSION_STATES) as Record<Commission['state'], string>;

/** A row's state as a badge, and "Overdue" beside it when it is late: the words, not only a colour, tell it. */
export function CommissionStateBadge({ row }: { row: Pick<Commission, 'state' | 'overdue'> }) {
  const { t } = useTexts('ledger');
  return (
    <Group gap={4}>
      <Badge color={STATE_COLORS[row.state]} variant="light" radius="sm" tt="none" style={{ minWidth: 'max-content' }}>
        {LABELS[row.state]}
      </Badge>
      {row.overdue && (
        <Badge
          color="red"
          variant="light"
          radius="sm"
          tt="none"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          style={{ minWidth: 'max-content' }}
        >
          {t('overdue')}
        </Badge>
      )}
    </Group>
  );
}
