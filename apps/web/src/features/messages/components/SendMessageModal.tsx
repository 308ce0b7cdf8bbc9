import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  LANGUAGE_LABELS,
  type MessageDraft,
  type MessageLanguage,
  type MessageTemplate,
  sentByHand,
  type TemplateKey,
} from '@studydesk/shared/templates';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useSendMessage, useStudentMessageLanguage, useStudentPreview, useTemplates } from '../template-queries.ts';
import { MessageLanguageSelect } from './MessageLanguageSelect.tsx';
import { MessagePreview } from './MessagePreview.tsx';

/**
 * "Send message" on the student's page: a template or a free message, previewed, then queued in the outbox. Only the
 * templates staff can send are offered: one that uses what only its event fills in (the rejected document's name)
 * went out with blanks, and the server refuses it.
 */
export function SendMessageModal({
  studentId,
  opened,
  onClose,
}: {
  studentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('messages');
  const templates = useTemplates({ errorsShownInline: true });
  // the student's language, else the office's; should it not load, the office's
  const language = useStudentMessageLanguage(studentId);
  return (
    <Modal opened={opened} onClose={onClose} title={t('sendMessage')} size="lg">
      {templates.data && !language.isPending ? (
        <DraftForm
          studentId={studentId}
          templates={templates.data.templates.filter(sentByHand)}
          officeLanguage={templates.data.automaticLanguage}
          language={language.data?.language ?? templates.data.automaticLanguage}
          onClose={onClose}
        />
      ) : (
        <Alert color={templates.isError ? 'red' : 'gray'} variant="light">
          {templates.isError ? templates.error.message : t('loadingTheTemplates')}
        </Alert>
      )}
    </Modal>
  );
}

function DraftForm({
  studentId,
  templates,
  officeLanguage,
  language,
  onClose,
}: {
  studentId: number;
  templates: MessageTemplate[];
  officeLanguage: MessageLanguage;
  /** The language the form opens in. */
  language: MessageLanguage;
  onClose: () => void;
}) {
  const { t } = useTexts('messages');
  const send = useSendMessage(studentId);
  const [draft, setDraft] = useState<MessageDraft>(() => fromTemplate(templates, 'free-message', language));
  const [sendKey] = useState(newSendKey);
  const [typed] = useDebouncedValue(JSON.stringify(draft), 500);
  const preview = useStudentPreview(studentId, JSON.parse(typed) as MessageDraft);
  const fieldError = (field: string) =>
    send.error && 'fields' in send.error
      ? (send.error.fields as Record<string, string> | undefined)?.[field]
      : undefined;
  // A refusal of the subject or the message is said at its field; any other (no right, no student, the server) here.
  const refused = send.error && !fieldError('subject') && !fieldError('body') ? send.error.message : null;
  // The server keeps a message it can never send as refused (202, state refused), with the reason in the outbox: here
  // that is the student's address, which the preview's "To" line says is missing (`to` null): Send waits for one.
  const noAddress = preview.data?.to === null;

  if (send.data?.state === 'refused') {
    return (
      <Stack gap="md">
        <ErrorAlert title={t('notSent')}>{t('refusedForNoAddress')}</ErrorAlert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('close')}</Button>
        </Group>
      </Stack>
    );
  }
  if (send.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconClockHour4 size={18} />} title="Queued">
          {t('theMessageWaitsInThe')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('close')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('template')}
          data={templates.map((t) => ({ value: t.key, label: t.label }))}
          value={draft.templateKey}
          allowDeselect={false}
          onChange={(key) => key && setDraft(fromTemplate(templates, key as TemplateKey, draft.language))}
          style={{ flex: 1, minWidth: 220 }}
        />
        <SegmentedControl
          aria-label={t('language')}
          value={draft.language}
          onChange={(language) => setDraft(fromTemplate(templates, draft.templateKey, language as MessageLanguage))}
          data={(['en', 'bn'] as const).map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
        />
        <MessageLanguageSelect
          studentId={studentId}
          officeLanguage={officeLanguage}
          // the draft follows the student's new language, unless it was already written in another way
          onChanged={(next) => {
            const untouched =
              JSON.stringify(draft) === JSON.stringify(fromTemplate(templates, draft.templateKey, draft.language));
            if (untouched) setDraft(fromTemplate(templates, draft.templateKey, next));
          }}
        />
      </Group>
      <TextInput
        label={t('subject2')}
        value={draft.subject}
        error={fieldError('subject')}
        onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
      />
      <Textarea
        label={t('message')}
        autosize
        minRows={4}
        maxRows={10}
        value={draft.body}
        error={fieldError('body')}
        onChange={(event) => setDraft({ ...draft, body: event.currentTarget.value })}
      />
      <MessagePreview message={preview.data} error={preview.error} loading={preview.isFetching} height={170} />
      {refused && <ErrorAlert title={t('notSent')}>{refused}</ErrorAlert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          loading={send.isPending}
          disabled={!preview.data || Boolean(preview.error) || noAddress}
          onClick={() => send.mutate({ ...draft, sendKey })}
        >
          {t('send')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * This form's send, named once: a retry after the client's timeout is the same message, not a second one. Random
 * bytes, not crypto.randomUUID, which a browser offers only on https or localhost (an office may serve plain http).
 */
function newSendKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromTemplate(templates: MessageTemplate[], key: TemplateKey, language: MessageLanguage): MessageDraft {
  const template = templates.find((t) => t.key === key);
  const text = template?.[language] ?? { subject: '', body: '' };
  return { templateKey: key, language, channel: 'email', ...text };
}
