import { Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Employee, editEmployeeSchema } from '@studydesk/shared/employees';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { type EditEmployeeInput, useEditEmployee } from '../queries.ts';
import { EmployeeInputs } from './EmployeeInputs.tsx';

type EditValues = Required<{ [K in keyof EditEmployeeInput]: string }>;

function valuesOf(employee: Employee): EditValues {
  const { name, email, phone, familyPhone, salary, address, previousExperience } = employee;
  return { name, email, phone, familyPhone, salary, address, previousExperience };
}

/** The employee's own details besides account, roles and files (PATCH /super-admin/employee/{id}). */
export function EditEmployeeModal({
  employee,
  opened,
  onClose,
}: {
  employee: Employee;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('employees');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('editEmployee')}>
      <EditEmployeeForm employee={employee} onClose={onClose} />
    </FormModal>
  );
}

function EditEmployeeForm({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTexts('employees');
  const edit = useEditEmployee(employee._id);
  const form = useForm<EditValues>({
    mode: 'controlled',
    initialValues: valuesOf(employee),
    validate: schemaResolver(editEmployeeSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    edit.mutate(values, {
      onSuccess: () => {
        toast.success(t('employeeUpdated'));
        onClose();
      },
      onError: (error) => applyServerErrors(form, error, { toast: 'warning' }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmployeeInputs form={form} />
        <FormButtons cancel={t('cancel')} submit={t('save')} onCancel={onClose} pending={edit.isPending} />
      </Stack>
    </form>
  );
}
