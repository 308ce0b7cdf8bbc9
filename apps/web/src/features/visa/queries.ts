import { pathOf } from '@studydesk/shared/contract';
import { applicationsContracts } from '@studydesk/shared/contracts/applications';
import { visaContracts } from '@studydesk/shared/contracts/visa';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import { downloadFile } from '../../api/download.ts';
import { UPLOAD_TIMEOUT_MS } from '../../api/upload.ts';
import { studentKeys } from '../students/queries.ts';
import { visaZipName } from './visa-format.ts';

export const visaKeys = {
  all: ['visa'] as const,
  docs: (applicantId: string, studentId: number) => [...visaKeys.all, 'docs', applicantId, studentId] as const,
  applicants: (studentId: number) => [...visaKeys.all, 'applicants', studentId] as const,
};

/** The officers the student was assigned to, current first; the documents page's Next needs the current one. */
export function useStudentApplicants(studentId: number, enabled: boolean) {
  return useQuery({
    queryKey: visaKeys.applicants(studentId),
    queryFn: ({ signal }) => callData(applicationsContracts.applicants, { params: { studentId }, signal }),
    enabled,
    meta: { errorsShownInline: true },
  });
}

/** GET /visa/get-all-visa-pros-docs/{applicantId}/{studentId}: every application of the student with its files. */
export function useVisaDocuments(applicantId: string, studentId: number, enabled: boolean) {
  return useQuery({
    queryKey: visaKeys.docs(applicantId, studentId),
    queryFn: ({ signal }) => callData(visaContracts.applications, { params: { applicantId, studentId }, signal }),
    enabled,
    meta: { errorsShownInline: true },
  });
}

/**
 * POST /visa/outcome/{studentId}/{applicationId}: the outcome with its date, reference, refusal reason and letter;
 * on a decided application a correction (the first stays in the history). The form shows the refusals itself.
 */
export function useRecordVisaOutcome(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: FormData }) =>
      callData(visaContracts.record, { params: { studentId, applicationId }, body, timeoutMs: UPLOAD_TIMEOUT_MS }),
    meta: { errorsShownInline: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: visaKeys.all }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]),
  });
}

/** GET /utilities/download-docs/{applicantId}/{studentId} as the zip SPEC.md 9 names. */
export function useDownloadVisaDocuments(applicantId: string, studentId: number) {
  return useMutation({
    mutationFn: () =>
      downloadFile(pathOf(applicationsContracts.zip, { applicantId, studentId }), { fileName: visaZipName(studentId) }),
  });
}
