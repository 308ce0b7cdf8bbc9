import { Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { OfficerQueueRow } from '@studydesk/shared/officer-queue';
import { useState } from 'react';
import { OFFICER_TABS, type OfficerTab } from '../features/applications/application-format.ts';
import { OfficerQueueFilters } from '../features/applications/components/OfficerQueueFilters.tsx';
import { OfficerQueueTable } from '../features/applications/components/OfficerQueueTable.tsx';
import {
  isFiltered,
  QUEUE_PAGE_SIZE,
  type QueueControls,
  queueDownloadPath,
  queueQuery,
  START_CONTROLS,
  sortBy,
} from '../features/applications/officer-queue.ts';
import { useOfficerQueue, useOfficerQueueOptions } from '../features/applications/queries.ts';
import { DeleteStudentModal } from '../features/students/components/DeleteStudentModal.tsx';
import { useDeleteStudent, useDownload } from '../features/students/queries.ts';
import { preloadTexts } from '../i18n/i18n.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { useAreaSession } from '../shell/area-session.ts';
import { DashboardHeader } from '../ui/DashboardHeader.tsx';
import { ListState } from '../ui/ListState.tsx';
import { Pager } from '../ui/Pager.tsx';
import { RouteTabs } from '../ui/RouteTabs.tsx';
import { toast } from '../ui/toast.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['applications', 'students']);

/**
 * SPEC.md 2.13: the admin Officer's two lists, as tabs that are routes (the dashboard shows the first); issue 22 made
 * each a queue: search, filters, sortable columns, the newest application, days waiting and a download.
 */
export function OfficerDashboardPage({ tab }: { tab: OfficerTab }) {
  const session = useAreaSession();
  const current = OFFICER_TABS[tab];
  useDocumentTitle(`${current.label} · StudyDesk`);
  return (
    <Stack gap="lg">
      <DashboardHeader session={session} />
      <Title order={2}>{current.label}</Title>
      <RouteTabs tabs={OFFICER_TABS} value={tab} />
      <OfficerQueue key={tab} tab={tab} employeeId={session.user.employee_id} />
    </Stack>
  );
}

function OfficerQueue({ tab, employeeId }: { tab: OfficerTab; employeeId: string }) {
  const { t } = useTexts('applications');
  const { statuses, hint } = OFFICER_TABS[tab];
  const [controls, setControls] = useState<QueueControls>(START_CONTROLS);
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<OfficerQueueRow | null>(null);
  const queue = useOfficerQueue(employeeId, queueQuery(controls, statuses), page);
  const options = useOfficerQueueOptions(employeeId, statuses);
  const download = useDownload();
  const remove = useDeleteStudent(false, employeeId);
  const rows = queue.data?.data ?? [];
  const change = (next: QueueControls) => {
    setControls(next);
    setPage(1);
  };
  const confirmDelete = (row: Pick<OfficerQueueRow, 'studentId' | 'fullName'>) =>
    remove.mutate(row, {
      onSuccess: () => {
        toast.success(t('wasMovedToReCycleStudents', { fullName: row.fullName }), t('studentDeleted'));
        setToDelete(null);
        if (rows.length === 1 && page > 1) setPage(page - 1);
      },
    });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <OfficerQueueFilters
          controls={controls}
          options={options.data}
          downloading={download.isPending}
          onChange={change}
          onDownload={() => download.mutate(queueDownloadPath(employeeId, controls, statuses))}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListState
            loading={queue.isPending}
            error={queue.isError ? queue.error : null}
            onRetry={() => queue.refetch()}
            empty={rows.length === 0 ? t('noStudentsFound') : null}
            hint={isFiltered(controls) ? t('noStudentMatchesThisSearch') : hint}
          >
            <OfficerQueueTable
              rows={rows}
              firstIndex={(page - 1) * QUEUE_PAGE_SIZE + 1}
              controls={controls}
              onSort={(column) => change(sortBy(controls, column))}
              onDelete={setToDelete}
            />
          </ListState>
          {(rows.length > 0 || page > 1) && (
            <Pager page={page} hasNext={queue.data?.page.hasNext ?? false} busy={queue.isFetching} onChange={setPage} />
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
