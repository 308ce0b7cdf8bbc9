import { Button, Group, Modal, Text } from '@mantine/core';
import type { RoleRecord } from '@studydesk/shared/auth';
import { useTexts } from '../../../i18n/use-texts.ts';

/** SPEC.md 8: the role removal dialog, word for word. */
export function RemoveRoleModal({
  role,
  busy,
  onConfirm,
  onClose,
}: {
  role: RoleRecord | null;
  busy: boolean;
  onConfirm: (role: RoleRecord) => void;
  onClose: () => void;
}) {
  const { t } = useTexts('employees');
  return (
    <Modal opened={role !== null} onClose={onClose} title={t('areYouSure')} centered>
      <Text>{t('youWonTBeAble')}</Text>
      {role && (
        <Text c="dimmed" fz="sm" mt={4}>
          Role: {role.role}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={() => role && onConfirm(role)}>
          {t('yesRemoveIt')}
        </Button>
      </Group>
    </Modal>
  );
}
