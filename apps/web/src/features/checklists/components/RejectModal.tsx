import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';

/** Rejecting asks for the reason, which the student sees with the document. */
export function RejectModal({
  opened,
  label,
  onClose,
  onReject,
}: {
  opened: boolean;
  label: string;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const { t } = useTexts('checklists');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setError(t('giveTheReasonForThe'));
      return;
    }
    setBusy(true);
    try {
      await onReject(reason.trim());
      setReason('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('reject2', { label })} centered>
      <Stack gap="sm">
        <Textarea
          label={t('reason2')}
          description={t('theStudentSeesItAnd')}
          placeholder={t('forInstanceThePhotoPage')}
          autosize
          minRows={3}
          maxLength={500}
          data-autofocus
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void submit()}>
            {t('reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
