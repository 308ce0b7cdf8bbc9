import { Anchor, Button, Table, Text } from '@mantine/core';
import type { Task } from '@studydesk/shared/tasks';
import { IconCheck, IconRotate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { toast } from '../../../ui/toast.ts';
import { useUpdateTask } from '../queries.ts';

/** Complete an open task, or reopen a done one; the assignee, the creator and Super Admin may. */
function DoneButton({ task }: { task: Task }) {
  const update = useUpdateTask();
  const done = !task.done;
  return (
    <Button
      size="xs"
      variant={task.done ? 'default' : 'light'}
      leftSection={task.done ? <IconRotate size={14} /> : <IconCheck size={14} />}
      loading={update.isPending}
      aria-label={`${task.done ? 'Reopen' : 'Complete'} ${task.title}`}
      onClick={() =>
        update.mutate(
          { id: task._id, done },
          { onSuccess: () => toast.success(done ? 'Task completed.' : 'Task reopened.') },
        )
      }
    >
      {task.done ? 'Reopen' : 'Complete'}
    </Button>
  );
}

/** Tasks with who gives them to whom, when they are due or were done, and the one action each needs. */
export function TasksTable({ tasks }: { tasks: Task[] }) {
  const { user } = useAreaSession();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Task</Table.Th>
            <Table.Th>Student</Table.Th>
            <Table.Th>Assigned to</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th w={120}>Action</Table.Th>
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
                {task.student ? (
                  <Anchor
                    component={Link}
                    fz="sm"
                    to={PAGES.studentDetails.path(user.role, {
                      studentId: task.student.studentId,
                      counselorId: 'none',
                    })}
                  >
                    {task.student.fullName} ({task.student.studentId})
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>{task.assignee._id === user._id ? 'Me' : task.assignee.name}</Table.Td>
              <Table.Td>{task.creator._id === user._id ? 'Me' : task.creator.name}</Table.Td>
              <Table.Td>
                {task.done && task.doneAt ? (
                  <Text fz="sm" c="dimmed">
                    Done {formatOfficeDateTime(task.doneAt)}
                  </Text>
                ) : (
                  <Text fz="sm" c={task.overdue ? 'var(--mantine-color-red-text)' : undefined}>
                    {task.overdue ? 'Overdue since ' : ''}
                    {formatOfficeDateTime(task.dueAt)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <DoneButton task={task} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
