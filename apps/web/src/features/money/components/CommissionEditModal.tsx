import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Commission, commissionUpdateSchema } from '@studydesk/shared/commissions';
import { minorToText } from '@studydesk/shared/money';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { instalmentText } from '../ledger-format.ts';
import { useUpdateCommission } from '../ledger-queries.ts';
import {
  COMMISSION_FIELDS,
  CommissionFields,
  CommissionSubject,
  type CommissionValues,
  commissionCheck,
} from './CommissionFields.tsx';

/** A row's amount, currency, due date or note, while it is expected (PATCH /commissions/{id} with its version). */
export function CommissionEditModal({ row, onClose }: { row: Commission | null; onClose: () => void }) {
  const { t } = useTexts('ledger');
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('editCommission')} centered>
      {/* Mounted only while open, so each opening starts from the row as it is now. */}
      {row && <EditForm row={row} onClose={onClose} />}
    </Modal>
  );
}

function EditForm({ row, onClose }: { row: Commission; onClose: () => void }) {
  const { t } = useTexts('ledger');
  const update = useUpdateCommission();
  const form = useForm<CommissionValues>({
    initialValues: {
      amount: minorToText(row.amountMinor, row.currency),
      currency: row.currency,
      dueOn: row.dueOn,
      note: row.note,
    },
    validate: commissionCheck(commissionUpdateSchema, { version: row.version }, t('chooseTheDueDate')),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: row.id, body: { version: row.version, ...values } },
      {
        onSuccess: () => {
          toast.success(t('commissionSaved'));
          onClose();
        },
        onError: (error) => {
          // A change made meanwhile (409) or a row no longer expected (422): told in a toast; the ledger reloads.
          if (!applyServerErrors(form, error, { fields: COMMISSION_FIELDS })) onClose();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CommissionSubject
          name={row.studentName}
          studentId={row.studentId}
          detail={t('rowDetail', { university: row.universityName, instalment: instalmentText(row) })}
        />
        <CommissionFields form={form} />
        <FormButtons cancel={t('cancel')} submit={t('save')} onCancel={onClose} pending={update.isPending} />
      </Stack>
    </form>
  );
}
