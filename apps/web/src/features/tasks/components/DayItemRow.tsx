import { ActionIcon, Anchor, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import type { DayItem } from '@studydesk/shared/tasks';
import { IconCheck, IconClockPause, IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { toast } from '../../../ui/toast.ts';
import { useMenuDialog } from '../../../ui/use-menu-dialog.ts';
import { WhatsappMenu } from '../../../ui/WhatsappMenu.tsx';
import { useOpenWhatsapp, useTemplates } from '../../messages/template-queries.ts';
import { useSetNextAction, useUpdateTask } from '../queries.ts';
import { SnoozeModal } from './SnoozeModal.tsx';

const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * One line of My Day: what, about whom, when; open the student, complete a task, or snooze it. A student of another
 * role the user holds (openAs) is worked on in that role's area: the row links there, and leaves out what would ask
 * the server about the student in this role (WhatsApp, moving its next step), which would be refused.
 */
export function DayItemRow({ item }: { item: DayItem }) {
  const { t } = useTexts('tasks');
  const { user } = useAreaSession();
  const elsewhere = item.student !== null && item.student.openAs !== user.role;
  const updateTask = useUpdateTask();
  const setNext = useSetNextAction();
  const [picking, setPicking] = useState(false);
  const snoozeMenu = useMenuDialog();
  const busy = updateTask.isPending || setNext.isPending;
  // The row leaves its list as soon as the change is saved (done, or moved to another day), which unmounts it:
  // per-call callbacks of `mutate` would then be skipped, so the toasts follow the promise instead. Errors of a task
  // are shown by the query client; a next step's are shown inline elsewhere, so here as a toast.
  const snooze = (dueAt: string) => {
    const moved = () => toast.success(t('movedTo', { value: formatOfficeDateTime(dueAt) }));
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
      () => toast.success(t('taskCompleted')),
      () => {},
    );
  return (
    <Paper withBorder radius="md" p="sm">
      {/* The actions under the text, not beside it: in a third of a desktop the title kept a word a line. */}
      <Stack gap={6}>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Badge size="sm" variant="light" color={item.kind === 'task' ? 'blue' : 'grape'} style={{ flexShrink: 0 }}>
              {item.kind === 'task' ? t('task') : t('nextStep2')}
            </Badge>
            <Text fw={600} fz="sm">
              {item.title}
            </Text>
          </Group>
          <Text fz="xs" c={item.overdue ? 'var(--mantine-color-red-text)' : 'dimmed'}>
            {item.overdue ? t('overdueSince') : t('due')}
            {formatOfficeDateTime(item.dueAt)}
          </Text>
          {item.student && (
            <Anchor
              component={Link}
              fz="sm"
              to={PAGES.studentDetails.path(item.student.openAs, {
                studentId: item.student.studentId,
                counselorId: item.student.counselorEmployeeId ?? 'none',
              })}
            >
              {item.student.fullName} ({item.student.studentId})
            </Anchor>
          )}
        </Stack>
        <Group gap={4} justify="flex-end">
          {item.student && !elsewhere && (
            <DayWhatsapp studentId={item.student.studentId} fullName={item.student.fullName} />
          )}
          {item.kind === 'task' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCheck size={14} />}
              loading={updateTask.isPending}
              onClick={complete}
            >
              {t('complete')}
            </Button>
          )}
          {(item.kind === 'task' || !elsewhere) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  ref={snoozeMenu.trigger}
                  variant="subtle"
                  aria-label={t('snooze2', { title: item.title })}
                  disabled={busy}
                >
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('snooze')}</Menu.Label>
                <Menu.Item leftSection={<IconClockPause size={14} />} onClick={() => snooze(later(1))}>
                  {t('n1Day')}
                </Menu.Item>
                <Menu.Item leftSection={<IconClockPause size={14} />} onClick={() => snooze(later(3))}>
                  {t('n3Days')}
                </Menu.Item>
                <Menu.Item onClick={snoozeMenu.opening(() => setPicking(true))}>{t('pickADate')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Stack>
      <SnoozeModal opened={picking} onClose={() => setPicking(false)} onPick={snooze} />
    </Paper>
  );
}

/** WhatsApp click-to-chat with the row's student, a template filled in; the click is logged on the timeline. */
function DayWhatsapp({ studentId, fullName }: { studentId: number; fullName: string }) {
  const { t } = useTexts('tasks');
  const templates = useTemplates();
  const open = useOpenWhatsapp(studentId);
  return (
    <WhatsappMenu
      compact
      label={t('whatsApp', { fullName })}
      choices={templates.data?.templates ?? []}
      onChoose={(templateKey) => open.mutate({ templateKey })}
      loading={open.isPending}
    />
  );
}
