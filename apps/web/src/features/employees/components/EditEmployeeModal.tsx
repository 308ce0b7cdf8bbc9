import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Employee, editEmployeeSchema } from '@studydesk/shared/employees';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { type EditEmployeeInput, useEditEmployee } from '../queries.ts';

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
  return (
    <Modal opened={opened} onClose={onClose} title="Edit employee" size="lg" centered>
      {/* Mounted only while open, so each opening starts from the current details. */}
      {opened && <EditEmployeeForm employee={employee} onClose={onClose} />}
    </Modal>
  );
}

function EditEmployeeForm({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const edit = useEditEmployee(employee._id);
  const form = useForm<EditValues>({
    mode: 'controlled',
    initialValues: valuesOf(employee),
    validate: schemaResolver(editEmployeeSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    edit.mutate(values, {
      onSuccess: () => {
        toast.success('Employee updated');
        onClose();
      },
      onError: (error) => applyServerErrors(form, error, { toast: 'warning' }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
          <TextInput label="Family phone" type="tel" {...form.getInputProps('familyPhone')} />
          <TextInput label="Salary" {...form.getInputProps('salary')} />
        </SimpleGrid>
        <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />
        <Textarea label="Previous experience" autosize minRows={2} {...form.getInputProps('previousExperience')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
