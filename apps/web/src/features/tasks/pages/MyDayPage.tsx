import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type StudentDocumentSlot, slotLabel } from '@studydesk/shared/documents';
import { MY_DAY_FIRST, type MyDay } from '@studydesk/shared/tasks';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { NoNextStep } from '../../../ui/FollowUpMark.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { DayItemRow } from '../components/DayItemRow.tsx';
import { NewTaskModal } from '../components/NewTaskModal.tsx';
import { TeamToday } from '../components/TeamToday.tsx';
import { useMarkSeen, useMyDay } from '../queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['messages', 'tasks']);

/**
 * A list of My Day: `more` when the server sent only the first of a longer list (the count gets a "+"); once the
 * whole of each list was asked for (`all`) and it is still longer, it says so.
 */
function Section({
  title,
  count,
  more = false,
  all = false,
  children,
}: {
  title: string;
  count: number;
  more?: boolean;
  all?: boolean;
  children: ReactNode;
}) {
  const { t } = useTexts('tasks');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} fz="h5">
            {title}
          </Title>
          <Badge variant="light" color={count ? 'blue' : 'gray'}>
            {more ? `${count}+` : count}
          </Badge>
        </Group>
        {children}
        {more && all && (
          <Text fz="xs" c="dimmed">
            {t('onlyTheFirstShown', { value: count })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The rows a list shows before "Show more": the server's first page, so the first answer carries what is seen. */
const SHOWN = MY_DAY_FIRST.page;

/**
 * The first few rows, and the rest on request: a long list must not push the other sections off the screen. When
 * the server holds more than it sent (`more`), opening the list asks it for the rest (`onMore`); until they come,
 * how many more is unknown.
 */
function ShortList({ items, more, onMore }: { items: ReactNode[]; more: boolean; onMore: () => void }) {
  const { t } = useTexts('tasks');
  const [open, setOpen] = useState(false);
  const hidden = items.length - SHOWN;
  const toggle = () => {
    if (!open && more) onMore();
    setOpen((o) => !o);
  };
  // How many more, once they are here; "+" while the server holds still more.
  const showMore = hidden > 0 ? t('showMore2', { value: more ? `${hidden}+` : hidden }) : t('showMore');
  return (
    <Stack gap="xs">
      {open ? items : items.slice(0, SHOWN)}
      {(hidden > 0 || more) && (
        <Anchor component="button" type="button" fz="xs" ta="left" onClick={toggle}>
          {open ? t('showFewer') : showMore}
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

const dayRow = (item: MyDay['overdue'][number]) => <DayItemRow key={`${item.kind}:${item.id}`} item={item} />;

/** My Day (issue #15): what needs the user today, in one place, with one click to act. */
export function MyDayPage() {
  const { t } = useTexts('tasks');
  const { user } = useAreaSession();
  // Each list's first page; all of each list once the user opens one that has more.
  const [all, setAll] = useState(false);
  const day = useMyDay(all);
  // The whole lists are here (not the first page still shown while they come).
  const whole = all && !day.isPlaceholderData;
  const data = day.data;
  // A list's section (its count, whether the server holds more) and its rows' "Show more".
  const section = (list: keyof MyDay['more']) => ({
    count: data?.[list].length ?? 0,
    more: data?.more[list] ?? false,
    all: whole,
  });
  const more = (list: keyof MyDay['more']) => ({ more: data?.more[list] ?? false, onMore: () => setAll(true) });
  const seen = useMarkSeen();
  const [creating, setCreating] = useState(false);
  const open = (s: Pick<StudentRef, 'studentId' | 'counselorEmployeeId' | 'openAs'>) =>
    PAGES.studentDetails.path(s.openAs, { studentId: s.studentId, counselorId: s.counselorEmployeeId ?? 'none' });
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('myDay')}
        description={t('whatNeedsYouNowOverdue')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('newTask')}
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
              <Section title={t('theOfficeToday')} count={data.team.length}>
                <TeamToday team={data.team} />
              </Section>
            )}
            <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
              <Section title={t('overdue2')} {...section('overdue')}>
                {data.overdue.length ? (
                  <ShortList items={data.overdue.map(dayRow)} {...more('overdue')} />
                ) : (
                  <Empty>{t('nothingIsLateWellDone')}</Empty>
                )}
              </Section>
              <Section title={t('dueToday')} {...section('dueToday')}>
                {data.dueToday.length ? (
                  <ShortList items={data.dueToday.map(dayRow)} {...more('dueToday')} />
                ) : (
                  <Empty>{t('nothingElseIsDueToday')}</Empty>
                )}
              </Section>
              <Section title={t('next7Days')} {...section('upcoming')}>
                {data.upcoming.length ? (
                  <ShortList items={data.upcoming.map(dayRow)} {...more('upcoming')} />
                ) : (
                  <Empty>{t('noNextStepIsPlanned')}</Empty>
                )}
              </Section>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
              <Section title={t('newAssignments')} {...section('newAssignments')}>
                {data.newAssignments.length ? (
                  <Stack gap="xs">
                    <ShortList
                      {...more('newAssignments')}
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
                      {t('gotIt')}
                    </Button>
                  </Stack>
                ) : (
                  <Empty>{t('noStudentBecameYoursSince')}</Empty>
                )}
              </Section>
              <Section title={t('stalledStudents')} {...section('stalled')}>
                {data.stalled.length ? (
                  <ShortList
                    {...more('stalled')}
                    items={data.stalled.map((s) => (
                      <Group key={s.studentId} justify="space-between" wrap="nowrap" gap="xs">
                        <Anchor component={Link} to={open(s)} fz="sm" style={{ minWidth: 0 }}>
                          {s.fullName} ({s.studentId})
                        </Anchor>
                        <Stack gap={2} align="flex-end">
                          <StatusBadge status={s.status} />
                          <Text fz="xs" c="var(--mantine-color-orange-text)" style={{ whiteSpace: 'nowrap' }}>
                            {t('daysInStage', { daysInStage: s.daysInStage })}
                          </Text>
                          {s.nextDueAt === null && <NoNextStep />}
                        </Stack>
                      </Group>
                    ))}
                  />
                ) : (
                  <Empty>{t('noStudentHasGoneQuiet')}</Empty>
                )}
              </Section>
              <Section title={t('documentsToReview')} {...section('documentsToReview')}>
                {data.documentsToReview.length ? (
                  <ShortList
                    {...more('documentsToReview')}
                    items={data.documentsToReview.map((d) => (
                      <Group key={d.documentId} justify="space-between" wrap="nowrap" gap="xs">
                        <Stack gap={0}>
                          {/* A file of another role's student opens once the user works in that role. */}
                          {d.student.openAs === user.role ? (
                            <Anchor href={d.url} target="_blank" rel="noopener noreferrer" fz="sm">
                              {slotLabel(d.slot as StudentDocumentSlot)}
                            </Anchor>
                          ) : (
                            <Text fz="sm">{slotLabel(d.slot as StudentDocumentSlot)}</Text>
                          )}
                          <Anchor component={Link} to={open(d.student)} fz="xs" c="dimmed">
                            {d.student.fullName} ({d.student.studentId})
                          </Anchor>
                        </Stack>
                        <Text fz="xs" c="dimmed">
                          {formatOfficeDateTime(d.uploadedAt)}
                        </Text>
                      </Group>
                    ))}
                  />
                ) : (
                  <Empty>{t('filesYourStudentsSendThrough')}</Empty>
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
