import { Button, Paper, Stack } from '@mantine/core';
import type { Agreement } from '@studydesk/shared/money';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { agreementSummary } from '../agreement-format.ts';
import { AgreementFormModal } from '../components/AgreementFormModal.tsx';
import { AgreementsTable } from '../components/AgreementsTable.tsx';
import { DeleteConfirmModal, tellDeleteRefusal } from '../components/DeleteConfirmModal.tsx';
import { useAgreements, useDeleteAgreement, useOfficeProfile } from '../queries.ts';

/** {area}/agreements (issue 18): what each university pays, from which the ledger's rows are made. */
export function AgreementsPage() {
  const { t } = useTexts('agreements');
  const agreements = useAgreements();
  // A new agreement starts in the office's currency: loaded with the page, before the form opens.
  useOfficeProfile();
  const remove = useDeleteAgreement();
  // undefined: closed; null: Add agreement; an agreement: its Edit.
  const [editing, setEditing] = useState<Agreement | null>();
  const [deleting, setDeleting] = useState<Agreement | null>(null);
  const rows = agreements.data ?? [];

  const confirmDelete = (agreement: Agreement) => {
    const name = agreement.universityName;
    remove.mutate(agreement.id, {
      onSuccess: () => toast.success(t('remove.done', { name })),
      onError: (error) => tellDeleteRefusal(error, t('remove.inUse')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('title')}
        description={t('description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t('add')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <ListState
          loading={agreements.isPending}
          error={agreements.isError ? agreements.error : null}
          onRetry={() => void agreements.refetch()}
          empty={rows.length === 0 ? t('empty') : null}
          hint={t('hint')}
        >
          <AgreementsTable agreements={rows} onEdit={setEditing} onDelete={setDeleting} />
        </ListState>
      </Paper>
      <AgreementFormModal
        agreement={editing ?? undefined}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <DeleteConfirmModal
        opened={deleting !== null}
        title={t('remove.title')}
        question={t('remove.question', { name: deleting?.universityName })}
        detail={deleting ? agreementSummary(deleting) : undefined}
        text={t('remove.text')}
        cancel={t('remove.cancel')}
        confirm={t('remove.confirm')}
        pending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
