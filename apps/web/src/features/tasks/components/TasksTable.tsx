import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Task } from '@studydesk/shared/tasks';
import { IconCheck, IconRotate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { toast } from '../../../ui/toast.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import { opensStudents } from '../../students/student-pages.ts';
import { useUpdateTask } from '../queries.ts';

/** Complete an open task, or reopen a done one; the assignee, the creator and Super Admin may. */
function DoneButton({ task, onRowGone }: { task: Task; onRowGone?: () => void }) {
  const { t } = useTexts('tasks');
  const update = useUpdateTask();
  const done = !task.done;
  return (
    <Button
      size="xs"
      variant={task.done ? 'default' : 'light'}
      leftSection={task.done ? <IconRotate size={14} /> : <IconCheck size={14} />}
      loading={update.isPending}
      aria-label={task.done ? t('reopenTask', { title: task.title }) : t('completeTask', { title: task.title })}
      // The row leaves the list once saved (open and done are two lists), so the toast follows the promise.
      onClick={() =>
        void update.mutateAsync({ id: task._id, done }).then(
          () => {
            toast.success(done ? t('taskCompleted') : t('taskReopened'));
            onRowGone?.();
          },
          () => {},
        )
      }
    >
      {task.done ? t('reopen') : t('complete')}
    </Button>
  );
}

function DueText({ task }: { task: Task }) {
  const { t } = useTexts('tasks');
  return task.done && task.doneAt ? (
    <Text fz="sm" c="dimmed">
      {t('done', { at: formatOfficeDateTime(task.doneAt) })}
    </Text>
  ) : (
    <Text fz="sm" c={task.overdue ? 'var(--mantine-color-red-text)' : undefined}>
      {task.overdue ? t('overdueSince') : t('due')}
      {formatOfficeDateTime(task.dueAt)}
    </Text>
  );
}

function StudentLink({ task }: { task: Task }) {
  if (!task.student) return '—';
  const { studentId, fullName, openAs } = task.student;
  const label = `${fullName} (${studentId})`;
  // Hr, the Software Engineer and Accounts have tasks but no student pages: unless another role of theirs opens the
  // student (openAs), it is named, not linked.
  if (!opensStudents(openAs)) return <Text fz="sm">{label}</Text>;
  return (
    <Anchor component={Link} fz="sm" to={PAGES.studentDetails.path(openAs, { studentId, counselorId: 'none' })}>
      {label}
    </Anchor>
  );
}

/** On a phone: one card a task, everything readable without scrolling sideways. */
function TaskCards({
  tasks,
  who,
  onRowGone,
}: {
  tasks: Task[];
  who: (person: Task['assignee']) => string;
  onRowGone?: () => void;
}) {
  const { t } = useTexts('tasks');
  return (
    <Stack gap="sm">
      {tasks.map((task) => (
        <Paper key={task._id} withBorder radius="md" p="sm" role="group" aria-label={task.title}>
          <Stack gap={4}>
            <Text fz="sm" fw={600} td={task.done ? 'line-through' : undefined}>
              {task.title}
            </Text>
            <StudentLink task={task} />
            <Text fz="xs" c="dimmed">
              {task.creator._id === task.assignee._id
                ? t('ownTask', { creator: who(task.creator) })
                : t('fromTo', { creator: who(task.creator), assignee: who(task.assignee) })}
            </Text>
            <Group justify="space-between" gap="xs">
              <DueText task={task} />
              <DoneButton task={task} onRowGone={onRowGone} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Tasks with who gives them to whom, when they are due or were done, and the one action each needs; `onRowGone`
 * follows a task completed or reopened, which leaves the list it was in.
 */
export function TasksTable({ tasks, onRowGone }: { tasks: Task[]; onRowGone?: () => void }) {
  const { t } = useTexts('tasks');
  const { user } = useAreaSession();
  const phone = usePhone();
  const who = (person: Task['assignee']) => (person._id === user._id ? t('whoMe') : person.name);
  if (phone) return <TaskCards tasks={tasks} who={who} onRowGone={onRowGone} />;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('task')}</Table.Th>
            <Table.Th>{t('student')}</Table.Th>
            <Table.Th>{t('assignedTo')}</Table.Th>
            <Table.Th>{t('from')}</Table.Th>
            <Table.Th>{t('due2')}</Table.Th>
            <Table.Th w={120}>{t('action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task._id}>
              <Table.Td>
                <Text fz="sm" fw={600} td={task.done ? 'line-through' : undefined}>
                  {task.title}
                </Text>
                {task.note && (
                  <Text fz="xs" c="dimmed" lineClamp={2}>
                    {task.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StudentLink task={task} />
              </Table.Td>
              <Table.Td>{who(task.assignee)}</Table.Td>
              <Table.Td>{who(task.creator)}</Table.Td>
              <Table.Td>
                <DueText task={task} />
              </Table.Td>
              <Table.Td>
                <DoneButton task={task} onRowGone={onRowGone} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
