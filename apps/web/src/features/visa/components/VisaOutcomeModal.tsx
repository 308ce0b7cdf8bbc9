import { FileInput, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { officeToday } from '@studydesk/shared/dates';
import {
  REFUSAL_REASON_MAX,
  VISA_REFERENCE_MAX,
  type VisaApplication,
  visaOutcomeFormSchema,
} from '@studydesk/shared/visa';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { pickerDateFormat } from '../../../ui/dhaka-time.ts';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useRecordVisaOutcome } from '../queries.ts';
import {
  OUTCOME_LABEL,
  outcomeFormData,
  outcomeStart,
  type VisaOutcomeStatus,
  type VisaOutcomeValues,
} from '../visa-format.ts';

export interface OutcomeRequest {
  application: VisaApplication;
  status: VisaOutcomeStatus;
}

const LETTER_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';
const OUTCOME_FIELDS = ['status', 'decidedOn', 'reference', 'refusalReason', 'letter'];

/** Records a visa outcome, or corrects the last one (issue 22): date, reference, refusal reason and letter. */
export function VisaOutcomeModal({
  studentId,
  request,
  onClose,
}: {
  studentId: number;
  request: OutcomeRequest | null;
  onClose: () => void;
}) {
  const correcting = Boolean(request?.application.decisions.length);
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={correcting ? 'Correct the visa outcome' : 'Record the visa outcome'}
      size="lg"
      centered
    >
      {/* Mounted only while open, so each opening starts from the application's current outcome. */}
      {request && <OutcomeForm studentId={studentId} request={request} onClose={onClose} />}
    </Modal>
  );
}

function OutcomeForm({
  studentId,
  request,
  onClose,
}: {
  studentId: number;
  request: OutcomeRequest;
  onClose: () => void;
}) {
  const { t } = useTexts('visa');
  const { application } = request;
  const latest = application.decisions[0];
  const record = useRecordVisaOutcome(studentId);
  const [letter, setLetter] = useState<File | null>(null);
  const [letterError, setLetterError] = useState<string | null>(null);
  const form = useForm<VisaOutcomeValues>({
    mode: 'controlled',
    initialValues: outcomeStart(request.status, latest),
    validate: schemaResolver(visaOutcomeFormSchema, { sync: true }),
  });
  // The letter is kept beside the form (a File is no form value), so its error is too.
  const errorsTarget = {
    setErrors: ({ letter: onLetter, ...rest }: Record<string, string>) => {
      form.setErrors(rest);
      setLetterError(onLetter ?? null);
    },
  };
  const refused = form.values.status === 'rejected';
  const submit = form.onSubmit((values) =>
    record.mutate(
      { applicationId: application._id, body: outcomeFormData(values, letter) },
      {
        onSuccess: () => {
          toast.success(
            `The visa for ${application.universityName} is recorded as ${OUTCOME_LABEL[values.status]}.`,
            latest ? 'Outcome Corrected Successfully' : 'Status Updated Successfully',
          );
          onClose();
        },
        onError: (error) => applyServerErrors(errorsTarget, error, { fields: OUTCOME_FIELDS }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {application.universityName} · {application.subject} · {application.intake}
        </Text>
        <div>
          <Text fz="sm" fw={500} mb={4} id="visa-outcome-label">
            {t('outcome')}
          </Text>
          <SegmentedControl
            aria-labelledby="visa-outcome-label"
            fullWidth
            color={refused ? 'red' : 'teal'}
            data={[
              { value: 'success', label: OUTCOME_LABEL.success },
              { value: 'rejected', label: OUTCOME_LABEL.rejected },
            ]}
            {...form.getInputProps('status')}
          />
        </div>
        <Group grow align="flex-start">
          <DatePickerInput
            label={t('decisionDate')}
            placeholder={t('pickTheDayOfThe')}
            withAsterisk
            valueFormat={pickerDateFormat()}
            maxDate={officeToday()}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('decidedOn')}
            // The form holds '' for no day; the picker shows that as "Invalid Date" unless given null.
            value={form.values.decidedOn || null}
            onChange={(day) => form.setFieldValue('decidedOn', day ?? '')}
          />
          <TextInput
            label={t('visaReference')}
            description={t('theVisaOrRefusalNumber')}
            maxLength={VISA_REFERENCE_MAX}
            {...form.getInputProps('reference')}
          />
        </Group>
        {refused && (
          <Textarea
            label={t('refusalReason')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={REFUSAL_REASON_MAX}
            {...form.getInputProps('refusalReason')}
          />
        )}
        <FileInput
          label={t('decisionLetter')}
          description={
            latest?.letterName && latest.status === form.values.status
              ? `PDF or picture. Leave empty to keep ${latest.letterName}.`
              : 'PDF or picture (JPEG, PNG, WebP)'
          }
          placeholder={t('chooseTheLetter')}
          accept={LETTER_ACCEPT}
          clearable
          leftSection={<IconFileUpload size={16} />}
          value={letter}
          onChange={(file) => {
            setLetter(file);
            setLetterError(null);
          }}
          error={letterError}
        />
        {latest && (
          <Text fz="sm" c="dimmed">
            The outcome recorded now replaces the current one; the current one stays in the history.
          </Text>
        )}
        <FormButtons
          cancel={t('cancel')}
          submit={latest ? 'Save correction' : 'Record outcome'}
          onCancel={onClose}
          pending={record.isPending}
          color={refused ? 'red' : 'teal'}
        />
      </Stack>
    </form>
  );
}
