import { Button, Group, Stack, Text } from '@mantine/core';
import type { RoleRecord } from '@studydesk/shared/auth';
import type { Employee } from '@studydesk/shared/employees';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useCounselsStudents, useRemoveRole } from '../queries.ts';
import { DESK_FIELDS, HandOverSelect, useHandOver } from './HandOverSelect.tsx';

/**
 * SPEC.md 8: the role removal dialog, word for word. Taking the role of a desk (Counselor, admin Officer, visa
 * section) asks, as deactivating does, who takes over what the employee holds there: no student is left with
 * someone who no longer works that desk.
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
  const desk = DESK_FIELDS[role.role];
  const handOver = useHandOver({ handOverTo: desk === 'handOverTo' && hasStudents });

  const confirm = () => {
    if (!handOver.chosen()) return;
    removeRole.mutate(
      { roleId: role._id, handOver: handOver.values },
      {
        onSuccess: () => {
          onClose();
          toast.success(t('yourRoleHasBeenRemoved'), t('removed'));
        },
        onError: (failure) =>
          applyServerErrors({ setErrors: handOver.setErrors }, failure, {
            fields: desk ? [desk] : [],
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
      {desk && <HandOverSelect employee={employee} field={desk} handOver={handOver} />}
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
