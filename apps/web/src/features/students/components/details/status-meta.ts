import { isClosed, type StudentStatus } from '@studydesk/shared/students';

/** The steps of the progress bar: the path a student walks; the last step is Success, or Rejected in red. */
export const PROGRESS_STEPS = ['follow-up', 'enrolled', 'application-processing', 'visa-processing'] as const;

/**
 * Index of the active step of a Stepper over follow-up → enrolled → application → visa → final.
 * Success and rejected both complete the path (index 5 = all steps done); the final step shows which one it was.
 */
export function progressIndex(status: StudentStatus): number {
  if (isClosed(status)) return PROGRESS_STEPS.length + 1;
  return PROGRESS_STEPS.indexOf(status);
}
