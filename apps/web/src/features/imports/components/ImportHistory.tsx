import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Import } from '@studydesk/shared/imports';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeMoment } from '../../../ui/dhaka-time.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { useImports } from '../queries.ts';
import { ImportCounts } from './ImportCounts.tsx';
import { ImportStatusBadge } from './ImportStatusBadge.tsx';

function Counts({ job }: { job: Import }) {
  if (job.status === 'uploaded') return <Text fz="sm">—</Text>;
  return <ImportCounts job={job} fz="sm" />;
}

function OpenLink({ job }: { job: Import }) {
  const { t } = useTexts('imports');
  const { user } = useAreaSession();
  return (
    <Anchor
      component={Link}
      to={PAGES.import.path(user.role, {}, { import: job._id })}
      fz="sm"
      fw={500}
      aria-label={t('openImportOf', { name: job.fileName })}
    >
      {t('open')}
    </Anchor>
  );
}

function HistoryRows({ jobs }: { jobs: Import[] }) {
  const { t } = useTexts('imports');
  const phone = usePhone();
  if (phone) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('latestImports')}>
        {jobs.map((job) => (
          <Paper key={job._id} component="li" withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fz="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                  {job.fileName}
                </Text>
                <ImportStatusBadge status={job.status} />
              </Group>
              <Text fz="xs" c="dimmed">
                {t('uploadedBy', { name: job.createdBy || '—', at: formatOfficeMoment(job.createdAt) })}
              </Text>
              <Counts job={job} />
              <OpenLink job={job} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('file')}</Table.Th>
            <Table.Th w={160}>{t('by')}</Table.Th>
            <Table.Th w={170}>{t('when')}</Table.Th>
            <Table.Th w={110}>{t('statusHeader')}</Table.Th>
            <Table.Th>{t('counts')}</Table.Th>
            <Table.Th w={80}>{t('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job._id}>
              <Table.Td>
                <Text fz="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                  {job.fileName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{job.createdBy || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatOfficeMoment(job.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <ImportStatusBadge status={job.status} />
              </Table.Td>
              <Table.Td>
                <Counts job={job} />
              </Table.Td>
              <Table.Td>
                <OpenLink job={job} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The 20 latest imports, newest first, each opened to see its report, download its rejected rows or undo it. */
export function ImportHistory() {
  const { t } = useTexts('imports');
  const history = useImports();
  const jobs = history.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-history-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="import-history-title">
          {t('latestImports')}
        </Title>
        <ListState
          loading={history.isPending}
          error={history.isError ? history.error : null}
          onRetry={() => void history.refetch()}
          empty={jobs.length === 0 ? t('noImportsYet') : null}
          hint={t('noImportsYetHint')}
        >
          <HistoryRows jobs={jobs} />
        </ListState>
      </Stack>
    </Paper>
  );
}
