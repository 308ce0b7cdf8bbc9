import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReportDownloadQuery } from '@studydesk/shared/reports';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { useDownloadReport } from '../queries.ts';

/** A report's box: its title and hint, a download of its table (not printed), and its state while it loads. */
export function ReportPanel({
  title,
  hint,
  download,
  query,
  empty,
  emptyHint,
  controls,
  children,
}: {
  title: string;
  hint: string;
  /** The table's spreadsheet; none in the printed summary. */
  download?: ReportDownloadQuery;
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  empty: string | null;
  emptyHint: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTexts('reports');
  const save = useDownloadReport();
  return (
    <Paper withBorder radius="md" p="md" data-print-block>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} maw={640}>
            <Title order={2} fz="h4">
              {title}
            </Title>
            <Text c="dimmed" fz="sm">
              {hint}
            </Text>
          </Stack>
          <Group gap="sm" data-no-print>
            {controls}
            {download && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={save.isPending}
                onClick={() => save.mutate(download)}
                aria-label={t('downloadTable', { table: title })}
              >
                {t('download')}
              </Button>
            )}
          </Group>
        </Group>
        <ListState
          loading={query.isPending}
          error={query.error}
          onRetry={() => query.refetch()}
          empty={empty}
          hint={emptyHint}
        >
          {children}
        </ListState>
      </Stack>
    </Paper>
  );
}
