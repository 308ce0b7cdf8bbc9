import { agreementSummary } from '../agreement-format.ts';
import { AgreementFormModal } from '../components/AgreementFormModal.tsx';
import { AgreementsTable } from '../components/AgreementsTable.tsx';
import { RecordsPage } from '../components/RecordsPage.tsx';
import { useAgreements, useDeleteAgreement, useOfficeProfile } from '../queries.ts';

/** {area}/agreements (issue 18): what each university pays, from which the ledger's rows are made. */
export function AgreementsPage() {
  // A new agreement starts in the office's currency: loaded with the page, before the form opens.
  useOfficeProfile();
  return (
    <RecordsPage
      namespace="agreements"
      records={useAgreements()}
      remove={useDeleteAgreement()}
      nameOf={(agreement) => agreement.universityName}
      detailOf={agreementSummary}
      table={(rows, actions) => <AgreementsTable agreements={rows} {...actions} />}
      form={(agreement, opened, onClose) => (
        <AgreementFormModal agreement={agreement} opened={opened} onClose={onClose} />
      )}
    />
  );
}
