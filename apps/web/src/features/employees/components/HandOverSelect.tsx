import { Select } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useCounselorOptions } from '../../students/queries.ts';
import { handOverOptions } from '../employee-form.ts';

/** The choice of who takes the students over, its error, and the check a dialog's confirm makes first. */
export function useHandOver(required: boolean) {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    required,
    value,
    error,
    setError,
    onChange: (next: string | null) => {
      setValue(next);
      setError(null);
    },
    /** False, the error shown, when the students need someone and no one is chosen. */
    chosen: () => {
      if (required && !value) setError('Choose the Counselor who takes over the students');
      return !required || Boolean(value);
    },
  };
}

/**
 * The active Counselor who takes over the students of one leaving the Counselor's desk (deactivated, or the role
 * taken away): required when they have any, as the server says too (fields.handOverTo).
 */
export function HandOverSelect({
  employee,
  handOver,
}: {
  employee: Employee;
  handOver: ReturnType<typeof useHandOver>;
}) {
  const { t } = useTexts('employees');
  const counselors = useCounselorOptions();
  const options = handOverOptions(counselors.data ?? [], employee._id);
  return (
    <>
      {counselors.isError && <ErrorAlert>The counselors could not be loaded: {counselors.error.message}</ErrorAlert>}
      <Select
        label={t('handTheStudentsOverTo')}
        description={
          handOver.required
            ? 'This employee still has students; they move to the Counselor you choose.'
            : 'Only needed when the employee has students.'
        }
        placeholder={counselors.isPending ? 'Loading counselors…' : 'Choose One Counselor'}
        withAsterisk={handOver.required}
        searchable
        clearable
        nothingFoundMessage={t('noCounselorOfThatName')}
        data={options.map((c) => ({ value: c._id, label: `${c.name} (${c.employee_id})` }))}
        value={handOver.value}
        onChange={handOver.onChange}
        error={handOver.error}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
