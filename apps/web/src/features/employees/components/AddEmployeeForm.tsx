import {
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { addEmployeeFieldsSchema, type Employee, type EmployeeFile } from '@studydesk/shared/employees';
import { DESIGNATIONS } from '@studydesk/shared/role-names';
import { useState } from 'react';
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

/** SPEC.md 5 and 8: required fields and files checked here, the server's field errors inline, the rest a warning. */
export function AddEmployeeForm({ onCreated }: { onCreated: (employee: Employee) => void }) {
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
        <Paper withBorder radius="md" p="lg" component="section" aria-label="Account">
          <Stack gap="md">
            <Title order={3} fz="h4">
              Account
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <TextInput label="Name" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
              <TextInput label="Employee ID" withAsterisk autoComplete="off" {...form.getInputProps('employee_id')} />
              <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
              <PasswordInput
                label="Password"
                withAsterisk
                autoComplete="new-password"
                description="At least 8 characters"
                {...form.getInputProps('password')}
              />
              <Select
                label="Designation"
                placeholder="Select Role"
                withAsterisk
                data={DESIGNATIONS}
                allowDeselect={false}
                {...form.getInputProps('role')}
                onChange={(value) => form.setFieldValue('role', value ?? '')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-label="Contact and work">
          <Stack gap="md">
            <Title order={3} fz="h4">
              Contact and work
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
              <TextInput label="Family phone" type="tel" {...form.getInputProps('familyPhone')} />
              <TextInput label="Salary" {...form.getInputProps('salary')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Textarea label="Address" autosize minRows={3} {...form.getInputProps('address')} />
              <Textarea
                label="Previous experience"
                autosize
                minRows={3}
                {...form.getInputProps('previousExperience')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
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
