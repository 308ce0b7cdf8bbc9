import { Paper, Skeleton, Text, Timeline, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { formatOfficeDateTime } from '../../../../ui/dhaka-time.ts';
import { LoadFailed } from '../../../../ui/LoadFailed.tsx';
import { STATUS_LOOK } from '../../../../ui/student-status.ts';
import { useStudentHistory } from '../../queries.ts';

/** The status changes of one student, oldest first, as the API records them. */
export function StatusHistory({ studentId }: { studentId: number }) {
  const { t } = useTexts('students');
  const history = useStudentHistory(studentId);
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Title order={3} fz="h5" mb="md">
        {t('statusHistory')}
      </Title>
      {history.isPending && <Skeleton h={80} />}
      {history.isError && (
        <LoadFailed
          title={t('theStatusHistoryCouldNot')}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.data?.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('noStatusChangesYet')}
        </Text>
      )}
      {history.data && history.data.length > 0 && (
        <Timeline active={history.data.length - 1} bulletSize={14} lineWidth={2} aria-label={t('statusHistory')}>
          {history.data.map((change) => (
            <Timeline.Item
              key={`${change.at}-${change.status}`}
              color={STATUS_LOOK[change.status].color}
              title={
                <Text fz="sm" fw={600} component="span">
                  {change.from ? `${STATUS_LOOK[change.from].label} ` : ''}
                  {change.from && <IconArrowRight size={12} style={{ verticalAlign: 'middle' }} />}{' '}
                  {STATUS_LOOK[change.status].label}
                </Text>
              }
            >
              <Text c="dimmed" fz="xs">
                {change.by || t('system')} · {formatOfficeDateTime(change.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
