import {
  documentMapSchema,
  publicUploadInfoSchema,
  type StudentDocumentSlot,
  studentDocumentSlotSchema,
  uploadLinkSchema,
} from '@studydesk/shared/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client.ts';
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

const docTypeSchema = z.object({ docType: studentDocumentSlotSchema });

export interface UploadRequest {
  slot: StudentDocumentSlot;
  file: File;
  onProgress?: (fraction: number) => void;
}

/** GET /student/get-documents/{id}: filled slots with their current and earlier versions; 403/404 shown as panels. */
export function useDocumentMap(studentId: number, enabled = true) {
  return useQuery({
    queryKey: documentKeys.map(studentId),
    queryFn: ({ signal }) => api.get(`/student/get-documents/${studentId}`, { schema: documentMapSchema, signal }),
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
      uploadFile(`/student/add-documents/${studentId}/${encodeURIComponent(counselorId)}`, {
        fields: { documentName: slot },
        file,
        onProgress,
        schema: docTypeSchema,
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
    mutationFn: () => api.post(`/student/${studentId}/upload-link`, undefined, { schema: uploadLinkSchema }),
  });
}

export function useDownloadAllDocuments(studentId: number) {
  return useMutation({
    mutationFn: () => downloadFile(`/utilities/download-docs/${studentId}`, { fileName: zipName(studentId) }),
  });
}

// ---- Public upload page (no session) ---------------------------------------------------------------------------

export function usePublicUploadInfo(studentId: number, token: string) {
  return useQuery({
    queryKey: documentKeys.public(studentId, token),
    queryFn: ({ signal }) =>
      api.get(`/public/upload/${studentId}?${new URLSearchParams({ t: token })}`, {
        schema: publicUploadInfoSchema,
        signal,
      }),
    enabled: token !== '',
    meta: { errorsShownInline: true },
  });
}

export function usePublicUpload(studentId: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, file, onProgress }: UploadRequest) =>
      uploadFile(`/public/upload/${studentId}?${new URLSearchParams({ t: token })}`, {
        fields: { documentName: slot },
        file,
        onProgress,
        schema: docTypeSchema,
      }),
    onSuccess: () => {
      toast.success('Docs Upload Successful');
      return queryClient.invalidateQueries({ queryKey: documentKeys.public(studentId, token) });
    },
  });
}
