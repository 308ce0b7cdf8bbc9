import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ApplicationInput, applicationInputSchema } from '@studydesk/shared/applications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useAddApplication } from '../queries.ts';
import { ApplicationInputs } from './ApplicationInputs.tsx';

const EMPTY: ApplicationInput = {
  universityName: '',
  subject: '',
  country: '',
  intake: '',
  b2b: '',
  link: '',
  note: '',
  status: 'applied',
  courseLevel: '',
  tuitionFee: '',
  tuitionCurrency: '',
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
  const { t } = useTexts('applications');
  const add = useAddApplication(studentId, counselorId, applicantId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ApplicationInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(applicationInputSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    add.mutate(applicationInputSchema.parse(values), {
      onSuccess: () => {
        // SPEC.md 8 had this toast and the status change's swapped (issue 22).
        toast.success(t('universityApplicationSuccessful'));
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
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('addAnApplication')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('addAnApplication')}
          </Title>
          {problem && (
            <Alert color="red" variant="light" title={t('theApplicationWasNotAdded')}>
              {problem}
            </Alert>
          )}
          <ApplicationInputs form={form} />
          <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} />} w="fit-content">
            {t('addApplication')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
