import { pathOf, withQuery } from '@studydesk/shared/contract';
import { portalContracts } from '@studydesk/shared/contracts/portal';
import type { PortalItem } from '@studydesk/shared/portal';
import type { MessageLanguage } from '@studydesk/shared/templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import { uploadFile } from '../../api/upload.ts';
import { refusalOf } from '../documents/documents-format.ts';
import { useUploadLimits } from '../documents/queries.ts';

export const portalKeys = {
  all: ['portal'] as const,
  page: (studentId: number, token: string) => [...portalKeys.all, studentId, token] as const,
};

const uploadedSchema = portalContracts.upload.response.shape.data;

/** GET /public/portal/{studentId}: the student's own page; a refused link is shown as a page, not a toast. */
export function usePortal(studentId: number, token: string) {
  return useQuery({
    queryKey: portalKeys.page(studentId, token),
    queryFn: ({ signal }) => callData(portalContracts.portal, { params: { studentId }, query: { t: token }, signal }),
    enabled: token !== '',
    meta: { errorsShownInline: true },
  });
}

/** PUT /public/portal/{studentId}/language: the language the student switched their page to, for their messages. */
export function usePortalLanguage(studentId: number, token: string) {
  return useMutation({
    mutationFn: (language: MessageLanguage) =>
      callData(portalContracts.language, { params: { studentId }, query: { t: token }, body: { language } }),
  });
}

export type SendItem = (key: string, file: File, onProgress: (fraction: number) => void) => Promise<PortalItem>;

/**
 * Sends one file to a checklist item, unless the browser already knows the server would refuse it (then nothing
 * is sent and the same refusal fails it). On arrival the page is read again; a failure stays with the item.
 */
export function usePortalUpload(studentId: number, token: string): SendItem {
  const queryClient = useQueryClient();
  const maxMb = useUploadLimits().data?.maxMb;
  return async (itemKey, file, onProgress) => {
    const refusal = refusalOf(file, maxMb);
    if (refusal) throw refusal;
    const path = withQuery(pathOf(portalContracts.upload, { studentId, itemKey }), { t: token });
    const item = await uploadFile(path, { fields: {}, file, onProgress, schema: uploadedSchema });
    await queryClient.invalidateQueries({ queryKey: portalKeys.page(studentId, token) });
    return item;
  };
}
