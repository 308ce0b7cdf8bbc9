import { Button, Group, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { Import } from '@studydesk/shared/imports';
import { IconArrowBackUp, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeMoment } from '../../../ui/dhaka-time.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { isBusy } from '../import-form.ts';
import { useDownloadRejected, useUndoImport } from '../queries.ts';
import { ImportCounts } from './ImportCounts.tsx';
import { ImportStatusBadge } from './ImportStatusBadge.tsx';

/** Where the import stands, in words under the bar. */
function StatusLine({ job }: { job: Import }) {
  const { t, number } = useTexts('imports');
  const rows = { count: job.rowsDone };
  const undoneAt = job.undoneAt ? formatOfficeMoment(job.undoneAt) : '';
  const line: Record<Import['status'], string> = {
    uploaded: t('line.uploaded'),
    queued: t('line.queued'),
    running: t('line.running', { progress: job.progress, ...rows }),
    done: t('line.done', { at: job.finishedAt ? formatOfficeMoment(job.finishedAt) : '', ...rows }),
    failed: t('line.failed', rows),
    undoing: t('line.undoing'),
    // every student it added that the undo did not keep is in ReCycle: moved by it, or deleted or merged before
    undone:
      job.kept > 0
        ? t('line.undoneKept', { at: undoneAt, count: job.kept, moved: number(job.created - job.kept) })
        : t('line.undone', { at: undoneAt }),
  };
  return (
    <Text fz="sm" c="dimmed" aria-live="polite">
      {line[job.status]}
    </Text>
  );
}

function UndoModal({ job, opened, onClose }: { job: Import; opened: boolean; onClose: () => void }) {
  const { t } = useTexts('imports');
  const undo = useUndoImport(job._id);
  return (
    <Modal opened={opened} onClose={onClose} title={t('undoTitle')} centered>
      <Stack gap="md">
        <Text fz="sm">{t('undoExplained', { count: job.created })}</Text>
        <Text fz="sm">{t('undoKeepsWorked')}</Text>
        {job.filled > 0 && <Text fz="sm">{t('undoFilled', { count: job.filled })}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={undo.isPending}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={undo.isPending} onClick={() => undo.mutate(undefined, { onSuccess: onClose })}>
            {t('undoImport')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Step 4: the run (or the undo) as it goes, asked every second, with what it did so far; once it is over, the rows
 * it left out as a workbook and the undo of the whole import.
 */
export function ImportProgress({ job }: { job: Import }) {
  const { t } = useTexts('imports');
  const download = useDownloadRejected();
  const [confirming, setConfirming] = useState(false);
  const over = !isBusy(job.status);
  const canUndo = job.status === 'done' || job.status === 'failed';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-progress-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="h4" id="import-progress-title" style={{ wordBreak: 'break-word' }}>
              {job.fileName}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('uploadedBy', { name: job.createdBy || '—', at: formatOfficeMoment(job.createdAt) })}
            </Text>
          </div>
          <ImportStatusBadge status={job.status} />
        </Group>
        <Progress
          value={job.progress}
          size="lg"
          radius="xl"
          animated={!over}
          color={job.status === 'failed' ? 'red' : job.status === 'undone' ? 'gray' : undefined}
          aria-label={t('importProgress')}
        />
        <StatusLine job={job} />
        <ImportCounts job={job} fw={600} />
        {job.status === 'failed' && job.error && <ErrorAlert title={t('theImportStopped')}>{job.error}</ErrorAlert>}
        {over && (job.rejected > 0 || canUndo) && (
          <Group gap="sm">
            {job.rejected > 0 && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={download.isPending}
                onClick={() => download.mutate(job._id)}
              >
                {t('downloadRejected')}
              </Button>
            )}
            {canUndo && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconArrowBackUp size={16} />}
                onClick={() => setConfirming(true)}
              >
                {t('undoImport')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <UndoModal job={job} opened={confirming} onClose={() => setConfirming(false)} />
    </Paper>
  );
}
