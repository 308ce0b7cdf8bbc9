import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useCounselorOptions } from '../../students/queries.ts';
import { handOverOptions } from '../employee-form.ts';
import { useDeactivate } from '../queries.ts';

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
  const counselors = useCounselorOptions();
  const [handOverTo, setHandOverTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isCounselor = employee.roles.some((r) => r.role === 'Counselor');
  const options = handOverOptions(counselors.data ?? [], employee._id);

  const confirm = () => {
    if (hasStudents && !handOverTo) {
      setError('Choose the Counselor who takes over the students');
      return;
    }
    deactivate.mutate(handOverTo, {
      onSuccess: () => {
        toast.success(t('canNoLongerSignIn', { name: employee.name }), t('accountDeactivated'));
        onClose();
      },
      onError: (failure) =>
        applyServerErrors({ setErrors: (errors) => setError(errors.handOverTo ?? null) }, failure, {
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
      {(isCounselor || hasStudents || error) && (
        <>
          {counselors.isError && (
            <ErrorAlert>The counselors could not be loaded: {counselors.error.message}</ErrorAlert>
          )}
          <Select
            label={t('handTheStudentsOverTo')}
            description={
              hasStudents
                ? 'This employee still has students; they move to the Counselor you choose.'
                : 'Only needed when the employee has students.'
            }
            placeholder={counselors.isPending ? 'Loading counselors…' : 'Choose One Counselor'}
            withAsterisk={hasStudents}
            searchable
            clearable
            nothingFoundMessage={t('noCounselorOfThatName')}
            data={options.map((c) => ({ value: c._id, label: `${c.name} (${c.employee_id})` }))}
            value={handOverTo}
            onChange={(value) => {
              setHandOverTo(value);
              setError(null);
            }}
            error={error}
            comboboxProps={{ withinPortal: true }}
          />
        </>
      )}
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
