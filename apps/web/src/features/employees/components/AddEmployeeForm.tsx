import { Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { addEmployeeFieldsSchema, type Employee, type EmployeeFile } from '@studydesk/shared/employees';
import { DESIGNATIONS } from '@studydesk/shared/role-names';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { applyServerErrors, focusFirstError } from '../../../ui/forms.ts';
import {
  ADD_EMPLOYEE_FIELDS,
  type AddEmployeeValues,
  buildEmployeeFormData,
  type EmployeeFiles,
  emptyAddEmployeeForm,
  emptyEmployeeFiles,
  fileErrors,
} from '../employee-form.ts';
import { useAddEmployee } from '../queries.ts';
import { EmployeeFilesSection } from './EmployeeFilesSection.tsx';
import { EmployeeInputs } from './EmployeeInputs.tsx';

/** SPEC.md 5 and 8: required fields and files checked here, the server's field errors inline, the rest a warning. */
export function AddEmployeeForm({ onCreated }: { onCreated: (employee: Employee) => void }) {
  const { t } = useTexts('employees');
  const add = useAddEmployee();
  const [files, setFiles] = useState<EmployeeFiles>(emptyEmployeeFiles);
  const [filesErrors, setFilesErrors] = useState<Partial<Record<EmployeeFile, string>>>({});
  const form = useForm<AddEmployeeValues>({
    mode: 'controlled',
    initialValues: emptyAddEmployeeForm(),
    validate: schemaResolver(addEmployeeFieldsSchema, { sync: true }),
  });

  const chooseFile = (key: EmployeeFile, file: File | null) => {
    const next = { ...files, [key]: file };
    setFiles(next);
    // Once a file was asked for, its message follows the choice instead of waiting for the next submit.
    if (filesErrors[key]) setFilesErrors(fileErrors(next));
  };

  const send = (values: AddEmployeeValues) => {
    const missing = fileErrors(files);
    setFilesErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusFirstError();
      return;
    }
    add.mutate(buildEmployeeFormData(values, files), {
      onSuccess: onCreated,
      onError: (error) => {
        const target = {
          setErrors: ({ profilePic, cv, resume, ...textErrors }: Record<string, string>) => {
            form.setErrors(textErrors);
            setFilesErrors({ profilePic, cv, resume });
          },
        };
        applyServerErrors(target, error, { fields: ADD_EMPLOYEE_FIELDS, toast: 'warning' });
      },
    });
  };

  const submit = form.onSubmit(send, () => {
    setFilesErrors(fileErrors(files));
    focusFirstError();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <EmployeeInputs
          form={form}
          account={{
            employeeId: (
              <TextInput
                label={t('employeeId')}
                withAsterisk
                autoComplete="off"
                {...form.getInputProps('employee_id')}
              />
            ),
            password: (
              <PasswordInput
                label={t('password')}
                withAsterisk
                autoComplete="new-password"
                description={t('atLeast8Characters')}
                {...form.getInputProps('password')}
              />
            ),
            designation: (
              <Select
                label={t('designation')}
                placeholder={t('selectRole')}
                withAsterisk
                data={DESIGNATIONS}
                allowDeselect={false}
                {...form.getInputProps('role')}
                onChange={(value) => form.setFieldValue('role', value ?? '')}
              />
            ),
          }}
        />
        <EmployeeFilesSection files={files} errors={filesErrors} name={form.values.name} onChange={chooseFile} />
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={add.isPending}>
            {add.isPending ? 'Adding.....' : 'Add Employee'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
