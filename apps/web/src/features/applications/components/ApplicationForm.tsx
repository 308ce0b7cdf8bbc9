import { Alert, Button, Grid, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { APPLICATION_STATUSES, type ApplicationInput, applicationInputSchema } from '@studydesk/shared/applications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useAddApplication } from '../queries.ts';

const EMPTY: ApplicationInput = {
  universityName: '',
  subject: '',
  country: '',
  intake: '',
  b2b: '',
  link: '',
  note: '',
  status: 'applied',
};

/** The add form of SPEC.md 2.10: checked with the shared schema, server field errors shown next to the inputs. */
export function ApplicationForm({
  studentId,
  counselorId,
  applicantId,
}: {
  studentId: number;
  counselorId: string;
  applicantId: string;
}) {
  const add = useAddApplication(studentId, counselorId, applicantId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ApplicationInput>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: schemaResolver(applicationInputSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    add.mutate(applicationInputSchema.parse(values), {
      onSuccess: () => {
        toast.success('Status Updated Successfully');
        form.reset();
      },
      onError: (error) => {
        // The alert above the form tells the message.
        applyServerErrors(form, error, { toast: false });
        setProblem(error.message);
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Add an application">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            Add an application
          </Title>
          {problem && (
            <Alert color="red" variant="light" title="The application was not added">
              {problem}
            </Alert>
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="University"
                withAsterisk
                {...form.getInputProps('universityName')}
                key={form.key('universityName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} key={form.key('subject')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput label="Country" withAsterisk {...form.getInputProps('country')} key={form.key('country')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput
                label="Intake"
                placeholder="September 2027"
                withAsterisk
                {...form.getInputProps('intake')}
                key={form.key('intake')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label="Status"
                data={[...APPLICATION_STATUSES]}
                allowDeselect={false}
                {...form.getInputProps('status')}
                key={form.key('status')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="B2B Agent"
                description="Spaces become underscores"
                {...form.getInputProps('b2b')}
                key={form.key('b2b')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Link"
                placeholder="https://…"
                description="The application portal, if any"
                {...form.getInputProps('link')}
                key={form.key('link')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Note"
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps('note')}
                key={form.key('note')}
              />
            </Grid.Col>
          </Grid>
          <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} />} w="fit-content">
            Add application
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
