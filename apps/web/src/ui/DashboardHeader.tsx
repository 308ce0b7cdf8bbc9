import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import type { Session } from '@studydesk/shared/auth';
import { useState } from 'react';
import { formatDhakaDate, formatDhakaTime } from './dhaka-time.ts';

function greeting(hour: number) {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), everyMs, { autoInvoke: true });
  return now;
}

/** The welcome line of every dashboard; the Super Admin's also carries the live office clock (SPEC.md 2.5). */
export function DashboardHeader({ session, withClock = false }: { session: Session; withClock?: boolean }) {
  const now = useNow(withClock ? 1000 : 60_000);
  const dhakaHour = Number(formatDhakaTime(now).slice(0, 2));
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={6}>
          <Text c="dimmed" fz="sm">
            {greeting(dhakaHour)},
          </Text>
          <Title order={1} fz="h2">
            {session.user.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light" tt="none" radius="sm">
              {session.user.role}
            </Badge>
            <Text c="dimmed" fz="sm">
              Employee ID {session.user.employee_id}
            </Text>
          </Group>
        </Stack>
        <Stack gap={2} align="flex-end">
          {withClock && (
            <Text fz={28} fw={600} ff="monospace" lh={1.1} aria-label="Time in Dhaka">
              {formatDhakaTime(now)}
            </Text>
          )}
          <Text c="dimmed" fz="sm">
            {formatDhakaDate(now)} · Dhaka time
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
