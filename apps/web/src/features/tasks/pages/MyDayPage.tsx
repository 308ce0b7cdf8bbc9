import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type StudentDocumentSlot, slotLabel } from '@studydesk/shared/documents';
import type { MyDay } from '@studydesk/shared/tasks';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { NoNextStep } from '../../../ui/FollowUpMark.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { DayItemList } from '../components/DayItemList.tsx';
import { NewTaskModal } from '../components/NewTaskModal.tsx';
import { useMarkSeen, useMyDay } from '../queries.ts';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} fz="h5">
            {title}
          </Title>
          <Badge variant="light" color={count ? 'blue' : 'gray'}>
            {count}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

const SHOWN = 8;

/** The first few rows, and the rest on request: a long list must not push the other sections off the screen. */
function ShortList({ items }: { items: ReactNode[] }) {
  const [all, setAll] = useState(false);
  return (
    <Stack gap="xs">
      {all ? items : items.slice(0, SHOWN)}
      {items.length > SHOWN && (
        <Anchor component="button" type="button" fz="xs" ta="left" onClick={() => setAll((a) => !a)}>
          {all ? 'Show fewer' : `Show ${items.length - SHOWN} more`}
        </Anchor>
      )}
    </Stack>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" c="dimmed">
      {children}
    </Text>
  );
}

type StudentRef = MyDay['stalled'][number];

/** My Day (issue #15): what needs the user today, in one place, with one click to act. */
export function MyDayPage() {
  const { user } = useAreaSession();
  const day = useMyDay();
  const seen = useMarkSeen();
  const [creating, setCreating] = useState(false);
  const open = (s: Pick<StudentRef, 'studentId' | 'counselorEmployeeId'>) =>
    PAGES.studentDetails.path(user.role, { studentId: s.studentId, counselorId: s.counselorEmployeeId ?? 'none' });
  const data = day.data;
  return (
    <Stack gap="lg">
      <PageTitle
        title="My Day"
        description="What needs you now: overdue and due work, new students, students gone quiet and new uploads."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New task
          </Button>
        }
      />
      <ListState
        loading={day.isPending}
        error={day.isError ? day.error : null}
        onRetry={() => day.refetch()}
        empty={null}
      >
        {data && (
          <Stack gap="md">
            {data.team.length > 0 && (
              <Section title="The office today" count={data.team.length}>
                <Table.ScrollContainer minWidth={420}>
                  <Table striped highlightOnHover>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Employee</Table.Th>
                        <Table.Th>Overdue</Table.Th>
                        <Table.Th>Stalled students</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.team.map((row) => (
                        <Table.Tr key={row.employee._id}>
                          <Table.Td>
                            <Anchor
                              component={Link}
                              to={PAGES.employeeDetail.path('Super Admin', { id: row.employee._id })}
                            >
                              {row.employee.name} ({row.employee.employee_id})
                            </Anchor>
                          </Table.Td>
                          <Table.Td c={row.overdue ? 'var(--mantine-color-red-text)' : undefined}>
                            {row.overdue}
                          </Table.Td>
                          <Table.Td>{row.stalled}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Section>
            )}
            <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
              <Section title="Overdue" count={data.overdue.length}>
                {data.overdue.length ? (
                  <DayItemList items={data.overdue} />
                ) : (
                  <Empty>Nothing is late. Well done.</Empty>
                )}
              </Section>
              <Section title="Due today" count={data.dueToday.length}>
                {data.dueToday.length ? (
                  <DayItemList items={data.dueToday} />
                ) : (
                  <Empty>Nothing else is due today. Tasks and next steps you set appear here on their day.</Empty>
                )}
              </Section>
              <Section title="Next 7 days" count={data.upcoming.length}>
                {data.upcoming.length ? (
                  <DayItemList items={data.upcoming} />
                ) : (
                  <Empty>No next step is planned this week: set one on a student’s page, or create a task.</Empty>
                )}
              </Section>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
              <Section title="New assignments" count={data.newAssignments.length}>
                {data.newAssignments.length ? (
                  <Stack gap="xs">
                    <ShortList
                      items={data.newAssignments.map((s) => (
                        <Group key={s.studentId} justify="space-between" wrap="nowrap">
                          <Anchor component={Link} to={open(s)} fz="sm">
                            {s.fullName} ({s.studentId})
                          </Anchor>
                          <Stack gap={2} align="flex-end">
                            <Text fz="xs" c="dimmed">
                              {formatOfficeDateTime(s.assignedAt)}
                            </Text>
                            {s.nextDueAt === null && <NoNextStep />}
                          </Stack>
                        </Group>
                      ))}
                    />
                    <Button size="xs" variant="light" loading={seen.isPending} onClick={() => seen.mutate()}>
                      Got it
                    </Button>
                  </Stack>
                ) : (
                  <Empty>No student became yours since your last visit.</Empty>
                )}
              </Section>
              <Section title="Stalled students" count={data.stalled.length}>
                {data.stalled.length ? (
                  <ShortList
                    items={data.stalled.map((s) => (
                      <Group key={s.studentId} justify="space-between" wrap="nowrap" gap="xs">
                        <Anchor component={Link} to={open(s)} fz="sm" style={{ minWidth: 0 }}>
                          {s.fullName} ({s.studentId})
                        </Anchor>
                        <Stack gap={2} align="flex-end">
                          <StatusBadge status={s.status} />
                          <Text fz="xs" c="var(--mantine-color-orange-text)" style={{ whiteSpace: 'nowrap' }}>
                            {s.daysInStage} days in stage
                          </Text>
                          {s.nextDueAt === null && <NoNextStep />}
                        </Stack>
                      </Group>
                    ))}
                  />
                ) : (
                  <Empty>No student has gone quiet for longer than their stage allows.</Empty>
                )}
              </Section>
              <Section title="Documents to review" count={data.documentsToReview.length}>
                {data.documentsToReview.length ? (
                  <Stack gap="xs">
                    {data.documentsToReview.map((d) => (
                      <Group key={d.documentId} justify="space-between" wrap="nowrap" gap="xs">
                        <Stack gap={0}>
                          <Anchor href={d.url} target="_blank" rel="noopener noreferrer" fz="sm">
                            {slotLabel(d.slot as StudentDocumentSlot)}
                          </Anchor>
                          <Anchor component={Link} to={open(d.student)} fz="xs" c="dimmed">
                            {d.student.fullName} ({d.student.studentId})
                          </Anchor>
                        </Stack>
                        <Text fz="xs" c="dimmed">
                          {formatOfficeDateTime(d.uploadedAt)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                ) : (
                  <Empty>Files your students send through their upload link wait here until someone opens them.</Empty>
                )}
              </Section>
            </SimpleGrid>
          </Stack>
        )}
      </ListState>
      <NewTaskModal opened={creating} onClose={() => setCreating(false)} selfId={user._id} />
    </Stack>
  );
}
