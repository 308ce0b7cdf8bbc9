import type { Role } from '@studydesk/shared/role-names';
import type { StudentStatus } from '@studydesk/shared/students';
import type { VisaDecision } from '@studydesk/shared/visa';
import { PAGES } from '../../page-paths.ts';
import { formatOfficeDay } from '../../ui/dhaka-time.ts';

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

/** The visa desk's view of a student's university documents; its applicant segment is `-` while no officer is. */
export function visaDocumentsPath(studentId: number, counselorId: string, applicantId: string | undefined): string {
  return PAGES.universityDocuments.path(VISA, { studentId, counselorId, applicantId: applicantId || '-' });
}

export type VisaOutcomeStatus = 'success' | 'rejected';

/** The words of the two outcomes: SPEC.md 2.14's buttons. */
export const OUTCOME_LABEL: Record<VisaOutcomeStatus, string> = { success: 'Successful', rejected: 'Rejected' };

/** The outcome form's values (the letter is kept beside them: a File is no form value). */
export interface VisaOutcomeValues {
  status: VisaOutcomeStatus;
  decidedOn: string;
  reference: string;
  refusalReason: string;
}

/** A first outcome starts empty but for the chosen status; a correction starts from the outcome it corrects. */
export function outcomeStart(status: VisaOutcomeStatus, latest: VisaDecision | undefined): VisaOutcomeValues {
  if (!latest) return { status, decidedOn: '', reference: '', refusalReason: '' };
  const { decidedOn, reference, refusalReason } = latest;
  return { status, decidedOn, reference, refusalReason };
}

/** The multipart body of POST /visa/outcome/…: the fields, a refusal's reason only when refused, the letter last. */
export function outcomeFormData(values: VisaOutcomeValues, letter: File | null): FormData {
  const body = new FormData();
  body.append('status', values.status);
  body.append('decidedOn', values.decidedOn);
  body.append('reference', values.reference.trim());
  body.append('refusalReason', values.status === 'rejected' ? values.refusalReason.trim() : '');
  if (letter) body.append('letter', letter, letter.name);
  return body;
}

/** `2026-03-09` as the office reads it: 9 Mar 2026 (or Mar 9, 2026, as the office writes dates). */
export function dayLabel(day: string): string {
  return formatOfficeDay(day);
}
