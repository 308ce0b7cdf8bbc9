import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OtherDocument } from '@studydesk/shared/checklists';
import { IconDownload } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { formatFileSize } from '../../documents/documents-format.ts';

/**
 * The student's documents on no item of their checklist now (their destination changed, or the item was removed):
 * kept, and shown to be downloaded, never reviewed here.
 */
export function OtherDocuments({ documents, destination }: { documents: OtherDocument[]; destination: string }) {
  const { t } = useTexts('checklists');
  if (documents.length === 0) return null;
  const title = t('notOnTheChecklist', { destination });
  return (
    <Stack gap="xs">
      <Title order={3} fz="h6" c="dimmed">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" component="ul" m={0} p={0} aria-label={title}>
        {documents.map((document) => (
          <Paper key={document.key} component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm">
                  {document.label}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {document.file.name} · {formatFileSize(document.file.size)} ·{' '}
                  {formatOfficeDateTime(document.file.uploadedAt)}
                  {document.versions > 1 && ` · ${t('versionsCount', { count: document.versions })}`}
                </Text>
              </Stack>
              <Anchor
                href={`/api/v1/documents/${document.file._id}/file`}
                download={document.file.name}
                fz="sm"
                aria-label={t('downloadDocument', { label: document.label })}
              >
                <Group gap={4} wrap="nowrap">
                  <IconDownload size={16} aria-hidden />
                  {t('download')}
                </Group>
              </Anchor>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
