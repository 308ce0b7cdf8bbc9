import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconApi,
  IconClock,
  IconDatabase,
  IconHeartbeat,
  IconPlugConnected,
  IconRefresh,
  IconServer2,
  IconTag,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { DashboardHeader } from '../../../ui/DashboardHeader.tsx';
import { formatDhakaTime } from '../../../ui/dhaka-time.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { RAW_HEALTH_URL, useHealth, useSystemStatus } from '../queries.ts';
import { formatUptime } from '../uptime.ts';

function StatusCard({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Text c="dimmed" fz="xs" tt="uppercase" fw={700} style={{ letterSpacing: '0.05em' }}>
            {label}
          </Text>
          {children}
        </Stack>
        <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** The Software Engineer's dashboard: the live state of this StudyDesk installation from GET /health. */
export function EngineerDashboardPage() {
  const { t } = useTexts('system');
  useDocumentTitle('Dashboard · StudyDesk');
  const session = useAreaSession();
  const health = useHealth();
  const data = health.data;
  const system = useSystemStatus();
  const status = system.data;

  return (
    <Stack gap="xl">
      <DashboardHeader session={session} />
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('systemStatus')}
          </Title>
          <Group gap="sm">
            {health.dataUpdatedAt > 0 && (
              <Text c="dimmed" fz="sm">
                Checked at {formatDhakaTime(new Date(health.dataUpdatedAt))}
              </Text>
            )}
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} stroke={1.8} />}
              onClick={() => {
                void health.refetch();
                void system.refetch();
              }}
              disabled={health.isFetching}
            >
              {t('checkNow')}
            </Button>
          </Group>
        </Group>
        {health.isError && <ErrorAlert title={t('theStatusCheckFailed')}>{health.error.message}</ErrorAlert>}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <StatusCard label={t('service')} icon={<IconHeartbeat size={20} stroke={1.6} />}>
            {data ? (
              <Badge size="lg" tt="none" color={data.status === 'ok' ? 'teal' : 'orange'} variant="light">
                {data.status === 'ok' ? 'Running' : 'Degraded'}
              </Badge>
            ) : (
              <Skeleton h={26} w={90} />
            )}
          </StatusCard>
          <StatusCard label={t('database')} icon={<IconDatabase size={20} stroke={1.6} />}>
            {data ? (
              <Badge size="lg" tt="none" color={data.database === 'up' ? 'teal' : 'red'} variant="light">
                {data.database === 'up' ? 'Up' : 'Down'}
              </Badge>
            ) : (
              <Skeleton h={26} w={60} />
            )}
          </StatusCard>
          <StatusCard label={t('version')} icon={<IconTag size={20} stroke={1.6} />}>
            {data ? (
              <Text fz="xl" fw={600} ff="monospace">
                {data.version}
              </Text>
            ) : (
              <Skeleton h={26} w={80} />
            )}
          </StatusCard>
          <StatusCard label={t('uptime')} icon={<IconClock size={20} stroke={1.6} />}>
            {data ? (
              <Text fz="xl" fw={600}>
                {formatUptime(data.uptimeSeconds)}
              </Text>
            ) : (
              <Skeleton h={26} w={100} />
            )}
          </StatusCard>
        </SimpleGrid>
        {system.isError && (
          <ErrorAlert color="orange" title={t('storageAndClientsUnknown')}>
            {system.error.message}
          </ErrorAlert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <StatusCard label={t('fileStorage')} icon={<IconServer2 size={20} stroke={1.6} />}>
            {status ? (
              <Text fz="xl" fw={600}>
                {status.storage === 's3' ? 'S3 bucket' : 'Local disk'}
              </Text>
            ) : system.isError ? (
              <Text c="dimmed">—</Text>
            ) : (
              <Skeleton h={26} w={100} />
            )}
          </StatusCard>
          <StatusCard label={t('liveClients')} icon={<IconPlugConnected size={20} stroke={1.6} />}>
            {status ? (
              <Text fz="xl" fw={600}>
                {status.connectedClients}
              </Text>
            ) : system.isError ? (
              <Text c="dimmed">—</Text>
            ) : (
              <Skeleton h={26} w={40} />
            )}
          </StatusCard>
        </SimpleGrid>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
              <IconApi size={20} stroke={1.6} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{t('apiReference')}</Text>
              <Text c="dimmed" fz="sm">
                {t('everyCallOfApiV1')}
              </Text>
            </div>
          </Group>
          <Group gap="sm">
            <Button component="a" href="/api/docs" target="_blank" rel="noreferrer" variant="light">
              {t('openApiReference')}
            </Button>
            <Button component="a" href={RAW_HEALTH_URL} target="_blank" rel="noreferrer" variant="default">
              {t('rawHealthAnswer')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
