import { Button, Paper, Stack } from '@mantine/core';
import type { Partner } from '@studydesk/shared/money';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { DeleteConfirmModal, tellDeleteRefusal } from '../components/DeleteConfirmModal.tsx';
import { PartnerFormModal } from '../components/PartnerFormModal.tsx';
import { PartnersTable } from '../components/PartnersTable.tsx';
import { useDeletePartner, usePartners } from '../queries.ts';

/** {area}/partners (issue 18): the spec's B2B agents as records, for Super Admin and Accounts. */
export function PartnersPage() {
  const { t } = useTexts('partners');
  const partners = usePartners();
  const remove = useDeletePartner();
  // undefined: closed; null: Add partner; a partner: its Edit.
  const [editing, setEditing] = useState<Partner | null>();
  const [deleting, setDeleting] = useState<Partner | null>(null);
  const rows = partners.data ?? [];

  const confirmDelete = (partner: Partner) =>
    remove.mutate(partner.id, {
      onSuccess: () => toast.success(t('remove.done', { name: partner.name })),
      onError: (error) => tellDeleteRefusal(error, t('remove.inUse')),
      onSettled: () => setDeleting(null),
    });

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
          loading={partners.isPending}
          error={partners.isError ? partners.error : null}
          onRetry={() => void partners.refetch()}
          empty={rows.length === 0 ? t('empty') : null}
          hint={t('hint')}
        >
          <PartnersTable partners={rows} onEdit={setEditing} onDelete={setDeleting} />
        </ListState>
      </Paper>
      <PartnerFormModal
        partner={editing ?? undefined}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <DeleteConfirmModal
        opened={deleting !== null}
        title={t('remove.title')}
        question={t('remove.question', { name: deleting?.name })}
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
