import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Commission } from '@studydesk/shared/commissions';
import { useTexts } from '../../../i18n/use-texts.ts';
import { toast } from '../../../ui/toast.ts';
import { instalmentText, money } from '../ledger-format.ts';
import { useUpdateCommission } from '../ledger-queries.ts';
import { CommissionSubject } from './CommissionFields.tsx';

/** Asks before a row is written off; the write-off carries the row's version, so a row changed meanwhile is a 409. */
export function CommissionWriteOffModal({ row, onClose }: { row: Commission | null; onClose: () => void }) {
  const { t } = useTexts('ledger');
  const update = useUpdateCommission();
  const confirm = (target: Commission) =>
    update.mutate(
      { id: target.id, body: { version: target.version, state: 'written-off' } },
      {
        onSuccess: () => {
          toast.success(t('commissionWrittenOff'));
          onClose();
        },
        onError: (error) => {
          toast.error(error.message);
          onClose();
        },
      },
    );
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('writeOffCommission')} centered>
      {row && (
        <Stack gap="md">
          <CommissionSubject
            name={row.studentName}
            studentId={row.studentId}
            detail={t('rowDetail', { university: row.universityName, instalment: instalmentText(row) })}
          />
          <Text>
            {t('writeOffQuestion', {
              amount: money(row.amountMinor - row.receivedMinor, row.currency),
            })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('writeOffHint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={update.isPending} onClick={() => confirm(row)}>
              {t('writeOff')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
