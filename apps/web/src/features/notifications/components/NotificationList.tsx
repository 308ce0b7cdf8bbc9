import {
  ActionIcon,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Notification, NotificationPage } from '@studydesk/shared/notifications';
import { IconBellOff, IconCheck, IconChecks } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import classes from './notifications.module.css';

dayjs.extend(relativeTime);

export interface NotificationListProps {
  page: NotificationPage | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onOpen: (item: Notification) => void;
  onMarkRead: (item: Notification) => void;
  onMarkAllRead: () => void;
  markAllPending: boolean;
}

/** The bell's dropdown (SPEC.md 2.3): newest first, unread ones highlighted, each with Mark as read. */
export function NotificationList({
  page,
  isLoading,
  isError,
  onRetry,
  onOpen,
  onMarkRead,
  onMarkAllRead,
  markAllPending,
}: NotificationListProps) {
  const { t } = useTexts('notifications');
  const unread = page?.unread ?? 0;
  return (
    <>
      <Group justify="space-between" px="md" py="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text fw={600} fz="sm">
            {t('notifications')}
          </Text>
          {unread > 0 && (
            <Text fz="xs" c="dimmed">
              {unread} unread
            </Text>
          )}
        </Group>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconChecks size={14} stroke={1.8} />}
          disabled={unread === 0}
          loading={markAllPending}
          onClick={onMarkAllRead}
        >
          {t('markAllAsRead')}
        </Button>
      </Group>
      <Body
        page={page}
        isLoading={isLoading}
        isError={isError}
        onRetry={onRetry}
        onOpen={onOpen}
        onMarkRead={onMarkRead}
      />
    </>
  );
}

function Body({
  page,
  isLoading,
  isError,
  onRetry,
  onOpen,
  onMarkRead,
}: Pick<NotificationListProps, 'page' | 'isLoading' | 'isError' | 'onRetry' | 'onOpen' | 'onMarkRead'>) {
  const { t } = useTexts('notifications');
  if (!page && isLoading) {
    return (
      <Center py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Loader size="sm" aria-label={t('loadingNotifications')} />
      </Center>
    );
  }
  if (!page && isError) {
    return (
      <Stack align="center" gap="xs" py="lg" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text c="dimmed" fz="sm">
          {t('notificationsCouldNotBeLoaded')}
        </Text>
        <Button variant="light" size="compact-sm" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      </Stack>
    );
  }
  if (!page || page.data.length === 0) {
    return (
      <Stack align="center" gap={6} py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <IconBellOff size={28} stroke={1.4} color="var(--mantine-color-dimmed)" />
        <Text c="dimmed" fz="sm" fw={500}>
          {t('noNotifications')}
        </Text>
        <Text c="dimmed" fz="xs" ta="center" px="md">
          {t('youAreToldHereWhen')}
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah={380} type="auto" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <ul aria-label={t('notificationList')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {page.data.map((item) => (
          <NotificationItem key={item._id} item={item} onOpen={onOpen} onMarkRead={onMarkRead} />
        ))}
      </ul>
      {page.page.hasNext && (
        <Text c="dimmed" fz="xs" ta="center" py={6}>
          {t('showingTheNewest', { count: page.data.length })}
        </Text>
      )}
    </ScrollArea.Autosize>
  );
}

function NotificationItem({
  item,
  onOpen,
  onMarkRead,
}: {
  item: Notification;
  onOpen: (item: Notification) => void;
  onMarkRead: (item: Notification) => void;
}) {
  const { t } = useTexts('notifications');
  const created = dayjs(item.createdAt);
  return (
    <li className={classes.item} data-unread={item.isRead ? undefined : true}>
      <span className={classes.dot} data-read={item.isRead ? true : undefined} aria-hidden />
      <UnstyledButton
        className={classes.open}
        onClick={() => onOpen(item)}
        disabled={item.studentId === null && item.isRead}
      >
        <Text fz="sm" fw={item.isRead ? 400 : 600} lh={1.35}>
          {item.message}
        </Text>
        <Text fz="xs" className={classes.time} mt={2} title={formatOfficeDateTime(item.createdAt)}>
          {created.fromNow()}
        </Text>
        {/* Named by its content (the message, when, and whether unread): an aria-label without the time on the
            screen failed axe-core 4.14's label-in-name rule. */}
        {!item.isRead && <VisuallyHidden component="span">{t('unread')}</VisuallyHidden>}
      </UnstyledButton>
      {!item.isRead && (
        <Tooltip label={t('markAsRead')} withArrow position="left" openDelay={300}>
          <ActionIcon
            variant="subtle"
            size="sm"
            mt={2}
            aria-label={t('markAsRead2', { message: item.message })}
            onClick={() => onMarkRead(item)}
          >
            <IconCheck size={16} stroke={1.8} />
          </ActionIcon>
        </Tooltip>
      )}
    </li>
  );
}
