import type { StudentStatus } from '@studydesk/shared/students';

export type VisaTab = 'all' | 'ongoing' | 'outcome';

/**
 * SPEC.md 2.14: three exclusive tabs, each a route so it can be bookmarked. SPEC.md 2.2 declares
 * dashboard/visa-processing twice; we read it as the Ongoing Visa Processing tab (the visa list).
 */
export const VISA_TABS: Record<VisaTab, { label: string; path: string; statuses: StudentStatus[] }> = {
  all: { label: 'All Students', path: '/visa-process/dashboard', statuses: [] },
  ongoing: {
    label: 'Ongoing Visa Processing',
    path: '/visa-process/dashboard/visa-processing',
    statuses: ['visa-processing'],
  },
  outcome: {
    label: 'Success/Rejected',
    path: '/visa-process/dashboard/success-rejected',
    statuses: ['success', 'rejected'],
  },
};

/** SPEC.md 9: the visa zip's name. */
export function visaZipName(studentId: number): string {
  return `University documents of student - ${studentId}.zip`;
}

/** Where the visa documents view lives for a role that may open it. */
export function visaDocumentsPath(area: string, studentId: number, counselorId: string, applicantId: string): string {
  return `${area}/all-university-documents/${studentId}/${encodeURIComponent(counselorId)}/${encodeURIComponent(applicantId || '-')}`;
}
