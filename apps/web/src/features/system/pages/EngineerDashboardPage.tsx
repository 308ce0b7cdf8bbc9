import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconApi,
  IconClock,
  IconDatabase,
  IconHeartbeat,
  IconPlugConnected,
  IconRefresh,
  IconServer2,
  IconTag,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { DashboardHeader } from '../../../ui/DashboardHeader.tsx';
import { formatDhakaTime, formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { RAW_HEALTH_URL, useHealth, useSystemStatus } from '../queries.ts';
import { formatUptime } from '../uptime.ts';

interface Figure {
  label: string;
  Icon: TablerIcon;
  /** The value once answered (nothing until then). */
  value: ReactNode;
  /** Its check failed: a dash in place of the value. */
  failed: boolean;
  /** The width of its skeleton while it is checked. */
  width: number;
}

/** A row of figures of the status, each a card: its value, a dash when its check failed, a skeleton until then. */
function StatusCards({ figures }: { figures: Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {figures.map(({ label, Icon, value, failed, width }) => (
        <Paper key={label} withBorder radius="md" p="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={6}>
              <Text c="dimmed" fz="xs" tt="uppercase" fw={700} style={{ letterSpacing: '0.05em' }}>
                {label}
              </Text>
              {value || (failed ? <Text c="dimmed">—</Text> : <Skeleton h={26} w={width} />)}
            </Stack>
            <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
              <Icon size={20} stroke={1.6} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
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
  const failedJobs = status?.failedJobs ?? [];
  const healthFigures: Figure[] = [
    {
      label: t('service'),
      Icon: IconHeartbeat,
      failed: health.isError,
      width: 90,
      value: data && (
        <Badge size="lg" tt="none" color={data.status === 'ok' ? 'teal' : 'orange'} variant="light">
          {data.status === 'ok' ? 'Running' : 'Degraded'}
        </Badge>
      ),
    },
    {
      label: t('database'),
      Icon: IconDatabase,
      failed: health.isError,
      width: 60,
      value: data && (
        <Badge size="lg" tt="none" color={data.database === 'up' ? 'teal' : 'red'} variant="light">
          {data.database === 'up' ? 'Up' : 'Down'}
        </Badge>
      ),
    },
    {
      label: t('version'),
      Icon: IconTag,
      failed: health.isError,
      width: 80,
      value: data && (
        <Text fz="xl" fw={600} ff="monospace">
          {data.version}
        </Text>
      ),
    },
    {
      label: t('uptime'),
      Icon: IconClock,
      failed: health.isError,
      width: 100,
      value: data && (
        <Text fz="xl" fw={600}>
          {formatUptime(data.uptimeSeconds)}
        </Text>
      ),
    },
  ];
  const systemFigures: Figure[] = [
    {
      label: t('fileStorage'),
      Icon: IconServer2,
      failed: system.isError,
      width: 100,
      value: status && (
        <Text fz="xl" fw={600}>
          {status.storage === 's3' ? 'S3 bucket' : 'Local disk'}
        </Text>
      ),
    },
    {
      label: t('liveClients'),
      Icon: IconPlugConnected,
      failed: system.isError,
      width: 40,
      value: status && (
        <Text fz="xl" fw={600}>
          {status.connectedClients}
        </Text>
      ),
    },
    {
      label: t('failedJobs'),
      Icon: IconAlertTriangle,
      failed: system.isError,
      width: 40,
      value:
        status &&
        (status.failedJobs ? (
          <Badge size="lg" tt="none" color={failedJobs.length ? 'red' : 'teal'} variant="light">
            {failedJobs.reduce((sum, failure) => sum + failure.count, 0)}
          </Badge>
        ) : (
          <Text c="dimmed">{t('jobQueueNotHere')}</Text>
        )),
    },
  ];

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
        <StatusCards figures={healthFigures} />
        {system.isError && (
          <ErrorAlert color="orange" title={t('storageAndClientsUnknown')}>
            {system.error.message}
          </ErrorAlert>
        )}
        <StatusCards figures={systemFigures} />
        {failedJobs.length > 0 && (
          <ErrorAlert color="orange" title={t('jobsFailed')}>
            <Stack gap={4}>
              <Text fz="sm">{t('jobsFailedHelp')}</Text>
              {failedJobs.map((failure) => (
                <Text key={failure.queue} fz="sm">
                  <Text span ff="monospace" fw={600}>
                    {failure.queue}
                  </Text>
                  {': '}
                  {t('failedOfQueue', { count: failure.count, at: formatOfficeDateTime(failure.lastAt) })}
                  {' — '}
                  {failure.lastError}
                </Text>
              ))}
            </Stack>
          </ErrorAlert>
        )}
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
