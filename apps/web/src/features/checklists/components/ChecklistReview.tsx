import { Alert, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CHECKLIST_STAGES, type ChecklistItem, STAGE_LABELS } from '@studydesk/shared/checklists';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { useStudentChecklist } from '../queries.ts';
import { ChecklistItemRow, type DocumentParts } from './ChecklistItemRow.tsx';
import { OtherDocuments } from './OtherDocuments.tsx';

export interface ChecklistReviewProps {
  parts: DocumentParts;
  studentId: number;
  canReview: boolean;
  canUpload: boolean;
}

const verifiedShare = (items: ChecklistItem[]) =>
  items.length === 0 ? 0 : Math.round((100 * items.filter((i) => i.state === 'verified').length) / items.length);

/** The student's checklist on the documents screen (issue 16): each document's state, review and expiry, by stage. */
export function ChecklistReview({ parts, studentId, canReview, canUpload }: ChecklistReviewProps) {
  const { t } = useTexts('checklists');
  const checklist = useStudentChecklist(studentId);
  if (checklist.error) {
    return (
      <LoadFailed
        title={t('theChecklistCouldNotBe')}
        error={checklist.error}
        onRetry={() => void checklist.refetch()}
      />
    );
  }
  const data = checklist.data;
  const verified = data ? data.items.filter((i) => i.state === 'verified').length : 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checklist-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="checklist-title">
            {data ? t('checklistFor', { destination: data.destination }) : t('checklist')}
          </Title>
          {data && (
            <Text fz="sm" c="dimmed">
              {t('ofVerified', { verified, length: data.items.length })}
            </Text>
          )}
        </Group>
        {data && (
          <Progress value={verifiedShare(data.items)} color="teal" size="sm" aria-label={t('documentsVerified')} />
        )}
        {data?.warnings.map((warning) => (
          <Alert key={warning} color="orange" variant="light" icon={<IconAlertTriangle />} title={t('passport')}>
            {warning}
          </Alert>
        ))}
        {!data ? (
          <Stack gap="xs">
            <Skeleton h={64} radius="md" />
            <Skeleton h={64} radius="md" />
          </Stack>
        ) : (
          CHECKLIST_STAGES.map((stage) => {
            const items = data.items.filter((i) => i.stage === stage);
            if (items.length === 0) return null;
            return (
              <Stack key={stage} gap="xs">
                <Title order={3} fz="h6" c="dimmed">
                  {STAGE_LABELS[stage]}
                </Title>
                <SimpleGrid
                  cols={{ base: 1, md: 2 }}
                  spacing="xs"
                  component="ul"
                  m={0}
                  p={0}
                  aria-label={STAGE_LABELS[stage]}
                  style={{ alignItems: 'start' }}
                >
                  {items.map((item) => (
                    <ChecklistItemRow
                      key={item.key}
                      parts={parts}
                      studentId={studentId}
                      item={item}
                      canReview={canReview}
                      canUpload={canUpload}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            );
          })
        )}
        {data && <OtherDocuments documents={data.others} destination={data.destination} />}
      </Stack>
    </Paper>
  );
}
