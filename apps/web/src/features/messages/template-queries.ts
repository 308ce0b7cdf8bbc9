import { templatesContracts as templates } from '@studydesk/shared/contracts/templates';
import type {
  MessageDraft,
  MessageLanguage,
  SendMessage,
  TemplateKey,
  TemplateUpdate,
} from '@studydesk/shared/templates';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import type { ShownInline } from '../../api/query-client.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { toast } from '../../ui/toast.ts';
import { studentDetailKeys } from '../students/queries.ts';
import { timelineKeys } from '../timeline/queries.ts';
import { outboxKeys } from './outbox-queries.ts';

export const templateKeys = {
  all: ['templates'] as const,
  preview: (what: object) => ['templates', 'preview', what] as const,
  studentLanguage: (studentId: number) => ['students', studentId, 'message-language'] as const,
};

/** Every template, in English and Bangla, with the automatic messages' settings (GET /settings/templates). */
export function useTemplates({ errorsShownInline }: ShownInline = {}) {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: ({ signal }) => callData(templates.list, { signal }),
    staleTime: 60_000,
    meta: { errorsShownInline },
  });
}

export function useSaveTemplate(key: TemplateKey) {
  const { t } = useTexts('messages');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateUpdate) => callData(templates.save, { params: { key }, body }),
    meta: { errorsShownInline: true },
    onSuccess: (settings) => {
      queryClient.setQueryData(templateKeys.all, settings);
      toast.success(t('templateSaved'));
    },
  });
}

type PreviewInput = { subject: string; body: string; language: 'en' | 'bn'; studentId: number };

/** Super Admin's preview of an unsaved template for a chosen student; a template with an error answers its 400. */
export function useTemplatePreview(input: PreviewInput | null) {
  return useQuery({
    queryKey: templateKeys.preview(input ?? {}),
    queryFn: ({ signal }) => callData(templates.preview, { body: input as PreviewInput, signal }),
    enabled: input !== null,
    retry: false,
    meta: { errorsShownInline: true },
    placeholderData: (previous) => previous,
  });
}

/** The message as the student would get it (POST /student/{id}/messages/preview). */
export function useStudentPreview(studentId: number, draft: MessageDraft | null) {
  return useQuery({
    queryKey: ['students', studentId, 'message-preview', draft] as const,
    queryFn: ({ signal }) =>
      callData(templates.studentPreview, { params: { studentId }, body: draft as MessageDraft, signal }),
    enabled: draft !== null,
    retry: false,
    meta: { errorsShownInline: true },
    placeholderData: (previous) => previous,
  });
}

/**
 * A message sent or a WhatsApp chat opened is a new entry on the student's timeline: every view of it is fetched
 * again, whichever groups it is filtered to.
 */
const refreshTimeline = (queryClient: QueryClient, studentId: number) =>
  queryClient.invalidateQueries({ queryKey: timelineKeys.student(studentId) });

export function useSendMessage(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SendMessage) => callData(templates.send, { params: { studentId }, body: message }),
    meta: { errorsShownInline: true },
    // queued in the outbox too: Super Admin's Outbox lists it at once
    onSuccess: () =>
      Promise.all([
        refreshTimeline(queryClient, studentId),
        queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
      ]),
  });
}

/** The language of the student's messages: their own choice, and the one they go out in (theirs, else the office's). */
export function useStudentMessageLanguage(studentId: number) {
  return useQuery({
    queryKey: templateKeys.studentLanguage(studentId),
    queryFn: ({ signal }) => callData(templates.messageLanguage, { params: { studentId }, signal }),
    meta: { errorsShownInline: true },
    // a failed read stays failed for the open dialog (it then writes in the office's language): read again on each
    // mount, the dialog's form went back to loading and lost what was typed
    retryOnMount: false,
  });
}

/** Staff set the language of the student's messages (null: the office's); the change is on the timeline. */
export function useSetStudentMessageLanguage(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageLanguage: MessageLanguage | null) =>
      callData(templates.setMessageLanguage, { params: { studentId }, body: { messageLanguage } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(templateKeys.studentLanguage(studentId), answer);
      // the student's page shows it under "Messages in" too
      return Promise.all([
        refreshTimeline(queryClient, studentId),
        queryClient.invalidateQueries({ queryKey: studentDetailKeys.detail(studentId) }),
      ]);
    },
  });
}

/**
 * Opens WhatsApp with the student: the window opens at once (so no popup blocker stops it), the click is logged
 * through the API, then the window goes to the wa.me address the server filled in.
 */
export function useOpenWhatsapp(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // without a language, the server writes in the student's (else the office's)
    mutationFn: async ({ templateKey, language }: { templateKey: TemplateKey; language?: MessageLanguage }) => {
      const opened = window.open('', '_blank');
      try {
        const link = await callData(templates.whatsapp, { params: { studentId }, body: { templateKey, language } });
        if (opened) {
          opened.opener = null;
          opened.location.href = link.url;
        } else window.location.assign(link.url);
        return link;
      } catch (error) {
        opened?.close();
        throw error;
      }
    },
    onSuccess: () => refreshTimeline(queryClient, studentId),
  });
}
