import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@studydesk/shared/auth';
import { useTexts } from '../i18n/use-texts.ts';
import { formatDhakaDate, formatDhakaTime } from './dhaka-time.ts';
import { useNow } from './use-now.ts';

/** The key of the greeting for an hour of the office's day. */
function greeting(hour: number) {
  if (hour < 12) return 'goodMorning';
  if (hour < 17) return 'goodAfternoon';
  return 'goodEvening';
}

/** The welcome line of every dashboard; the Super Admin's also carries the live office clock (SPEC.md 2.5). */
export function DashboardHeader({ session, withClock = false }: { session: Session; withClock?: boolean }) {
  const { t } = useTexts('common');
  const now = useNow(withClock ? 1000 : 60_000);
  const dhakaHour = Number(formatDhakaTime(now).slice(0, 2));
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={6}>
          <Text c="dimmed" fz="sm">
            {t(greeting(dhakaHour))}
          </Text>
          <Title order={1} fz="h2">
            {session.user.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light" tt="none" radius="sm">
              {session.user.role}
            </Badge>
            <Text c="dimmed" fz="sm">
              {t('employeeID', { employee_id: session.user.employee_id })}
            </Text>
          </Group>
        </Stack>
        <Stack gap={2} align="flex-end">
          {withClock && (
            <Text fz={28} fw={600} ff="monospace" lh={1.1} aria-label={t('timeInDhaka')}>
              {formatDhakaTime(now)}
            </Text>
          )}
          <Text c="dimmed" fz="sm">
            {t('dhakaTime', { day: formatDhakaDate(now) })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
