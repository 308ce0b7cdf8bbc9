import type { Application } from '@studydesk/shared/applications';
import { pathOf } from '@studydesk/shared/contract';
import { applicationsContracts } from '@studydesk/shared/contracts/applications';
import { visaContracts } from '@studydesk/shared/contracts/visa';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import { downloadFile } from '../../api/download.ts';
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

/** PATCH /visa/update-visa-status/{studentId}/{createdAt}: Successful or Rejected (SPEC.md 4). */
export function useUpdateVisaStatus(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ application, status }: { application: Application; status: 'success' | 'rejected' }) =>
      callData(visaContracts.decide, { params: { studentId, createdAt: application.createdAt }, body: { status } }),
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
