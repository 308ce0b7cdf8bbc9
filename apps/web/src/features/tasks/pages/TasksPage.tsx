import { Button, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { NewTaskModal } from '../components/NewTaskModal.tsx';
import { TasksTable } from '../components/TasksTable.tsx';
import { type TaskListQuery, useTasks } from '../queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['tasks']);

type View = 'assigned' | 'given' | 'all';

/** Tasks (issue 15): the caller's to do, those they gave to colleagues, and for Super Admin the office's. */
export function TasksPage() {
  const { t } = useTexts('tasks');
  const { user } = useAreaSession();
  const [view, setView] = useState<View>('assigned');
  const [done, setDone] = useState<TaskListQuery['done']>('false');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useTasks({ view: view === 'all' ? undefined : view, done, page });
  const rows = list.data?.data ?? [];
  const views = [
    { value: 'assigned', label: t('toDo') },
    { value: 'given', label: t('givenToOthers') },
    ...(user.role === 'Super Admin' ? [{ value: 'all', label: t('everyone') }] : []),
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
              onChange={(value) => {
                setView(value as View);
                setPage(1);
              }}
            />
            <SegmentedControl
              aria-label={t('openOrDone')}
              data={[
                { value: 'false', label: t('open') },
                { value: 'true', label: t('done2') },
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
            empty={rows.length === 0 ? t(`empty.${view}.${done}`) : null}
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
