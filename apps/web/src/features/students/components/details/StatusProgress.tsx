import { Paper, Stepper } from '@mantine/core';
import type { StudentStatus } from '@studydesk/shared/students';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { STATUS_LOOK } from '../../../../ui/student-status.ts';
import { PROGRESS_STEPS, progressIndex } from './status-meta.ts';

/** SPEC.md 2.8: where the student stands on follow-up → enrolled → application → visa → success or rejected. */
export function StatusProgress({ status }: { status: StudentStatus }) {
  const { t } = useTexts('students');
  const rejected = status === 'rejected';
  return (
    <Paper withBorder radius="md" p="lg">
      <Stepper
        active={progressIndex(status)}
        size="sm"
        color={rejected ? 'red' : 'teal'}
        allowNextStepsSelect={false}
        aria-label={t('status2', { label: STATUS_LOOK[status].label })}
        data-status={status}
      >
        {PROGRESS_STEPS.map((step) => (
          <Stepper.Step key={step} label={STATUS_LOOK[step].label} color={rejected ? 'gray' : undefined} />
        ))}
        <Stepper.Step
          label={rejected ? t('rejected') : t('success')}
          description={rejected ? t('visaRefused') : undefined}
          color={rejected ? 'red' : undefined}
          completedIcon={rejected ? <IconX size={18} /> : <IconCheck size={18} />}
        />
      </Stepper>
    </Paper>
  );
}
