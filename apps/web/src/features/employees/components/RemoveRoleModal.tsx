import { Button, Group, Modal, Text } from '@mantine/core';
import type { RoleRecord } from '@studydesk/shared/auth';

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
  return (
    <Modal opened={role !== null} onClose={onClose} title="Are you sure?" centered>
      <Text>You won't be able to revert this!</Text>
      {role && (
        <Text c="dimmed" fz="sm" mt={4}>
          Role: {role.role}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={() => role && onConfirm(role)}>
          Yes, remove it!
        </Button>
      </Group>
    </Modal>
  );
}
