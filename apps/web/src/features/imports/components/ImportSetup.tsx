import { Button, Group, Stack, Text } from '@mantine/core';
import type { Import } from '@studydesk/shared/imports';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { choiceErrors, type ImportChoices, initialChoices, NO_ERRORS } from '../import-form.ts';
import { useImportPreview, useRunImport } from '../queries.ts';
import { ColumnMapping } from './ColumnMapping.tsx';
import { ImportPreview } from './ImportPreview.tsx';

/**
 * An uploaded file not started yet: its columns matched to fields, the preview of its first rows, and Start. The
 * choices live here until the run takes them; a refusal of the server shows where the choice was made.
 */
export function ImportSetup({ job }: { job: Import }) {
  const { t } = useTexts('imports');
  const [choices, setChoices] = useState<ImportChoices>(() => initialChoices(job));
  const preview = useImportPreview(job._id, choices);
  const run = useRunImport(job._id);
  const previewError = preview.isError ? preview.error : null;
  const errors = run.error ? choiceErrors(run.error) : previewError ? choiceErrors(previewError) : NO_ERRORS;
  const mappingRefused = isApiError(previewError) && Boolean(previewError.fields);

  const change = (next: ImportChoices) => {
    run.reset();
    setChoices(next);
  };

  return (
    <Stack gap="lg">
      <ColumnMapping job={job} choices={choices} onChange={change} errors={errors} />
      <ImportPreview
        rows={preview.isError ? undefined : preview.data}
        loading={preview.isPending}
        problem={mappingRefused ? t('correctTheColumns') : (previewError?.message ?? null)}
        choices={choices}
        onChange={change}
      />
      {run.error && errors.other && <ErrorAlert>{errors.other}</ErrorAlert>}
      <Group justify="flex-end" gap="sm">
        <Text fz="sm" c="dimmed">
          {t('startHint')}
        </Text>
        <Button leftSection={<IconPlayerPlay size={16} />} loading={run.isPending} onClick={() => run.mutate(choices)}>
          {t('startImport')}
        </Button>
      </Group>
    </Stack>
  );
}
