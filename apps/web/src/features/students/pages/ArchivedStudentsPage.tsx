import { Button, Paper, Stack, Table, TextInput } from '@mantine/core';
import type { ArchivedEntry } from '@studydesk/shared/students';
import { IconRestore, IconSearch } from '@tabler/icons-react';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFilterAsYouType } from '../../../ui/draft-filter.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { pageAfterRemoving, useListAddress } from '../../../ui/list-address.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { archivedViewFromSearch, archivedViewToSearch } from '../archived-list-view.ts';
import { useArchivedStudents, useRestoreStudent } from '../queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['students']);

/** SPEC.md 2.16: deleted students wait here until the Super Admin restores them, a page at a time, searched by name. */
export function ArchivedStudentsPage() {
  const { t } = useTexts('students');
  // The search, page and page size live in the address (issue 19): the list survives a reload.
  const { view, show } = useListAddress(archivedViewFromSearch, archivedViewToSearch);
  const { page, size } = view;
  // A new search starts again at the first page, after a pause in typing.
  const { draft, type } = useFilterAsYouType(view.filter, (filter) => show({ filter, page: 1 }));
  const archived = useArchivedStudents(view);
  const restore = useRestoreStudent();
  const rows = archived.data?.data ?? [];
  const pageSize = archived.data?.page.size ?? size;
  const firstIndex = (page - 1) * pageSize + 1;
  const searching = view.filter.q !== '';

  const restoreEntry = (entry: ArchivedEntry) =>
    restore.mutate(
      { studentId: entry.student.studentId, employeeId: entry.removedFromEmployee?._id },
      {
        onSuccess: () => {
          toast.success(t('studentRestoredSuccessfully'));
          // The last row of a later page going away would leave an empty page; step back instead.
          const back = pageAfterRemoving(page, rows.length);
          if (back !== page) show({ page: back });
        },
      },
    );

  return (
    <Stack gap="lg">
      <PageTitle title={t('archivedStudentList')} description={t('deletedStudentsRestoringPutsThem')} />
      <Paper withBorder radius="md" p="md">
        <TextInput
          label={t('searchArchivedByName')}
          placeholder={t('partOfTheName')}
          leftSection={<IconSearch size={16} stroke={1.6} />}
          value={draft.q}
          maxLength={120}
          onChange={(event) => type(event.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListState
            loading={archived.isPending}
            error={archived.isError ? archived.error : null}
            onRetry={() => archived.refetch()}
            empty={rows.length === 0 ? t(searching ? 'noArchivedStudentMatches' : 'noArchivedStudents') : null}
            hint={t(searching ? 'tryAnotherPartOfTheName' : 'studentsAppearHereWhenSomeone')}
          >
            {/* On a phone the row number gives way, so that each row's Restore is in view without scrolling. */}
            <Table.ScrollContainer minWidth={300}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={64} visibleFrom="xs">
                      #
                    </Table.Th>
                    <Table.Th>{t('studentName')}</Table.Th>
                    <Table.Th>{t('removedFromEmployee')}</Table.Th>
                    <Table.Th w={110}>{t('restore')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((entry, i) => (
                    <Table.Tr key={entry._id}>
                      <Table.Td c="dimmed" visibleFrom="xs">
                        {firstIndex + i}
                      </Table.Td>
                      <Table.Td fw={500}>{entry.student.fullName}</Table.Td>
                      <Table.Td>{entry.removedFromEmployee?.name ?? '—'}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconRestore size={14} />}
                          loading={restore.isPending && restore.variables?.studentId === entry.student.studentId}
                          disabled={restore.isPending}
                          onClick={() => restoreEntry(entry)}
                          aria-label={`Restore ${entry.student.fullName}`}
                        >
                          {t('restore')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </ListState>
          {(rows.length > 0 || page > 1) && (
            <Pager
              page={page}
              hasNext={archived.data?.page.hasNext ?? false}
              busy={archived.isFetching}
              onChange={(next) => show({ page: next })}
              size={pageSize}
              shown={rows.length}
              total={archived.data?.page.total}
              onSize={(next) => show({ size: next, page: 1 })}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
