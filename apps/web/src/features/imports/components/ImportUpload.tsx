import '@mantine/dropzone/styles.css';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection, MIME_TYPES } from '@mantine/dropzone';
import { fileTooLargeMessage } from '@studydesk/shared/documents';
import type { Import } from '@studydesk/shared/imports';
import { IconDownload, IconFileSpreadsheet, IconFileX, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useUploadLimits } from '../../documents/queries.ts';
import { useDownloadSample, useUploadImport } from '../queries.ts';

const SPREADSHEETS = { [MIME_TYPES.csv]: ['.csv'], [MIME_TYPES.xlsx]: ['.xlsx'] };
const MB = 1024 * 1024;

/**
 * Step 1: one .xlsx or .csv file, dropped or chosen. The browser refuses other kinds and files over the upload limit
 * at once; what the server refuses (not a spreadsheet after all, empty, only a header) shows here in its words.
 */
export function ImportUpload({ onUploaded }: { onUploaded: (job: Import) => void }) {
  const { t } = useTexts('imports');
  const upload = useUploadImport();
  const sample = useDownloadSample();
  const maxMb = useUploadLimits().data?.maxMb;
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setRefusal(null);
    upload.mutate(file, { onSuccess: onUploaded });
  };
  const refuse = (rejections: FileRejection[]) => {
    const code = rejections.length > 1 ? 'too-many-files' : rejections[0]?.errors[0]?.code;
    upload.reset();
    if (code === 'file-too-large' && maxMb) setRefusal(fileTooLargeMessage(maxMb));
    else if (code === 'too-many-files') setRefusal(t('oneFileAtATime'));
    else setRefusal(t('notASpreadsheet'));
  };
  const message = refusal ?? (upload.isError ? upload.error.message : null);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-upload-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4" id="import-upload-title">
            {t('chooseTheFile')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('chooseTheFileHint')}
          </Text>
        </div>
        <Dropzone
          onDrop={send}
          onReject={refuse}
          accept={SPREADSHEETS}
          maxSize={maxMb ? maxMb * MB : undefined}
          multiple={false}
          loading={upload.isPending}
          radius="md"
          p="lg"
          inputProps={{ 'aria-label': t('chooseASpreadsheet') }}
        >
          <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
            <Dropzone.Idle>
              <IconFileSpreadsheet size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <Dropzone.Accept>
              <IconUpload size={32} stroke={1.5} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconFileX size={32} stroke={1.5} />
            </Dropzone.Reject>
            <div>
              <Text fz="sm" fw={500}>
                {t('dropTheSpreadsheet')}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('spreadsheetKinds', { maxMb: maxMb ?? 20 })}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {upload.isPending && (
          <Group gap="xs" aria-live="polite">
            <Loader size="xs" />
            <Text fz="sm">{t('readingTheFile')}</Text>
          </Group>
        )}
        {message && <ErrorAlert title={t('fileNotTaken')}>{message}</ErrorAlert>}
        <Group gap="xs" wrap="wrap">
          <Text fz="sm" c="dimmed">
            {t('sampleHint')}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} />}
            loading={sample.isPending}
            onClick={() => sample.mutate()}
          >
            {t('downloadSample')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
