import { Button, Group, Stack, Text } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useDeactivate } from '../queries.ts';
import { DESK_FIELDS, HAND_OVER_FIELDS, HandOverSelect, useHandOver } from './HandOverSelect.tsx';

/**
 * Ends the account: it can no longer sign in and its sessions end. What the employee holds at each desk they work
 * goes to the colleague chosen for it; a choice is required where they still have students (the server says which,
 * a field each).
 */
export function DeactivateModal({
  employee,
  hasStudents,
  opened,
  onClose,
}: {
  employee: Employee;
  hasStudents: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('employees');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('deactivateAccount')} size="md">
      <DeactivateForm employee={employee} hasStudents={hasStudents} onClose={onClose} />
    </FormModal>
  );
}

function DeactivateForm({
  employee,
  hasStudents,
  onClose,
}: {
  employee: Employee;
  hasStudents: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('employees');
  const deactivate = useDeactivate(employee._id);
  const handOver = useHandOver({ handOverTo: hasStudents });
  // A select for each desk the employee works, and for any other the server says still has their students.
  const desks = HAND_OVER_FIELDS.filter(
    (field) => employee.roles.some((r) => DESK_FIELDS[r.role] === field) || handOver.errors[field],
  );

  const confirm = () => {
    if (!handOver.chosen()) return;
    deactivate.mutate(handOver.values, {
      onSuccess: () => {
        toast.success(t('canNoLongerSignIn', { name: employee.name }), t('accountDeactivated'));
        onClose();
      },
      onError: (failure) =>
        applyServerErrors({ setErrors: handOver.setErrors }, failure, {
          fields: HAND_OVER_FIELDS,
          toast: 'warning',
        }),
    });
  };

  return (
    <Stack gap="md">
      <Text>
        {employee.name} will no longer be able to sign in, and every open session of this account ends now. You can
        activate the account again later.
      </Text>
      {desks.map((field) => (
        <HandOverSelect key={field} employee={employee} field={field} handOver={handOver} />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={deactivate.isPending}>
          {t('cancel')}
        </Button>
        <Button color="red" loading={deactivate.isPending} onClick={confirm}>
          {t('deactivate')}
        </Button>
      </Group>
    </Stack>
  );
}
