import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ErrorCode } from '@studydesk/shared/errors';
import { AUTO_ASSIGN, createStudentSchema, type Student } from '@studydesk/shared/students';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../../../api/client.ts';
import { applyServerErrors, focusFirstError } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { DUPLICATE_MESSAGE, DuplicateStudentError, useCounselorOptions, useCreateStudent } from '../queries.ts';
import { emptyStudentForm, type StudentFormValues } from '../student-form.ts';
import { EnglishSection } from './EnglishSection.tsx';
import { GeneralSection } from './GeneralSection.tsx';
import { OtherSection } from './OtherSection.tsx';
import { QualificationSection } from './QualificationSection.tsx';

/** SPEC.md 2.7 and 5: the five sections, inline errors, the duplicate check, and the busy submit button. */
export function CreateStudentForm({ onCreated }: { onCreated: (student: Student) => void }) {
  const counselors = useCounselorOptions();
  const create = useCreateStudent();
  const form = useForm<StudentFormValues>({
    mode: 'controlled',
    initialValues: emptyStudentForm(),
    validate: schemaResolver(createStudentSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) =>
      create.mutate(values, {
        onSuccess: onCreated,
        onError: (error) => {
          if (
            error instanceof DuplicateStudentError ||
            (isApiError(error) && error.code === ErrorCode.STUDENT_EXISTS)
          ) {
            toast.warning(DUPLICATE_MESSAGE);
            return;
          }
          applyServerErrors(form, error);
        },
      }),
    () => focusFirstError(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <GeneralSection form={form} />
        <QualificationSection form={form} />
        <EnglishSection form={form} />
        <OtherSection form={form} />
        <Paper withBorder radius="md" p="lg" component="section" aria-label="Counselor">
          <Stack gap="md">
            <Title order={3} fz="h4">
              Counselor
            </Title>
            {counselors.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                The counselors could not be loaded: {counselors.error.message}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <Select
                label="Counselor"
                placeholder={counselors.isPending ? 'Loading counselors…' : 'Choose One Counselor'}
                withAsterisk
                searchable
                nothingFoundMessage="No counselor of that name"
                data={[
                  { value: AUTO_ASSIGN, label: 'Assign automatically (fewest open students)' },
                  ...(counselors.data ?? []).map((c) => ({ value: c._id, label: `${c.name} (${c.employee_id})` })),
                ]}
                {...form.getInputProps('counselor')}
                onChange={(value) => form.setFieldValue('counselor', value ?? '')}
              />
            </SimpleGrid>
            <Text c="dimmed" fz="sm">
              The student starts as Follow Up with this counselor.
            </Text>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={create.isPending}>
            {create.isPending ? 'Creating.....' : 'Create Student'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
