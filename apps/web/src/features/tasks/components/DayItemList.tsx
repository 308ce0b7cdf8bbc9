import { ActionIcon, Anchor, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import type { DayItem } from '@studydesk/shared/tasks';
import { IconCheck, IconClockPause, IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { toast } from '../../../ui/toast.ts';
import { useSetNextAction, useUpdateTask } from '../queries.ts';
import { SnoozeModal } from './SnoozeModal.tsx';

const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** One line of My Day: what, about whom, when; open the student, complete a task, or snooze it. */
function DayItemRow({ item }: { item: DayItem }) {
  const { user } = useAreaSession();
  const updateTask = useUpdateTask();
  const setNext = useSetNextAction();
  const [picking, setPicking] = useState(false);
  const busy = updateTask.isPending || setNext.isPending;
  // The row leaves its list as soon as the change is saved (done, or moved to another day), which unmounts it:
  // per-call callbacks of `mutate` would then be skipped, so the toasts follow the promise instead. Errors of a task
  // are shown by the query client; a next step's are shown inline elsewhere, so here as a toast.
  const snooze = (dueAt: string) => {
    const moved = () => toast.success(`Moved to ${formatOfficeDateTime(dueAt)}.`);
    if (item.kind === 'task') void updateTask.mutateAsync({ id: item.id, dueAt }).then(moved, () => {});
    else if (item.student) {
      const note = item.title === 'Next step' ? '' : item.title;
      void setNext
        .mutateAsync({ studentId: item.student.studentId, dueAt, note })
        .then(moved, (error: Error) => toast.error(error.message));
    }
  };
  const complete = () =>
    void updateTask.mutateAsync({ id: item.id, done: true }).then(
      () => toast.success('Task completed.'),
      () => {},
    );
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={item.kind === 'task' ? 'blue' : 'grape'}>
              {item.kind === 'task' ? 'Task' : 'Next step'}
            </Badge>
            <Text fw={600} fz="sm">
              {item.title}
            </Text>
          </Group>
          <Text fz="xs" c={item.overdue ? 'var(--mantine-color-red-text)' : 'dimmed'}>
            {item.overdue ? 'Overdue since ' : 'Due '}
            {formatOfficeDateTime(item.dueAt)}
          </Text>
          {item.student && (
            <Anchor
              component={Link}
              fz="sm"
              to={PAGES.studentDetails.path(user.role, {
                studentId: item.student.studentId,
                counselorId: item.student.counselorEmployeeId ?? 'none',
              })}
            >
              {item.student.fullName} ({item.student.studentId})
            </Anchor>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {item.kind === 'task' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCheck size={14} />}
              loading={updateTask.isPending}
              onClick={complete}
            >
              Complete
            </Button>
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Snooze ${item.title}`} disabled={busy}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Snooze</Menu.Label>
              <Menu.Item leftSection={<IconClockPause size={14} />} onClick={() => snooze(later(1))}>
                +1 day
              </Menu.Item>
              <Menu.Item leftSection={<IconClockPause size={14} />} onClick={() => snooze(later(3))}>
                +3 days
              </Menu.Item>
              <Menu.Item onClick={() => setPicking(true)}>Pick a date…</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <SnoozeModal opened={picking} onClose={() => setPicking(false)} onPick={snooze} />
    </Paper>
  );
}

export function DayItemList({ items }: { items: DayItem[] }) {
  return (
    <Stack gap="xs">
      {items.map((item) => (
        <DayItemRow key={`${item.kind}:${item.id}`} item={item} />
      ))}
    </Stack>
  );
}
