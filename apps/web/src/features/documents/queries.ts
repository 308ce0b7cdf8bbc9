import { pathOf } from '@studydesk/shared/contract';
import { documentsContracts } from '@studydesk/shared/contracts/documents';
import type { StudentDocumentSlot, UploadLink } from '@studydesk/shared/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callData } from '../../api/call.ts';
import { downloadFile, fetchFileBytes } from '../../api/download.ts';
import { uploadFile } from '../../api/upload.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { toast } from '../../ui/toast.ts';
import { studentKeys } from '../students/queries.ts';
import { absoluteLink, refusalOf, zipName } from './documents-format.ts';

export const documentKeys = {
  all: ['documents'] as const,
  map: (studentId: number) => [...documentKeys.all, 'map', studentId] as const,
  limits: () => [...documentKeys.all, 'limits'] as const,
  bytes: (id: string) => [...documentKeys.all, 'bytes', id] as const,
};

/** A stored version's preview address (GET /documents/{id}/preview), for links, pictures and pdf.js. */
export const previewPath = (id: string) => pathOf(documentsContracts.preview, { id });

/** The bytes of a PDF to preview; a version never changes, so they are read once while the preview is open. */
export function useDocumentBytes(id: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.bytes(id),
    queryFn: ({ signal }) => fetchFileBytes(previewPath(id), signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    meta: { errorsShownInline: true },
  });
}

/** An upload's `data` (uploadFile checks the data, the contract the whole body): the slot stored. */
const uploadedSchema = documentsContracts.upload.response.shape.data;

export interface UploadRequest {
  slot: StudentDocumentSlot;
  file: File;
  onProgress?: (fraction: number) => void;
}

/** The upload limit, read once: until it is known only the type is checked before sending (the server checks both). */
export function useUploadLimits() {
  return useQuery({
    queryKey: documentKeys.limits(),
    queryFn: ({ signal }) => callData(documentsContracts.limits, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Sends one file to a slot, unless the browser already knows the server would refuse it (then nothing is sent and
 * the same message fails the upload). Failures are shown on the card or row the file belongs to, not as toasts.
 */
function useSendDocument<T>(path: string, schema: z.ZodType<T>) {
  const maxMb = useUploadLimits().data?.maxMb;
  return ({ slot, file, onProgress }: UploadRequest) => {
    const refusal = refusalOf(file, maxMb);
    if (refusal) return Promise.reject(refusal);
    return uploadFile(path, { fields: { documentName: slot }, file, onProgress, schema });
  };
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
  const { t } = useTexts('documents');
  const queryClient = useQueryClient();
  const send = useSendDocument(pathOf(documentsContracts.upload, { studentId, counselorId }), uploadedSchema);
  return useMutation({
    mutationFn: send,
    meta: { errorsShownInline: true },
    onSuccess: () => {
      toast.success(t('fileUploadedSuccessfully'));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.map(studentId) }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]);
    },
  });
}

export type ShownLink = UploadLink & { href: string };
const shown = (link: UploadLink): ShownLink => ({ ...link, href: absoluteLink(window.location.origin, link.url) });

/**
 * Copy Link and Attestation: the link the student may already have (GET, which revokes nothing), or a first one
 * when none works yet (nothing to revoke then).
 */
export function useCurrentUploadLink(studentId: number) {
  return useMutation({
    mutationFn: async () =>
      shown(
        (await callData(documentsContracts.currentLink, { params: { studentId } })) ??
          (await callData(documentsContracts.issueLink, { params: { studentId } })),
      ),
  });
}

/** New link: POST /student/{id}/upload-link makes another link and turns off every earlier one. */
export function useIssueUploadLink(studentId: number) {
  return useMutation({
    mutationFn: async () => shown(await callData(documentsContracts.issueLink, { params: { studentId } })),
  });
}

export function useDownloadAllDocuments(studentId: number) {
  return useMutation({
    mutationFn: () => downloadFile(pathOf(documentsContracts.zip, { studentId }), { fileName: zipName(studentId) }),
  });
}
