import { Button, Paper, Stack, Table } from '@mantine/core';
import type { ArchivedEntry } from '@studydesk/shared/students';
import { IconRestore } from '@tabler/icons-react';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { useArchivedStudents, useRestoreStudent } from '../queries.ts';

/** SPEC.md 2.16: deleted students wait here until the Super Admin restores them. */
export function ArchivedStudentsPage() {
  const archived = useArchivedStudents();
  const restore = useRestoreStudent();
  const rows = archived.data ?? [];

  const restoreEntry = (entry: ArchivedEntry) =>
    restore.mutate(
      { studentId: entry.student.studentId, employeeId: entry.removedFromEmployee?._id },
      { onSuccess: () => toast.success('Student restored successfully.') },
    );

  return (
    <Stack gap="lg">
      <PageTitle title="Archived Student List" description="Deleted students. Restoring puts them back in the lists." />
      <Paper withBorder radius="md" p="md">
        <ListState
          loading={archived.isPending}
          error={archived.isError ? archived.error : null}
          onRetry={() => archived.refetch()}
          empty={rows.length === 0 ? 'No archived students' : null}
          hint="Students appear here when someone deletes them from a list; Restore puts them back."
        >
          <Table.ScrollContainer minWidth={520}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>#</Table.Th>
                  <Table.Th>Student Name</Table.Th>
                  <Table.Th>Removed From Employee</Table.Th>
                  <Table.Th w={120}>Restore</Table.Th>
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
                        Restore
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
