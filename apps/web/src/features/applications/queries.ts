import {
  type ApplicationInput,
  applicantSchema,
  applicationSchema,
  type applicationUpdateSchema,
} from '@studydesk/shared/applications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiRequest } from '../../api/client.ts';
import { UPLOAD_TIMEOUT_MS } from '../../api/upload.ts';
import { studentKeys } from '../students/queries.ts';

const seg = encodeURIComponent;

const employeeOptionSchema = z.object({ _id: z.string(), employee_id: z.string(), name: z.string() });
const applicationGroupSchema = z.object({
  applicantId: z.string(),
  applicant_name: z.string(),
  universities: z.array(applicationSchema),
});

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
    queryFn: ({ signal }) => api.get(`/student/${studentId}/applicants`, { schema: z.array(applicantSchema), signal }),
    enabled,
    meta: { errorsShownInline: true },
  });
}

export function useOfficers(enabled = true) {
  return useQuery({
    queryKey: applicationKeys.officers(),
    queryFn: ({ signal }) => api.get('/employees/officers', { schema: z.array(employeeOptionSchema), signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useVisaTeam() {
  return useQuery({
    queryKey: applicationKeys.visaTeam(),
    queryFn: ({ signal }) => api.get('/employees/visa-team', { schema: z.array(employeeOptionSchema), signal }),
    staleTime: 5 * 60_000,
  });
}

/** PATCH /counselor/assign-student-to-applicant/{student _id}/{officer _id}. */
export function useAssignOfficer(studentId: number, studentObjectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (officerObjectId: string) =>
      api.patch(
        `/counselor/assign-student-to-applicant/${seg(studentObjectId)}/${seg(officerObjectId)}`,
        {},
        {
          schema: z.array(applicantSchema),
        },
      ),
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
      const groups = await api.get(`/applicant/university-upload/${studentId}/${seg(counselorId)}`, {
        schema: z.array(applicationGroupSchema),
        signal,
      });
      return groups.flatMap((group) => group.universities);
    },
    enabled,
    meta: { errorsShownInline: true },
  });
}

function uploadPath(studentId: number, counselorId: string, applicantId: string): string {
  return `/applicant/university-upload/${studentId}/${seg(counselorId)}/${seg(applicantId)}`;
}

export function useAddApplication(studentId: number, counselorId: string, applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) =>
      api.post(uploadPath(studentId, counselorId, applicantId), input, { schema: applicationSchema }),
    // The form shows field errors next to the inputs and a general one above them.
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.universities(studentId, counselorId) }),
  });
}

export function useUpdateApplication(studentId: number, counselorId: string, applicantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof applicationUpdateSchema>) =>
      api.patch(uploadPath(studentId, counselorId, applicantId), input, { schema: applicationSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.universities(studentId, counselorId) }),
  });
}

export interface DocumentsCall {
  /** POST when the application has none of the six documents yet, otherwise PATCH (SPEC.md 4). */
  method: 'POST' | 'PATCH';
  path: string;
  form: FormData;
}

/** The six university documents and the visa member, in one multipart call (SPEC.md 2.11). */
export function useSubmitUniversityDocuments(studentId: number, counselorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, form }: DocumentsCall) =>
      apiRequest(path, { method, body: form, schema: applicationSchema, timeoutMs: UPLOAD_TIMEOUT_MS }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.universities(studentId, counselorId) }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]),
  });
}

export function universityDocumentsPath(
  application: { studentId: number; country: string; universityName: string; subject: string; intake: string },
  studentObjectId: string,
): string {
  const { studentId, country, universityName, subject, intake } = application;
  return `/applicant/get-uploaded-documents/${studentId}/${seg(country)}/${seg(universityName)}/${seg(subject)}/${seg(intake)}/${seg(studentObjectId)}`;
}

export function allDocumentsPath(
  studentId: number,
  counselorId: string,
  applicantId: string,
  studentObjectId: string,
): string {
  return `/applicant/upload-all-university-document/${studentId}/${seg(counselorId)}/${seg(applicantId)}/${seg(studentObjectId)}`;
}
