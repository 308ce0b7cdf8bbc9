import { Paper, Stack } from '@mantine/core';
import type { StudentStatus } from '@studydesk/shared/students';
import { useState } from 'react';
import { ListState } from '../../students/components/ListState.tsx';
import { Pager } from '../../students/components/Pager.tsx';
import { StudentFilterBar } from '../../students/components/StudentFilterBar.tsx';
import { StudentsTable } from '../../students/components/StudentsTable.tsx';
import { useDownload } from '../../students/queries.ts';
import { downloadPath, EMPTY_FILTER, type StudentListFilter } from '../../students/student-filter.ts';
import { useVisaStudentList } from '../queries.ts';
import { visaListQuery } from '../visa-format.ts';

/**
 * One tab of the visa dashboard (SPEC.md 2.14): filter bar, a page of 10 handed students, `<< previous` /
 * `NEXT >>`. No Delete: the server lets only the Super Admin, a Counselor and an officer archive a student, so a
 * visa member would get 403.
 */
export function VisaStudentPanel({ employeeId, statuses }: { employeeId: string; statuses: StudentStatus[] }) {
  const [filter, setFilter] = useState<StudentListFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(1);
  const scope = { kind: 'counselor', employeeId } as const;
  const list = useVisaStudentList(employeeId, statuses, filter, page);
  const download = useDownload();
  const rows = list.data?.data ?? [];
  const pageSize = list.data?.page.size ?? 10;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <StudentFilterBar
          scope={scope}
          withStatus={false}
          initial={filter}
          onApply={(next) => {
            setFilter(next);
            setPage(1);
          }}
          downloadLabel="Download Leads"
          downloading={download.isPending}
          onDownload={(draft) => download.mutate(`${downloadPath(scope)}${visaListQuery(draft, statuses)}`)}
        />
      </Paper>
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
              columns={statuses.length > 0 ? ['studentId', 'name', 'phone', 'status'] : ['studentId', 'name', 'phone']}
              headers={{ phone: 'Phone No' }}
              detailsArea="/visa-process"
            />
          </ListState>
          {(rows.length > 0 || page > 1) && (
            <Pager page={page} hasNext={list.data?.page.hasNext ?? false} busy={list.isFetching} onChange={setPage} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
