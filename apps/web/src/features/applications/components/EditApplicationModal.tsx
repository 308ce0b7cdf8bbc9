import { Alert, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Application, type ApplicationInput, applicationInputSchema } from '@studydesk/shared/applications';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { applicationLabel, applicationValues } from '../application-format.ts';
import { useEditApplication } from '../queries.ts';
import { ApplicationInputs } from './ApplicationInputs.tsx';

/** Edit application (issue 22): the same inputs and checks as Add an application, for one entered application. */
export function EditApplicationModal({
  application,
  counselorId,
  onClose,
}: {
  application: Application | null;
  counselorId: string;
  onClose: () => void;
}) {
  const { t } = useTexts('applications');
  return (
    <Modal opened={application !== null} onClose={onClose} title={t('editApplication')} size="lg" centered>
      {/* Mounted only while open, so each opening starts from the application as it is now. */}
      {application && <EditApplicationForm application={application} counselorId={counselorId} onClose={onClose} />}
    </Modal>
  );
}

function EditApplicationForm({
  application,
  counselorId,
  onClose,
}: {
  application: Application;
  counselorId: string;
  onClose: () => void;
}) {
  const { t } = useTexts('applications');
  const edit = useEditApplication(application.studentId, counselorId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ApplicationInput>({
    mode: 'controlled',
    initialValues: applicationValues(application),
    validate: schemaResolver(applicationInputSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    setProblem(null);
    edit.mutate(
      { applicationId: application._id, body: applicationInputSchema.parse(values) },
      {
        onSuccess: (saved) => {
          toast.success(t('wasUpdated', { value: applicationLabel(saved) }), t('applicationUpdated'));
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error, { toast: false });
          setProblem(error.message);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" title={t('theApplicationWasNotSaved')}>
            {problem}
          </Alert>
        )}
        <ApplicationInputs form={form} wide={false} />
        <FormButtons cancel={t('cancel')} submit={t('save')} onCancel={onClose} pending={edit.isPending} />
      </Stack>
    </form>
  );
}
