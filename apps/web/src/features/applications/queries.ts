import type {
  Application,
  ApplicationEdit,
  ApplicationInput,
  applicationUpdateSchema,
} from '@studydesk/shared/applications';
import type { ParamsOf } from '@studydesk/shared/contract';
import { applicationsContracts } from '@studydesk/shared/contracts/applications';
import { officerQueueContracts } from '@studydesk/shared/contracts/officer-queue';
import type { OfficerQueueQuery } from '@studydesk/shared/officer-queue';
import type { StudentStatus } from '@studydesk/shared/students';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, callData } from '../../api/call.ts';
import { UPLOAD_TIMEOUT_MS } from '../../api/upload.ts';
import { studentKeys } from '../students/queries.ts';
import { type ChosenFiles, documentsForm, hasUniversityDocuments } from './application-format.ts';
import { QUEUE_PAGE_SIZE } from './officer-queue.ts';

export const applicationKeys = {
  all: ['applications'] as const,
  applicants: (studentId: number) => [...applicationKeys.all, 'applicants', studentId] as const,
  officers: () => [...applicationKeys.all, 'officers'] as const,
  visaTeam: () => [...applicationKeys.all, 'visa-team'] as const,
  universities: (studentId: number, counselorId: string) =>
    [...applicationKeys.all, 'universities', studentId, counselorId] as const,
};

/** GET /student/{id}/applicants: the officers the student was assigned to, current first. */
export function useApplicants(studentId: number, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.applicants(studentId),
    queryFn: ({ signal }) => callData(applicationsContracts.applicants, { params: { studentId }, signal }),
    enabled,
    meta: { errorsShownInline: true },
  });
}

export function useOfficers(enabled = true) {
  return useQuery({
    queryKey: applicationKeys.officers(),
    queryFn: ({ signal }) => callData(applicationsContracts.officers, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useVisaTeam(enabled = true) {
  return useQuery({
    queryKey: applicationKeys.visaTeam(),
    queryFn: ({ signal }) => callData(applicationsContracts.visaTeam, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** PATCH /counselor/assign-student-to-applicant/{student _id}/{officer _id}. */
export function useAssignOfficer(studentId: number, studentObjectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (officerObjectId: string) =>
      callData(applicationsContracts.assign, {
        params: { studentObjectId, applicantObjectId: officerObjectId },
      }),
    onSuccess: (applicants) => {
      queryClient.setQueryData(applicationKeys.applicants(studentId), applicants);
      // The status moves to application-processing, so the details and every list change.
      return queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

/** GET /applicant/university-upload/{studentId}/{counselorId}, flattened: every application of the student. */
export function useUniversities(studentId: number, counselorId: string, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.universities(studentId, counselorId),
    queryFn: async ({ signal }) => {
      const groups = await callData(applicationsContracts.list, { params: { studentId, counselorId }, signal });
      return groups.flatMap((group) => group.universities);
    },
    enabled,
    meta: { errorsShownInline: true },
  });
}

export function useAddApplication(studentId: number, counselorId: string, applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) =>
      callData(applicationsContracts.create, { params: { studentId, counselorId, applicantId }, body: input }),
    // The form shows field errors next to the inputs and a general one above them.
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.universities(studentId, counselorId) }),
  });
}

export function useUpdateApplication(studentId: number, counselorId: string, applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof applicationUpdateSchema>) =>
      callData(applicationsContracts.update, { params: { studentId, counselorId, applicantId }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.universities(studentId, counselorId) }),
  });
}

/** PATCH /student/{studentId}/applications/{applicationId}: the application's fields (issue 22). */
export function useEditApplication(studentId: number, counselorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: ApplicationEdit }) =>
      callData(applicationsContracts.edit, { params: { studentId, applicationId }, body }),
    // The form shows field errors next to the inputs and a general one above them.
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.universities(studentId, counselorId) }),
  });
}

/** DELETE /student/{studentId}/applications/{applicationId}: archived with its documents; its refusals are toasts. */
export function useRemoveApplication(studentId: number, counselorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      callData(applicationsContracts.remove, { params: { studentId, applicationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.universities(studentId, counselorId) }),
  });
}

/** POST when the application has none of the six documents yet, otherwise PATCH by university (SPEC.md 4). */
export type DocumentsCall =
  | { first: true; params: ParamsOf<typeof applicationsContracts.submitDocuments>; form: FormData }
  | { first: false; params: ParamsOf<typeof applicationsContracts.updateDocuments>; form: FormData };

/** The six university documents and the visa member, in one multipart call (SPEC.md 2.11). */
export function useSubmitUniversityDocuments(studentId: number, counselorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documents: DocumentsCall) =>
      documents.first
        ? callData(applicationsContracts.submitDocuments, {
            params: documents.params,
            body: documents.form,
            timeoutMs: UPLOAD_TIMEOUT_MS,
          })
        : callData(applicationsContracts.updateDocuments, {
            params: documents.params,
            body: documents.form,
            timeoutMs: UPLOAD_TIMEOUT_MS,
          }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.universities(studentId, counselorId) }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]),
  });
}

/** The documents call of an application: its first documents by POST, later ones by its university (SPEC.md 4). */
export function documentsCall(
  application: Application,
  ids: { counselorId: string; applicantId: string; studentObjectId: string },
  files: ChosenFiles,
  visaTeamId = '',
): DocumentsCall {
  const { counselorId, applicantId, studentObjectId } = ids;
  return hasUniversityDocuments(application)
    ? {
        first: false,
        params: universityDocumentsParams(application, studentObjectId),
        form: documentsForm({ visaTeamId }, files),
      }
    : {
        first: true,
        params: { studentId: application.studentId, counselorId, applicantId, studentObjectId },
        form: documentsForm({ applicationId: application._id, visaTeamId }, files),
      };
}

/** The PATCH's address of an application: its university, subject and intake. */
function universityDocumentsParams(
  application: { studentId: number; country: string; universityName: string; subject: string; intake: string },
  studentObjectId: string,
): ParamsOf<typeof applicationsContracts.updateDocuments> {
  const { studentId, country, universityName, subject, intake } = application;
  return { studentId, country, universityName, subject, intake, studentObjectId };
}

// ---- The admin Officer's queue (issue 22) ------------------------------------------------------------------------

// Below the students' keys: a student deleted, moved or decided anywhere refreshes the queue too.
const queueKeys = {
  page: (employeeId: string, query: object, page: number) =>
    [...studentKeys.all, 'officer-queue', employeeId, query, page] as const,
  options: (employeeId: string, statuses: StudentStatus[]) =>
    [...applicationKeys.all, 'queue-options', employeeId, statuses] as const,
};

/** GET /admin-officer/queue/{employee_id}: one server page; the previous page stays shown while the next loads. */
export function useOfficerQueue(employeeId: string, query: Omit<OfficerQueueQuery, 'page'>, page: number) {
  return useQuery({
    queryKey: queueKeys.page(employeeId, query, page),
    queryFn: ({ signal }) =>
      call(officerQueueContracts.list, {
        params: { employee_id: employeeId },
        query: { ...query, page, pageSize: QUEUE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** The universities and intakes the queue's filters offer on the tab of `statuses`. */
export function useOfficerQueueOptions(employeeId: string, statuses: StudentStatus[]) {
  return useQuery({
    queryKey: queueKeys.options(employeeId, statuses),
    queryFn: ({ signal }) =>
      callData(officerQueueContracts.options, {
        params: { employee_id: employeeId },
        query: { status: statuses },
        signal,
      }),
    staleTime: 60_000,
  });
}
