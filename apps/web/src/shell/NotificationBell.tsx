import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import type { Session } from '@studydesk/shared/auth';
import type { Notification } from '@studydesk/shared/notifications';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { NotificationList } from '../features/notifications/components/NotificationList.tsx';
import { unreadLabel } from '../features/notifications/notification-cache.ts';
import { notificationTarget } from '../features/notifications/notification-target.ts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../features/notifications/queries.ts';
import { useLiveNotifications } from '../features/notifications/use-live-notifications.ts';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * The bell of SPEC.md 2.3, in every area's top bar: the unread count, the newest notifications, Mark as read.
 * It also holds the live connection, so there is one per signed-in area.
 */
export function NotificationBell({ session }: { session: Session }) {
  const { employee_id: employeeId } = session.user;
  const { t } = useTexts('shell');
  const navigate = useNavigate();
  const [opened, dropdown] = useDisclosure(false);
  useLiveNotifications(employeeId);
  const list = useNotifications(employeeId);
  const markRead = useMarkNotificationRead(employeeId);
  const markAll = useMarkAllNotificationsRead(employeeId);

  // The popover closes on Escape only from inside its dropdown, but focus is on the bell after opening it and on the
  // page after Mark all as read (the button it was on turns disabled): Escape closes the open list wherever focus is.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') dropdown.close();
  });

  const unread = list.data?.unread ?? 0;
  const label = unreadLabel(unread);

  const open = (item: Notification) => {
    if (!item.isRead) markRead.mutate(item._id);
    const target = notificationTarget(item, session);
    if (!target) return;
    dropdown.close();
    void navigate(target);
  };

  return (
    <Popover
      opened={opened}
      // Controlled, so opening a notification can close it; the target does not toggle a controlled popover.
      onChange={(next) => (next ? dropdown.open() : dropdown.close())}
      position="bottom-end"
      width={360}
      shadow="md"
      withArrow
      arrowPosition="center"
      withRoles={false}
    >
      <Popover.Target>
        <Indicator disabled={!label} label={label} size={18} offset={4} color="red" zIndex={2}>
          <ActionIcon
            variant="default"
            size="lg"
            radius="md"
            aria-label={label ? t('notificationsUnread', { unread: label }) : t('notifications')}
            // The popover's own roles would land on the indicator's div (issue 22): the button carries them.
            aria-expanded={opened}
            onClick={dropdown.toggle}
          >
            <IconBell size={18} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <NotificationList
          page={list.data}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          onOpen={open}
          onMarkRead={(item) => markRead.mutate(item._id)}
          onMarkAllRead={() => markAll.mutate()}
          markAllPending={markAll.isPending}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
