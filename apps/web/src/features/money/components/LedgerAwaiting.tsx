import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AWAITING_REASONS, type AwaitingCommission } from '@studydesk/shared/commissions';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { useAwaitingCommissions } from '../ledger-queries.ts';
import { CommissionEntryModal } from './CommissionEntryModal.tsx';

const REASONS = Object.fromEntries(AWAITING_REASONS) as Record<AwaitingCommission['why'], string>;
const FIRST = 10;

/**
 * Successful applications that have no ledger row (no agreement, no tuition fee or one in another currency), each
 * with "Enter commission"; left out while nothing waits.
 */
export function LedgerAwaiting() {
  const { t } = useTexts('ledger');
  const awaiting = useAwaitingCommissions();
  const [entering, setEntering] = useState<AwaitingCommission | null>(null);
  const [all, setAll] = useState(false);
  const items = awaiting.data ?? [];
  if (awaiting.isSuccess && items.length === 0) return null;
  const shown = all ? items : items.slice(0, FIRST);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ledger-awaiting-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} fz="h4" id="ledger-awaiting-title">
              {t('waitingForAnAmount')}
            </Title>
            {items.length > 0 && (
              <Badge variant="light" color="yellow" radius="sm">
                {items.length}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" fz="sm">
            {t('waitingHint')}
          </Text>
        </Stack>
        <ListState
          loading={awaiting.isPending}
          error={awaiting.isError ? awaiting.error : null}
          onRetry={() => void awaiting.refetch()}
          empty={null}
        >
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((item) => (
              <Group
                key={item.applicationId}
                component="li"
                justify="space-between"
                gap="sm"
                py="sm"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <div style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <Text fz="sm" fw={600}>
                    {item.studentName}{' '}
                    <Text component="span" fz="xs" c="dimmed">
                      {t('studentId', { id: item.studentId })}
                    </Text>
                  </Text>
                  <Text fz="sm">
                    {[item.universityName, item.intake, item.partnerName].filter(Boolean).join(' · ')}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('awaitingWhy', { day: formatOfficeDay(item.decidedOn), why: REASONS[item.why] })}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setEntering(item)}
                  aria-label={t('enterCommissionFor', { name: item.studentName, university: item.universityName })}
                >
                  {t('enterCommission')}
                </Button>
              </Group>
            ))}
          </Stack>
          {items.length > FIRST && (
            <Button variant="subtle" size="xs" onClick={() => setAll(!all)} style={{ alignSelf: 'flex-start' }}>
              {all ? t('showFewer') : t('showAll', { count: items.length })}
            </Button>
          )}
        </ListState>
      </Stack>
      <CommissionEntryModal application={entering} onClose={() => setEntering(null)} />
    </Paper>
  );
}
