import { Button, Paper, Stack, Table } from '@mantine/core';
import type { ArchivedEntry } from '@studydesk/shared/students';
import { IconRestore } from '@tabler/icons-react';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { useArchivedStudents, useRestoreStudent } from '../queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['students']);

/** SPEC.md 2.16: deleted students wait here until the Super Admin restores them. */
export function ArchivedStudentsPage() {
  const { t } = useTexts('students');
  const archived = useArchivedStudents();
  const restore = useRestoreStudent();
  const rows = archived.data ?? [];

  const restoreEntry = (entry: ArchivedEntry) =>
    restore.mutate(
      { studentId: entry.student.studentId, employeeId: entry.removedFromEmployee?._id },
      { onSuccess: () => toast.success(t('studentRestoredSuccessfully')) },
    );

  return (
    <Stack gap="lg">
      <PageTitle title={t('archivedStudentList')} description={t('deletedStudentsRestoringPutsThem')} />
      <Paper withBorder radius="md" p="md">
        <ListState
          loading={archived.isPending}
          error={archived.isError ? archived.error : null}
          onRetry={() => archived.refetch()}
          empty={rows.length === 0 ? t('noArchivedStudents') : null}
          hint={t('studentsAppearHereWhenSomeone')}
        >
          <Table.ScrollContainer minWidth={520}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>#</Table.Th>
                  <Table.Th>{t('studentName')}</Table.Th>
                  <Table.Th>{t('removedFromEmployee')}</Table.Th>
                  <Table.Th w={120}>{t('restore')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry, i) => (
                  <Table.Tr key={entry._id}>
                    <Table.Td c="dimmed">{i + 1}</Table.Td>
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
      </Paper>
    </Stack>
  );
}
