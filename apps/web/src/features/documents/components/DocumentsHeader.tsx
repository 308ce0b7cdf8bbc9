import { Button, Divider, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { SLOT_COUNT } from '../documents-format.ts';
import { useDownloadAllDocuments } from '../queries.ts';
import { UploadLinkActions } from './UploadLinkActions.tsx';

export interface DocumentsHeaderProps {
  studentId: number;
  fullName?: string;
  /** Unknown while the documents load. */
  submitted?: number;
  /** Those who only read (the visa team) get no upload link to hand out. */
  readOnly?: boolean;
}

/** Who the documents belong to, how many are in, the zip of all of them and the student's upload link. */
export function DocumentsHeader({ studentId, fullName, submitted, readOnly = false }: DocumentsHeaderProps) {
  const { t } = useTexts('documents');
  const download = useDownloadAllDocuments(studentId);
  const known = submitted !== undefined;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Title order={1} fz="h2">
              {fullName ?? t('studentDocuments')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('studentIDDocuments', { studentId })}
            </Text>
          </div>
          <Button
            variant="default"
            leftSection={<IconFileZip size={16} />}
            onClick={() => download.mutate()}
            loading={download.isPending}
            disabled={!known || submitted === 0}
            title={submitted === 0 ? t('noDocumentsToDownloadYet') : undefined}
          >
            {t('downloadAll')}
          </Button>
        </Group>
        <div>
          <Text fz="sm" fw={500} mb={6}>
            {known ? t('ofSubmitted', { submitted, SLOT_COUNT }) : t('countingDocuments')}
          </Text>
          <Progress
            value={known ? (submitted / SLOT_COUNT) * 100 : 0}
            color={submitted === SLOT_COUNT ? 'teal' : 'blue'}
            size="sm"
            radius="xl"
            aria-label={t('documentsSubmitted')}
          />
        </div>
        {!readOnly && (
          <>
            <Divider />
            <div>
              <Text fw={600} fz="sm" mb={6}>
                {t('uploadLinkForTheStudent')}
              </Text>
              <UploadLinkActions studentId={studentId} />
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
