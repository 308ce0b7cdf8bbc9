import { Modal } from '@mantine/core';
import { type Commission, commissionUpdateSchema } from '@studydesk/shared/commissions';
import { minorToText } from '@studydesk/shared/money';
import { useTexts } from '../../../i18n/use-texts.ts';
import { instalmentText } from '../ledger-format.ts';
import { useUpdateCommission } from '../ledger-queries.ts';
import { CommissionForm, CommissionSubject } from './CommissionFields.tsx';

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
  return (
    <CommissionForm
      initialValues={{
        amount: minorToText(row.amountMinor, row.currency),
        currency: row.currency,
        dueOn: row.dueOn,
        note: row.note,
      }}
      schema={commissionUpdateSchema}
      hidden={{ version: row.version }}
      subject={
        <CommissionSubject
          name={row.studentName}
          studentId={row.studentId}
          detail={t('rowDetail', { university: row.universityName, instalment: instalmentText(row) })}
        />
      }
      submitLabel={t('save')}
      savedText={t('commissionSaved')}
      save={(values, end) => update.mutate({ id: row.id, body: { version: row.version, ...values } }, end)}
      pending={update.isPending}
      onClose={onClose}
    />
  );
}
