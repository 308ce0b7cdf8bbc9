import type { StudentStatus } from '@studydesk/shared/students';

/** How each status reads and its badge colour (Mantine palette names, so both colour schemes work). */
export const STATUS_LOOK: Record<StudentStatus, { label: string; color: string }> = {
  'follow-up': { label: 'Follow Up', color: 'yellow' },
  enrolled: { label: 'Enrolled', color: 'blue' },
  'application-processing': { label: 'Application Processing', color: 'violet' },
  'visa-processing': { label: 'Visa Processing', color: 'cyan' },
  success: { label: 'Success', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
};
