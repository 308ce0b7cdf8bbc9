import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AwaitingCommission, commissionInputSchema } from '@studydesk/shared/commissions';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useCreateCommission, useOfficeCurrency } from '../ledger-queries.ts';
import {
  COMMISSION_FIELDS,
  CommissionFields,
  CommissionSubject,
  type CommissionValues,
  commissionCheck,
} from './CommissionFields.tsx';

/** The commission of a successful application that no agreement covers, typed in by hand (POST /commissions). */
export function CommissionEntryModal({
  application,
  onClose,
}: {
  application: AwaitingCommission | null;
  onClose: () => void;
}) {
  const { t } = useTexts('ledger');
  return (
    <Modal opened={application !== null} onClose={onClose} title={t('enterCommission')} centered>
      {application && <EntryForm application={application} onClose={onClose} />}
    </Modal>
  );
}

function EntryForm({ application, onClose }: { application: AwaitingCommission; onClose: () => void }) {
  const { t } = useTexts('ledger');
  const officeCurrency = useOfficeCurrency();
  const create = useCreateCommission();
  const form = useForm<CommissionValues>({
    initialValues: { amount: '', currency: officeCurrency.data ?? '', dueOn: '', note: '' },
    validate: commissionCheck(
      commissionInputSchema,
      { applicationId: application.applicationId },
      t('chooseTheDueDate'),
    ),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      { applicationId: application.applicationId, ...values },
      {
        onSuccess: () => {
          toast.success(t('commissionEntered'));
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(form, error, { fields: COMMISSION_FIELDS })) onClose();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CommissionSubject
          name={application.studentName}
          studentId={application.studentId}
          detail={[application.universityName, application.intake].filter(Boolean).join(' · ')}
        />
        <CommissionFields form={form} />
        <FormButtons cancel={t('cancel')} submit={t('addToLedger')} onCancel={onClose} pending={create.isPending} />
      </Stack>
    </form>
  );
}
