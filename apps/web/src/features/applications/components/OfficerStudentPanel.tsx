import { Paper, Stack } from '@mantine/core';
import type { Student, StudentStatus } from '@studydesk/shared/students';
import { useState } from 'react';
import { toast } from '../../../shell/toast.ts';
import { DeleteStudentModal } from '../../students/components/DeleteStudentModal.tsx';
import { ListState } from '../../students/components/ListState.tsx';
import { Pager } from '../../students/components/Pager.tsx';
import { StudentsTable } from '../../students/components/StudentsTable.tsx';
import { useDeleteStudent } from '../../students/queries.ts';
import { useOfficerStudents } from '../queries.ts';

/** One list of SPEC.md 2.13: the officer's students with these statuses, 10 a page, with Delete after confirmation. */
export function OfficerStudentPanel({ employeeId, statuses }: { employeeId: string; statuses: StudentStatus[] }) {
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Student | null>(null);
  const list = useOfficerStudents(employeeId, statuses, page);
  const remove = useDeleteStudent(false, employeeId);
  const rows = list.data?.data ?? [];
  const pageSize = list.data?.page.size ?? 10;

  const confirmDelete = (student: Student) =>
    remove.mutate(student, {
      onSuccess: () => {
        toast.success(`${student.fullName} was moved to ReCycle Students.`, 'Student deleted');
        setToDelete(null);
        if (rows.length === 1 && page > 1) setPage(page - 1);
      },
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <ListState
          loading={list.isPending}
          error={list.isError ? list.error : null}
          onRetry={() => list.refetch()}
          empty={rows.length === 0 ? 'No students found' : null}
        >
          <StudentsTable
            students={rows}
            firstIndex={(page - 1) * pageSize + 1}
            columns={['studentId', 'name', 'phone', 'status']}
            headers={{ phone: 'Phone No' }}
            detailsArea="/admin-officer"
            onDelete={setToDelete}
          />
        </ListState>
        {(rows.length > 0 || page > 1) && (
          <Pager page={page} hasNext={list.data?.page.hasNext ?? false} busy={list.isFetching} onChange={setPage} />
        )}
      </Stack>
      <DeleteStudentModal
        student={toDelete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
}
