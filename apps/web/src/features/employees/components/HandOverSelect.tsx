import { Select } from '@mantine/core';
import type { Employee, HandOver } from '@studydesk/shared/employees';
import type { Role } from '@studydesk/shared/role-names';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useOfficers, useVisaTeam } from '../../applications/queries.ts';
import { useCounselorOptions } from '../../students/queries.ts';
import { handOverOptions } from '../employee-form.ts';

export type HandOverField = keyof HandOver;

/** The desks whose students someone takes over when the one holding them leaves, each by its field. */
export const DESK_FIELDS: Partial<Record<Role, HandOverField>> = {
  Counselor: 'handOverTo',
  'admin Officer': 'applicationsTo',
  'Admin Office Visa Section': 'visaTo',
};
export const HAND_OVER_FIELDS = Object.values(DESK_FIELDS);

const DESK_TEXTS = {
  handOverTo: { label: 'handTheStudentsOverTo', what: 'students', people: 'Counselor' },
  applicationsTo: { label: 'handTheApplicationsOverTo', what: 'students for applications', people: 'admin Officer' },
  visaTo: { label: 'handTheVisaFilesOverTo', what: 'visa files in progress', people: 'visa member' },
} as const satisfies Record<HandOverField, { label: string; what: string; people: string }>;

/** The colleagues who may take over at a desk: its active employees. */
function useDeskOptions(field: HandOverField) {
  const counselors = useCounselorOptions({ enabled: field === 'handOverTo' });
  const officers = useOfficers(field === 'applicationsTo');
  const visa = useVisaTeam(field === 'visaTo');
  return { handOverTo: counselors, applicationsTo: officers, visaTo: visa }[field];
}

/** Who takes over at each desk, each one's error, and the check a dialog's confirm makes first. */
export function useHandOver(required: Partial<Record<HandOverField, boolean>>) {
  const [values, setValues] = useState<HandOver>({});
  const [errors, setErrors] = useState<Partial<Record<HandOverField, string>>>({});
  return {
    required,
    values,
    errors,
    setErrors,
    onChange: (field: HandOverField, value: string | null) => {
      setValues((before) => ({ ...before, [field]: value ?? undefined }));
      setErrors((before) => ({ ...before, [field]: undefined }));
    },
    /** False, each missing one's error shown, when a desk with students has no one chosen. */
    chosen: () => {
      const missing = HAND_OVER_FIELDS.filter((field) => required[field] && !values[field]);
      setErrors(
        Object.fromEntries(
          missing.map((field) => [
            field,
            `Choose the ${DESK_TEXTS[field].people} who takes over the ${DESK_TEXTS[field].what}`,
          ]),
        ),
      );
      return missing.length === 0;
    },
  };
}

/**
 * The active colleague who takes over what one leaving a desk holds there (deactivated, or the role taken away):
 * required where they still have students, as the server says too (a field each).
 */
export function HandOverSelect({
  employee,
  field,
  handOver,
}: {
  employee: Employee;
  field: HandOverField;
  handOver: ReturnType<typeof useHandOver>;
}) {
  const { t } = useTexts('employees');
  const options = useDeskOptions(field);
  const texts = DESK_TEXTS[field];
  const required = Boolean(handOver.required[field]);
  return (
    <>
      {options.isError && <ErrorAlert>The colleagues could not be loaded: {options.error.message}</ErrorAlert>}
      <Select
        label={t(texts.label)}
        description={
          required
            ? `This employee still has ${texts.what}; they move to the ${texts.people} you choose.`
            : `Only needed when the employee still has ${texts.what}.`
        }
        placeholder={options.isPending ? 'Loading…' : `Choose One ${texts.people}`}
        withAsterisk={required}
        searchable
        clearable
        nothingFoundMessage="No one of that name"
        data={handOverOptions(options.data ?? [], employee._id).map((c) => ({
          value: c._id,
          label: `${c.name} (${c.employee_id})`,
        }))}
        value={handOver.values[field] ?? null}
        onChange={(value) => handOver.onChange(field, value)}
        error={handOver.errors[field]}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
