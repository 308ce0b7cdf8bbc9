import { Button, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAreaSession } from '../../../shell/area-session.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { NewTaskModal } from '../components/NewTaskModal.tsx';
import { TasksTable } from '../components/TasksTable.tsx';
import { type TaskListQuery, useTasks } from '../queries.ts';

type View = 'assigned' | 'given' | 'all';

const EMPTY: Record<View, Record<TaskListQuery['done'], string>> = {
  assigned: {
    false: 'Nothing to do: tasks that colleagues give you, or that you give yourself, appear here.',
    true: 'No task done yet: tasks you complete move here, and can be reopened.',
  },
  given: {
    false: 'You have no open task with a colleague: tasks you give to others appear here until they are done.',
    true: 'None of the tasks you gave is done yet: they move here when completed.',
  },
  all: {
    false: 'No open task in the office: tasks appear here when anyone creates one.',
    true: 'No task has been completed yet.',
  },
};

/** Tasks (issue 15): the caller's to do, those they gave to colleagues, and for Super Admin the office's. */
export function TasksPage() {
  const { user } = useAreaSession();
  const [view, setView] = useState<View>('assigned');
  const [done, setDone] = useState<TaskListQuery['done']>('false');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useTasks({ view: view === 'all' ? undefined : view, done, page });
  const rows = list.data?.data ?? [];
  const views = [
    { value: 'assigned', label: 'To do' },
    { value: 'given', label: 'Given to others' },
    ...(user.role === 'Super Admin' ? [{ value: 'all', label: 'Everyone' }] : []),
  ];
  return (
    <Stack gap="lg">
      <PageTitle
        title="Tasks"
        description="What you are to do, and what you asked colleagues to do, with who completed what."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New task
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <SegmentedControl
              aria-label="Whose tasks"
              data={views}
              value={view}
              onChange={(value) => {
                setView(value as View);
                setPage(1);
              }}
            />
            <SegmentedControl
              aria-label="Open or done"
              data={[
                { value: 'false', label: 'Open' },
                { value: 'true', label: 'Done' },
              ]}
              value={done}
              onChange={(value) => {
                setDone(value as TaskListQuery['done']);
                setPage(1);
              }}
            />
          </Group>
          <ListState
            loading={list.isPending}
            error={list.isError ? list.error : null}
            onRetry={() => list.refetch()}
            empty={rows.length === 0 ? EMPTY[view][done] : null}
          >
            <TasksTable tasks={rows} />
          </ListState>
          {(page > 1 || list.data?.page.hasNext) && (
            <Pager page={page} hasNext={Boolean(list.data?.page.hasNext)} busy={list.isFetching} onChange={setPage} />
          )}
        </Stack>
      </Paper>
      <NewTaskModal opened={creating} onClose={() => setCreating(false)} selfId={user._id} />
    </Stack>
  );
}
