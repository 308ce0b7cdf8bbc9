import { ActionIcon, Button, Divider, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/**
 * The bell of SPEC.md 2.3. The notifications feature fills the list, the unread count and Mark as read;
 * until then it is truthfully empty.
 */
export function NotificationBell() {
  const unread = 0;
  return (
    <Popover position="bottom-end" width={320} shadow="md" withArrow arrowPosition="center">
      <Popover.Target>
        <Indicator disabled={unread === 0} label={unread} size={16} offset={4} color="red">
          <ActionIcon variant="default" size="lg" radius="md" aria-label="Notifications">
            <IconBell size={18} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="xs">
          <Text fw={600} fz="sm">
            Notifications
          </Text>
          <Button variant="subtle" size="compact-xs" disabled={unread === 0}>
            Mark as read
          </Button>
        </Group>
        <Divider />
        <Stack align="center" py="xl">
          <Text c="dimmed" fz="sm">
            No notifications
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
