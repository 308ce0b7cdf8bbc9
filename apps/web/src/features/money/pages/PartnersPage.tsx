import { PartnerFormModal } from '../components/PartnerFormModal.tsx';
import { PartnersTable } from '../components/PartnersTable.tsx';
import { RecordsPage } from '../components/RecordsPage.tsx';
import { useDeletePartner, usePartners } from '../queries.ts';

/** {area}/partners (issue 18): the spec's B2B agents as records, for Super Admin and Accounts. */
export function PartnersPage() {
  return (
    <RecordsPage
      namespace="partners"
      records={usePartners()}
      remove={useDeletePartner()}
      nameOf={(partner) => partner.name}
      table={(rows, actions) => <PartnersTable partners={rows} {...actions} />}
      form={(partner, opened, onClose) => <PartnerFormModal partner={partner} opened={opened} onClose={onClose} />}
    />
  );
}
