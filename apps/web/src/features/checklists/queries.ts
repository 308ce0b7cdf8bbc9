import type { Destination, ReviewBody, TemplateBody } from '@studydesk/shared/checklists';
import { pathOf } from '@studydesk/shared/contract';
import { checklistsContracts as checklists } from '@studydesk/shared/contracts/checklists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import { uploadFile } from '../../api/upload.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { toast } from '../../ui/toast.ts';
import { refusalOf } from '../documents/documents-format.ts';
import { documentKeys, useUploadLimits } from '../documents/queries.ts';
import { studentKeys } from '../students/queries.ts';

export const checklistKeys = {
  templates: ['checklists', 'templates'] as const,
  /** Under the student's keys, so an upload from the documents screen (which refreshes them) refreshes it too. */
  student: (studentId: number) => [...studentKeys.all, studentId, 'checklist'] as const,
};

/** GET /settings/checklists: every destination's documents. */
export function useChecklistTemplates() {
  return useQuery({
    queryKey: checklistKeys.templates,
    queryFn: ({ signal }) => callData(checklists.templates, { signal }),
    staleTime: 60_000,
    meta: { errorsShownInline: true },
  });
}

export function useSaveChecklistTemplate(country: Destination) {
  const { t } = useTexts('checklists');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateBody) => callData(checklists.saveTemplate, { params: { country }, body }),
    meta: { errorsShownInline: true },
    onSuccess: () => {
      toast.success(t('theChecklistIsSaved', { country }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: checklistKeys.templates }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]);
    },
  });
}

/** GET /student/{id}/checklist: the student's documents by destination, with their review and expiry. */
export function useStudentChecklist(studentId: number, enabled = true) {
  return useQuery({
    queryKey: checklistKeys.student(studentId),
    queryFn: ({ signal }) => callData(checklists.checklist, { params: { studentId }, signal }),
    enabled,
    meta: { errorsShownInline: true },
  });
}

const reviewToast = (body: ReviewBody, label: string) =>
  body.state === 'verified'
    ? `${label} verified.`
    : body.state === 'rejected'
      ? `${label} rejected. The reason is kept with it.`
      : body.expiresAt
        ? `The expiry date of ${label} is saved.`
        : `The expiry date of ${label} is cleared.`;

/** PATCH /student/{id}/checklist/{key}: verify, reject with a reason, or set the expiry date. */
export function useReviewItem(studentId: number) {
  const { t } = useTexts('checklists');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemKey, body }: { itemKey: string; label: string; body: ReviewBody }) =>
      callData(checklists.review, { params: { studentId, itemKey }, body }),
    meta: { errorsShownInline: true },
    onSuccess: (item, { body, label }) => {
      if (item.expiryWarning === 'expired' && body.expiresAt) {
        toast.warning(t('savedButHasAlreadyExpired', { label }));
      } else toast.success(reviewToast(body, label));
      return queryClient.invalidateQueries({ queryKey: checklistKeys.student(studentId) });
    },
    // refused as a newer version came in: the checklist shows it, to be looked at before a verdict
    onError: () => queryClient.invalidateQueries({ queryKey: checklistKeys.student(studentId) }),
  });
}

/** POST /student/{id}/checklist/{key}: a file for an item of the template's own (CAS, medical…), as a new version. */
export function useUploadChecklistItem(studentId: number) {
  const { t } = useTexts('checklists');
  const queryClient = useQueryClient();
  const maxMb = useUploadLimits().data?.maxMb;
  const schema = checklists.upload.response.shape.data;
  return useMutation({
    mutationFn: ({ itemKey, file, onProgress }: { itemKey: string; file: File; onProgress?: (f: number) => void }) => {
      const refusal = refusalOf(file, maxMb);
      if (refusal) return Promise.reject(refusal);
      return uploadFile(pathOf(checklists.upload, { studentId, itemKey }), { fields: {}, file, onProgress, schema });
    },
    meta: { errorsShownInline: true },
    onSuccess: () => {
      toast.success(t('fileUploadedSuccessfully'));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: checklistKeys.student(studentId) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.map(studentId) }),
      ]);
    },
  });
}
