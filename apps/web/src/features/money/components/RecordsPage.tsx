import { Button, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { DeleteConfirmModal, tellDeleteRefusal } from './DeleteConfirmModal.tsx';

/** What a row of a records page offers: its Edit and its Delete open the page's dialogs. */
export interface RecordRowActions<T> {
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
}

/**
 * A page of the office's money records (partners, agreements): its title with an Add button, the list, one form
 * for adding and editing, and a delete that asks first. `namespace` holds the page's texts (title, description,
 * add, empty, hint and remove.*).
 */
export function RecordsPage<T extends { id: string }>({
  namespace,
  records,
  remove,
  nameOf,
  detailOf,
  table,
  form,
}: {
  namespace: string;
  records: UseQueryResult<T[]>;
  remove: UseMutationResult<unknown, Error, string>;
  /** How the delete's question and toast name the record. */
  nameOf: (record: T) => string;
  /** What is deleted, in one line, under the question. */
  detailOf?: (record: T) => string;
  table: (rows: T[], actions: RecordRowActions<T>) => ReactNode;
  form: (record: T | undefined, opened: boolean, onClose: () => void) => ReactNode;
}) {
  const { t } = useTexts(namespace);
  // undefined: closed; null: adding one; a record: its Edit.
  const [editing, setEditing] = useState<T | null>();
  const [deleting, setDeleting] = useState<T | null>(null);
  const rows = records.data ?? [];

  const confirmDelete = (record: T) =>
    remove.mutate(record.id, {
      onSuccess: () => toast.success(t('remove.done', { name: nameOf(record) })),
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
          loading={records.isPending}
          error={records.isError ? records.error : null}
          onRetry={() => void records.refetch()}
          empty={rows.length === 0 ? t('empty') : null}
          hint={t('hint')}
        >
          {table(rows, { onEdit: setEditing, onDelete: setDeleting })}
        </ListState>
      </Paper>
      {form(editing ?? undefined, editing !== undefined, () => setEditing(undefined))}
      <DeleteConfirmModal
        opened={deleting !== null}
        title={t('remove.title')}
        question={t('remove.question', { name: deleting ? nameOf(deleting) : '' })}
        detail={deleting && detailOf ? detailOf(deleting) : undefined}
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
