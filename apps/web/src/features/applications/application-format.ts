import {
  type Applicant,
  type Application,
  type ApplicationInput,
  UNIVERSITY_DOCUMENT_KEYS,
  type UniversityDocument,
} from '@studydesk/shared/applications';
import { minorToText } from '@studydesk/shared/money';
import type { Role } from '@studydesk/shared/role-names';
import type { StudentStatus } from '@studydesk/shared/students';
import { PAGES } from '../../page-paths.ts';

/** SPEC.md 9: long links are shown as their first 12 characters and an ellipsis. */
export function shortLink(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return 'N/A';
  return trimmed.length > 12 ? `${trimmed.slice(0, 12)}…` : trimmed;
}

/** The officer a student is assigned to now, if any (the list answers current first). */
export function currentApplicant(applicants: Applicant[] | undefined): Applicant | undefined {
  return applicants?.find((a) => a.current);
}

/** Whose area the application screens open in: the officer's own, otherwise the Super Admin's (SPEC.md 2.10). */
export function caseRole(role: Role): 'admin Officer' | 'Super Admin' {
  return role === 'admin Officer' ? 'admin Officer' : 'Super Admin';
}

/**
 * SPEC.md 2.9 Next of the documents page: the officer goes to their own applications; the Super Admin to those of
 * the officer the student is assigned to now (our reading of "the second applicant"); nobody else has one here.
 */
export function documentsNextPath(
  role: Role,
  ownEmployeeId: string,
  studentId: number,
  counselorId: string,
  current: Applicant | undefined,
): string | null {
  if (role === 'admin Officer')
    return PAGES.appliedUniversity.path(role, { studentId, counselorId, applicantId: ownEmployeeId });
  if (role === 'Super Admin' && current)
    return PAGES.appliedUniversity.path(role, { studentId, counselorId, applicantId: current.applicantId });
  return null;
}

/** SPEC.md 2.13: the officer's two lists. */
export type OfficerTab = 'application' | 'visa';
export const OFFICER_TABS: Record<
  OfficerTab,
  { label: string; path: string; statuses: StudentStatus[]; hint: string }
> = {
  application: {
    label: 'Application Processing',
    path: PAGES.applicationProcessing.path('admin Officer'),
    statuses: ['application-processing'],
    hint: 'Students appear here when a counselor hands them to the admin Officer.',
  },
  visa: {
    label: 'Visa Processing',
    path: PAGES.visaProcessing.path('admin Officer'),
    statuses: ['visa-processing', 'success', 'rejected'],
    hint: 'Your students appear here once you hand an application to the visa section, and stay with its outcome.',
  },
};

/** SPEC.md 4: the six documents are created (POST) while the application has none of them, else updated (PATCH). */
export function hasUniversityDocuments(application: Pick<Application, 'documents'>): boolean {
  return UNIVERSITY_DOCUMENT_KEYS.some((key) => Boolean(application.documents[key]));
}

/** `Leeds · MSc Data Science · September 2027`, to tell applications apart in a Select. */
export function applicationLabel(application: Pick<Application, 'universityName' | 'subject' | 'intake'>): string {
  return `${application.universityName} · ${application.subject} · ${application.intake}`;
}

/** An entered application as its edit form starts: the tuition fee as the decimal text a person edits. */
export function applicationValues(application: Application): ApplicationInput {
  const { universityName, subject, country, intake, b2b, link, note, status, tuitionFeeMinor } = application;
  const tuitionCurrency = application.tuitionCurrency ?? '';
  return {
    universityName,
    subject,
    country,
    intake,
    b2b,
    link,
    note,
    status,
    courseLevel: application.courseLevel as ApplicationInput['courseLevel'],
    tuitionFee: tuitionFeeMinor === null || !tuitionCurrency ? '' : minorToText(tuitionFeeMinor, tuitionCurrency),
    tuitionCurrency,
  };
}

export type ChosenFiles = Partial<Record<UniversityDocument, File | null>>;

/** The multipart body of the document calls: the plain fields first, then each chosen file under its key. */
export function documentsForm(fields: Record<string, string>, files: ChosenFiles): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  for (const key of UNIVERSITY_DOCUMENT_KEYS) {
    const file = files[key];
    if (file) form.append(key, file, file.name);
  }
  return form;
}
