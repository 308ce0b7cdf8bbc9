import { Button, Group, Stack, Text } from '@mantine/core';
import type { RoleRecord } from '@studydesk/shared/auth';
import type { Employee } from '@studydesk/shared/employees';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useCounselsStudents, useRemoveRole } from '../queries.ts';
import { HandOverSelect, useHandOver } from './HandOverSelect.tsx';

/**
 * SPEC.md 8: the role removal dialog, word for word. Taking the Counselor role from someone with students asks,
 * as deactivating does, which Counselor takes them over: no student is left with a counselor who is not one.
 */
export function RemoveRoleModal({
  employee,
  role,
  onClose,
}: {
  employee: Employee;
  role: RoleRecord | null;
  onClose: () => void;
}) {
  const { t } = useTexts('employees');
  return (
    <FormModal opened={role !== null} onClose={onClose} title={t('areYouSure')} size="md">
      {role && <RemoveRoleForm employee={employee} role={role} onClose={onClose} />}
    </FormModal>
  );
}

function RemoveRoleForm({ employee, role, onClose }: { employee: Employee; role: RoleRecord; onClose: () => void }) {
  const { t } = useTexts('employees');
  const removeRole = useRemoveRole();
  const hasStudents = useCounselsStudents(employee);
  const handsOver = role.role === 'Counselor';
  const handOver = useHandOver(handsOver && hasStudents);

  const confirm = () => {
    if (!handOver.chosen()) return;
    removeRole.mutate(
      { roleId: role._id, handOverTo: handOver.value },
      {
        onSuccess: () => {
          onClose();
          toast.success(t('yourRoleHasBeenRemoved'), t('removed'));
        },
        onError: (failure) =>
          applyServerErrors({ setErrors: (errors) => handOver.setError(errors.handOverTo ?? null) }, failure, {
            fields: handsOver ? ['handOverTo'] : [],
            toast: 'warning',
          }),
      },
    );
  };

  return (
    <Stack gap="md">
      <div>
        <Text>{t('youWonTBeAble')}</Text>
        <Text c="dimmed" fz="sm" mt={4}>
          Role: {role.role}
        </Text>
      </div>
      {handsOver && <HandOverSelect employee={employee} handOver={handOver} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={removeRole.isPending}>
          {t('cancel')}
        </Button>
        <Button color="red" loading={removeRole.isPending} onClick={confirm}>
          {t('yesRemoveIt')}
        </Button>
      </Group>
    </Stack>
  );
}
