import type { Role } from '@studydesk/shared/role-names';
import type { StudentStatus } from '@studydesk/shared/students';
import { PAGES } from '../../page-paths.ts';

export type VisaTab = 'all' | 'ongoing' | 'outcome';

/**
 * SPEC.md 2.14: three exclusive tabs, each a route so it can be bookmarked. SPEC.md 2.2 declares
 * dashboard/visa-processing twice; we read it as the Ongoing Visa Processing tab (the visa list).
 */
const VISA: Role = 'Admin Office Visa Section';

export const VISA_TABS: Record<VisaTab, { label: string; path: string; statuses: StudentStatus[]; hint: string }> = {
  all: {
    label: 'All Students',
    path: PAGES.dashboard.path(VISA),
    statuses: [],
    hint: 'Students appear here when an admin Officer hands one of their applications to you for the visa.',
  },
  ongoing: {
    label: 'Ongoing Visa Processing',
    path: PAGES.visaProcessing.path(VISA),
    statuses: ['visa-processing'],
    hint: 'Students handed to you appear here until you record the visa outcome.',
  },
  outcome: {
    label: 'Success/Rejected',
    path: PAGES.successRejected.path(VISA),
    statuses: ['success', 'rejected'],
    hint: 'Students appear here when you record a visa as successful or rejected.',
  },
};

/** SPEC.md 9: the visa zip's name. */
export function visaZipName(studentId: number): string {
  return `University documents of student - ${studentId}.zip`;
}

/** The applicant segment of the visa documents view (PAGES.universityDocuments) while no officer is assigned. */
export const NO_APPLICANT = '-';
