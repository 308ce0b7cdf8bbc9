import { Paper, Stack } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import type { Student, StudentStatus } from '@studydesk/shared/students';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { pageAfterRemoving, useListAddress } from '../../../ui/list-address.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { toast } from '../../../ui/toast.ts';
import { useDeleteStudent, useDownload, useStudentList } from '../queries.ts';
import { downloadPath, EMPTY_FILTER, type StudentScope, viewFromSearch, viewToSearch } from '../student-filter.ts';
import { DeleteStudentModal } from './DeleteStudentModal.tsx';
import { StudentFilterBar } from './StudentFilterBar.tsx';
import { type StudentColumn, StudentsTable } from './StudentsTable.tsx';

export interface StudentListPanelProps {
  scope: StudentScope;
  /**
   * A list fixed to some statuses (the Super Admin's status lists, the counselor's, officer's and visa tabs) has no
   * status filter; `[]` is fixed to no status in particular.
   */
  fixedStatuses?: StudentStatus[];
  /** SPEC.md 2.13: the officer's lists are bare tables. */
  withFilterBar?: boolean;
  downloadLabel?: string;
  columns: StudentColumn[];
  headers?: Partial<Record<StudentColumn, string>>;
  /** Whose area More info opens the details in. */
  detailsRole: Role;
  moreInfoLabel?: string;
  /** Who may delete and how: the Super Admin's call, a counselor's or officer's own, or nobody (receptionist, visa). */
  deleteAs?: { superAdmin: boolean; userId: string };
  /** Under "No students found": which students will appear in this list, and how they get here. */
  emptyHint: string;
}

/**
 * Filter bar, one server page of students, `<< previous` / `NEXT >>` with the number of matches and the page size,
 * and deletion with confirmation.
 */
export function StudentListPanel({
  scope,
  fixedStatuses,
  withFilterBar = true,
  downloadLabel,
  columns,
  headers,
  detailsRole,
  moreInfoLabel,
  deleteAs,
  emptyHint,
}: StudentListPanelProps) {
  const { t } = useTexts('students');
  // The filter, page and page size live in the address (issue 19): a list survives a reload and can be shared.
  const { view, show } = useListAddress(viewFromSearch, viewToSearch);
  const { filter, page, size } = view;
  const setPage = (next: number) => show({ page: next });
  const [toDelete, setToDelete] = useState<Student | null>(null);
  const list = useStudentList(scope, view, fixedStatuses);
  const download = useDownload();
  const remove = useDeleteStudent(deleteAs?.superAdmin ?? false, deleteAs?.userId ?? '');

  const rows = list.data?.data ?? [];
  const pageSize = list.data?.page.size ?? size;

  const confirmDelete = (student: Student) =>
    remove.mutate(student, {
      onSuccess: () => {
        toast.success(t('wasMovedToReCycleStudents', { fullName: student.fullName }), t('studentDeleted'));
        setToDelete(null);
        // The last row of a later page going away would leave an empty page; step back instead.
        const back = pageAfterRemoving(page, rows.length);
        if (back !== page) setPage(back);
      },
    });

  return (
    <Stack gap="md">
      {withFilterBar && (
        <Paper withBorder radius="md" p="md">
          <StudentFilterBar
            scope={scope}
            withStatus={!fixedStatuses}
            applied={filter}
            onApply={(next) => show({ filter: next, page: 1 })}
            downloadLabel={downloadLabel}
            downloading={download.isPending}
            onDownload={() => download.mutate(downloadPath(scope, filter, fixedStatuses, view.sort))}
          />
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListState
            loading={list.isPending}
            error={list.isError ? list.error : null}
            onRetry={() => list.refetch()}
            empty={rows.length === 0 ? t('noStudentsFound') : null}
            hint={JSON.stringify(filter) === JSON.stringify(EMPTY_FILTER) ? emptyHint : t('noStudentMatchesThisFilter')}
          >
            <StudentsTable
              students={rows}
              firstIndex={(page - 1) * pageSize + 1}
              columns={columns}
              headers={headers}
              detailsRole={detailsRole}
              moreInfoLabel={moreInfoLabel}
              onDelete={deleteAs ? setToDelete : undefined}
              sort={view.sort}
              onSort={(sort) => show({ sort, page: 1 })}
            />
          </ListState>
          {(rows.length > 0 || page > 1) && (
            <Pager
              page={page}
              hasNext={list.data?.page.hasNext ?? false}
              busy={list.isFetching}
              onChange={setPage}
              size={pageSize}
              shown={rows.length}
              total={list.data?.page.total}
              onSize={(next) => show({ size: next, page: 1 })}
            />
          )}
        </Stack>
      </Paper>
      <DeleteStudentModal
        student={toDelete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
