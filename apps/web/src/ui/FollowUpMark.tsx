import { Badge, Group, Text } from '@mantine/core';
import type { FollowUpMark as Mark } from '@studydesk/shared/students';
import { useTexts } from '../i18n/use-texts.ts';
import { formatOfficeDateTime } from './dhaka-time.ts';

/** An active student without a next step. */
export function NoNextStep() {
  const { t } = useTexts('common');
  return (
    <Badge size="xs" variant="outline" color="gray" tt="none" style={{ minWidth: 'max-content' }}>
      {t('noNextStep')}
    </Badge>
  );
}

/**
 * What a listed student needs next (issue 15): "No next step" for an active student without one, its next step
 * when late, and a Stalled badge with its days in the stage when it has gone quiet for longer than its status allows.
 */
export function FollowUpMark({ mark }: { mark: Mark | undefined }) {
  const { t } = useTexts('common');
  if (!mark?.active) return null;
  return (
    <Group gap={4} wrap="wrap">
      {mark.nextDueAt === null ? (
        <NoNextStep />
      ) : (
        mark.overdue && (
          <Text fz="xs" c="var(--mantine-color-red-text)" title={formatOfficeDateTime(mark.nextDueAt)}>
            {t('nextStepOverdue')}
          </Text>
        )
      )}
      {mark.stalled && (
        <Badge size="xs" variant="light" color="orange" tt="none">
          {t('stalledInStage', { count: mark.daysInStage })}
        </Badge>
      )}
    </Group>
  );
}
