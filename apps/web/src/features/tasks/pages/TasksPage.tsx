import { Button, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { pageAfterRemoving, useListAddress } from '../../../ui/list-address.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { NewTaskModal } from '../components/NewTaskModal.tsx';
import { TasksTable } from '../components/TasksTable.tsx';
import { type TaskListQuery, useTasks } from '../queries.ts';
import { type TaskView, taskViewFromSearch, taskViewToSearch } from '../task-list-view.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['tasks']);

/** Tasks (issue 15): the caller's to do, those they gave to colleagues, and for Super Admin the office's. */
export function TasksPage() {
  const { t } = useTexts('tasks');
  const { user } = useAreaSession();
  const superAdmin = user.role === 'Super Admin';
  // Whose tasks, open or done, and the page live in the address (issue 19): Back from a student's page returns here.
  const { view: address, show } = useListAddress(taskViewFromSearch, taskViewToSearch);
  const { done, page } = address;
  // everyone's tasks are the Super Admin's to see: an address of another role asking for them shows their own
  const view = address.view === 'all' && !superAdmin ? 'assigned' : address.view;
  const [creating, setCreating] = useState(false);
  const list = useTasks({ view: view === 'all' ? undefined : view, done, page });
  const rows = list.data?.data ?? [];
  // A completed (or reopened) task leaves this list: the last row of a later page steps back, not to an empty page.
  const onRowGone = () => {
    const back = pageAfterRemoving(page, rows.length);
    if (back !== page) show({ page: back });
  };
  const views = [
    { value: 'assigned', label: t('toDo') },
    { value: 'given', label: t('givenToOthers') },
    ...(superAdmin ? [{ value: 'all', label: t('everyone') }] : []),
  ];
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('tasks')}
        description={t('whatYouAreToDo')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('newTask')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <SegmentedControl
              aria-label={t('whoseTasks')}
              data={views}
              value={view}
              onChange={(value) => show({ view: value as TaskView, page: 1 })}
            />
            <SegmentedControl
              aria-label={t('openOrDone')}
              data={[
                { value: 'false', label: t('open') },
                { value: 'true', label: t('done2') },
              ]}
              value={done}
              onChange={(value) => show({ done: value as TaskListQuery['done'], page: 1 })}
            />
          </Group>
          <ListState
            loading={list.isPending}
            error={list.isError ? list.error : null}
            onRetry={() => list.refetch()}
            empty={rows.length === 0 ? t(`empty.${view}.${done}`) : null}
          >
            <TasksTable tasks={rows} onRowGone={onRowGone} />
          </ListState>
          {(page > 1 || list.data?.page.hasNext) && (
            <Pager
              page={page}
              hasNext={Boolean(list.data?.page.hasNext)}
              busy={list.isFetching}
              onChange={(next) => show({ page: next })}
            />
          )}
        </Stack>
      </Paper>
      <NewTaskModal opened={creating} onClose={() => setCreating(false)} selfId={user._id} />
    </Stack>
  );
}
