import { Button, Center, Loader, Stack } from '@mantine/core';
import type { Import } from '@studydesk/shared/imports';
import { IconFileImport } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ImportHistory } from '../components/ImportHistory.tsx';
import { ImportProgress } from '../components/ImportProgress.tsx';
import { ImportSetup } from '../components/ImportSetup.tsx';
import { ImportUpload } from '../components/ImportUpload.tsx';
import { useImport } from '../queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['imports']);

/** The import in the address: its columns and preview until it is started, then how far it is. */
function OpenImport({ importId }: { importId: string }) {
  const { t } = useTexts('imports');
  const job = useImport(importId);
  if (job.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loadingTheImport')} />
      </Center>
    );
  }
  if (job.isError) {
    return <ErrorAlert title={t('importCouldNotBeOpened')}>{job.error.message}</ErrorAlert>;
  }
  // A new file starts a new form: the key drops the choices made for another one.
  return job.data.status === 'uploaded' ? (
    <ImportSetup key={job.data._id} job={job.data} />
  ) : (
    <ImportProgress job={job.data} />
  );
}

/**
 * Super Admin's import of an office's students from a spreadsheet (issue 19): upload, match the columns, preview,
 * run, and the report with the rejected rows and the undo. The import being worked on lives in the address, so a
 * reload or a link comes back to it.
 */
export function ImportPage() {
  const { t } = useTexts('imports');
  const [search, setSearch] = useSearchParams();
  const importId = search.get('import');
  const open = (job: Import) => setSearch({ import: job._id });
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('title')}
        description={t('description')}
        actions={
          importId && (
            <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setSearch({})}>
              {t('newImport')}
            </Button>
          )
        }
      />
      {importId ? <OpenImport importId={importId} /> : <ImportUpload onUploaded={open} />}
      <ImportHistory />
    </Stack>
  );
}
