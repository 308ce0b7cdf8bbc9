import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Claim } from '@studydesk/shared/commissions';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { toast } from '../../../ui/toast.ts';
import { money } from '../ledger-format.ts';
import { useReverseClaimPayment } from '../ledger-queries.ts';

type Receipt = Claim['receipts'][number];

/**
 * Asks before a payment recorded by mistake is reversed, naming its amount and day. It carries the claim's version,
 * so a payment recorded or reversed by someone else meanwhile is refused (409) rather than taken back unseen; the
 * dialog then closes, the refusal is told and the claim reloads.
 */
export function ClaimReverseModal({
  claim,
  receipt,
  onClose,
}: {
  claim: Claim;
  receipt: Receipt | null;
  onClose: () => void;
}) {
  const { t } = useTexts('ledger');
  const reverse = useReverseClaimPayment(claim.id);
  const confirm = (target: Receipt) =>
    reverse.mutate(
      { paymentId: target.id, version: claim.version },
      {
        onSuccess: () => {
          toast.success(t('paymentReversed'));
          onClose();
        },
        onError: onClose,
      },
    );
  return (
    <Modal opened={receipt !== null} onClose={onClose} title={t('reversePayment')} centered>
      {receipt && (
        <Stack gap="md">
          <Text>
            {t('reverseQuestion', {
              amount: money(receipt.amountMinor, claim.currency),
              day: formatOfficeDay(receipt.receivedOn),
            })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('reverseHint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={reverse.isPending}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={reverse.isPending} onClick={() => confirm(receipt)}>
              {t('reversePayment')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
