import { pathOf, withQuery } from '@studydesk/shared/contract';
import { documentsContracts } from '@studydesk/shared/contracts/documents';
import type { StudentDocumentSlot } from '@studydesk/shared/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import { downloadFile } from '../../api/download.ts';
import { uploadFile } from '../../api/upload.ts';
import { toast } from '../../ui/toast.ts';
import { studentKeys } from '../students/queries.ts';
import { zipName } from './documents-format.ts';

export const documentKeys = {
  all: ['documents'] as const,
  map: (studentId: number) => [...documentKeys.all, 'map', studentId] as const,
  public: (studentId: number, token: string) => [...documentKeys.all, 'public', studentId, token] as const,
};

/** An upload's `data` (uploadFile checks the data, the contract the whole body): the slot stored. */
const uploadedSchema = documentsContracts.upload.response.shape.data;
const publicUploadedSchema = documentsContracts.publicUpload.response.shape.data;

export interface UploadRequest {
  slot: StudentDocumentSlot;
  file: File;
  onProgress?: (fraction: number) => void;
}

/** GET /student/get-documents/{id}: filled slots with their current and earlier versions; 403/404 shown as panels. */
export function useDocumentMap(studentId: number, enabled = true) {
  return useQuery({
    queryKey: documentKeys.map(studentId),
    queryFn: ({ signal }) => callData(documentsContracts.map, { params: { studentId }, signal }),
    enabled,
    meta: { errorsShownInline: true },
  });
}

/**
 * POST /student/add-documents; the success toast only after the server stored the file (SPEC.md 8 shows it always,
 * which would tell staff a failed upload worked). The first document can move the student to enrolled.
 */
export function useUploadDocument(studentId: number, counselorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, file, onProgress }: UploadRequest) =>
      uploadFile(pathOf(documentsContracts.upload, { studentId, counselorId }), {
        fields: { documentName: slot },
        file,
        onProgress,
        schema: uploadedSchema,
      }),
    onSuccess: () => {
      toast.success('File Uploaded Successfully');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.map(studentId) }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]);
    },
  });
}

/** POST /student/{id}/upload-link: a NEW link each time, which revokes the earlier ones. */
export function useIssueUploadLink(studentId: number) {
  return useMutation({
    mutationFn: () => callData(documentsContracts.issueLink, { params: { studentId } }),
  });
}

export function useDownloadAllDocuments(studentId: number) {
  return useMutation({
    mutationFn: () => downloadFile(pathOf(documentsContracts.zip, { studentId }), { fileName: zipName(studentId) }),
  });
}

// ---- Public upload page (no session) ---------------------------------------------------------------------------

export function usePublicUploadInfo(studentId: number, token: string) {
  return useQuery({
    queryKey: documentKeys.public(studentId, token),
    queryFn: ({ signal }) =>
      callData(documentsContracts.publicInfo, { params: { studentId }, query: { t: token }, signal }),
    enabled: token !== '',
    meta: { errorsShownInline: true },
  });
}

export function usePublicUpload(studentId: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, file, onProgress }: UploadRequest) =>
      uploadFile(withQuery(pathOf(documentsContracts.publicUpload, { studentId }), { t: token }), {
        fields: { documentName: slot },
        file,
        onProgress,
        schema: publicUploadedSchema,
      }),
    onSuccess: () => {
      toast.success('Docs Upload Successful');
      return queryClient.invalidateQueries({ queryKey: documentKeys.public(studentId, token) });
    },
  });
}
