import { Button, Chip, Group, Paper, Stack, Text, Timeline, Title, Tooltip } from '@mantine/core';
import type { TIMELINE_GROUPS, TimelineEntry, TimelineGroup } from '@studydesk/shared/timeline';
import {
  IconAppWindow,
  IconBrandWhatsapp,
  IconCalendarCheck,
  IconChecklist,
  IconFileText,
  IconMail,
  IconMailX,
  IconMessageCircle,
  IconPlaneDeparture,
  IconPoint,
  IconProgress,
  type IconProps,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeMoment } from '../../../ui/dhaka-time.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { describeEntry, timeAgo } from '../describe.ts';
import { useTimeline } from '../queries.ts';

type ChipGroup = keyof typeof TIMELINE_GROUPS;
const CHIPS: ChipGroup[] = ['status', 'advice', 'documents', 'tasks', 'messages', 'applications', 'visa'];

const LOOK: Record<TimelineGroup, { icon: ComponentType<IconProps>; color: string }> = {
  status: { icon: IconProgress, color: 'blue' },
  advice: { icon: IconMessageCircle, color: 'grape' },
  documents: { icon: IconFileText, color: 'cyan' },
  tasks: { icon: IconChecklist, color: 'orange' },
  messages: { icon: IconMail, color: 'indigo' },
  applications: { icon: IconAppWindow, color: 'violet' },
  visa: { icon: IconPlaneDeparture, color: 'teal' },
  record: { icon: IconPoint, color: 'gray' },
};

function lookOf(entry: TimelineEntry) {
  if (entry.kind === 'message-failed') return { icon: IconMailX, color: 'red' };
  if (entry.kind === 'whatsapp-opened') return { icon: IconBrandWhatsapp, color: 'green' };
  if (entry.kind === 'next-action-set') return { icon: IconCalendarCheck, color: 'orange' };
  return LOOK[entry.group];
}

/** Who did it: an employee, the student through the upload link, or StudyDesk itself. */
function byWhom(entry: TimelineEntry) {
  if (entry.actor) return entry.actor.name;
  return entry.payload.via === 'upload-link' ? 'The student' : 'StudyDesk';
}

function Entry({ entry }: { entry: TimelineEntry }) {
  const { title, detail } = describeEntry(entry);
  return (
    <>
      <Text fz="sm" fw={600}>
        {title}
      </Text>
      {detail && (
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
          {detail}
        </Text>
      )}
      <Text fz="xs" c="dimmed" mt={2}>
        {byWhom(entry)} ·{' '}
        <Tooltip
          label={formatOfficeMoment(entry.at, 'dateTime')}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Text component="time" fz="xs" dateTime={entry.at} tabIndex={0} style={{ cursor: 'help' }}>
            {timeAgo(entry.at)}
          </Text>
        </Tooltip>
      </Text>
    </>
  );
}

/** The Timeline tab of a student: everything that happened to the student, newest first, filtered by kind. */
export function StudentTimeline({ studentId }: { studentId: number }) {
  const { t } = useTexts('timeline');
  const [groups, setGroups] = useState<TimelineGroup[]>([]);
  const timeline = useTimeline(studentId, groups);
  const entries = timeline.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} fz="h4">
            {t('timeline')}
          </Title>
          <Chip.Group multiple value={groups} onChange={(value) => setGroups(value as TimelineGroup[])}>
            <Group gap={6} role="group" aria-label={t('showOnly')}>
              {CHIPS.map((value) => (
                <Chip key={value} value={value} size="xs" variant="light">
                  {t(`chips.${value}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Group>
        <ListState
          loading={timeline.isPending}
          error={timeline.error}
          onRetry={() => void timeline.refetch()}
          empty={entries.length === 0 ? (groups.length ? t('nothingOfTheseKindsYet') : t('nothingHappenedYet')) : null}
          hint={t('advicesStatusChangesDocumentsTasks')}
        >
          <Timeline bulletSize={28} lineWidth={2} role="list" aria-label={t('timeline')}>
            {entries.map((entry) => {
              const { icon: Icon, color } = lookOf(entry);
              return (
                <Timeline.Item
                  key={entry._id}
                  role="listitem"
                  bullet={
                    <Icon size={15} stroke={1.8} color={`var(--mantine-color-${color}-light-color)`} aria-hidden />
                  }
                >
                  <Entry entry={entry} />
                </Timeline.Item>
              );
            })}
          </Timeline>
          {timeline.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                size="sm"
                loading={timeline.isFetchingNextPage}
                onClick={() => void timeline.fetchNextPage()}
              >
                {t('loadMore')}
              </Button>
            </Group>
          )}
        </ListState>
      </Stack>
    </Paper>
  );
}
