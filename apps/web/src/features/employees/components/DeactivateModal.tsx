import { Button, Group, Stack, Text } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useDeactivate } from '../queries.ts';
import { HandOverSelect, useHandOver } from './HandOverSelect.tsx';

/**
 * Ends the account: it can no longer sign in and its sessions end. A Counselor's students go to the chosen
 * Counselor; the choice is required when they have any (the server says so too, as fields.handOverTo).
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
  const handOver = useHandOver(hasStudents);
  const isCounselor = employee.roles.some((r) => r.role === 'Counselor');

  const confirm = () => {
    if (!handOver.chosen()) return;
    deactivate.mutate(handOver.value, {
      onSuccess: () => {
        toast.success(t('canNoLongerSignIn', { name: employee.name }), t('accountDeactivated'));
        onClose();
      },
      onError: (failure) =>
        applyServerErrors({ setErrors: (errors) => handOver.setError(errors.handOverTo ?? null) }, failure, {
          fields: ['handOverTo'],
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
      {(isCounselor || hasStudents || handOver.error) && <HandOverSelect employee={employee} handOver={handOver} />}
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
