import { Modal } from '@mantine/core';
import { type AwaitingCommission, commissionInputSchema } from '@studydesk/shared/commissions';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useCreateCommission, useOfficeCurrency } from '../ledger-queries.ts';
import { CommissionForm, CommissionSubject } from './CommissionFields.tsx';

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
  return (
    <CommissionForm
      initialValues={{ amount: '', currency: officeCurrency.data ?? '', dueOn: '', note: '' }}
      schema={commissionInputSchema}
      hidden={{ applicationId: application.applicationId }}
      subject={
        <CommissionSubject
          name={application.studentName}
          studentId={application.studentId}
          detail={[application.universityName, application.intake].filter(Boolean).join(' · ')}
        />
      }
      submitLabel={t('addToLedger')}
      savedText={t('commissionEntered')}
      save={(values, end) => create.mutate({ applicationId: application.applicationId, ...values }, end)}
      pending={create.isPending}
      onClose={onClose}
    />
  );
}
