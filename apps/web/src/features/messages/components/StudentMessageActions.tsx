import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { sentByHand, type TemplateKey } from '@studydesk/shared/templates';
import { IconMail } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { WhatsappMenu } from '../../../ui/WhatsappMenu.tsx';
import { useOpenWhatsapp, useTemplates } from '../template-queries.ts';
import { SendMessageModal } from './SendMessageModal.tsx';

/** "Send message" and WhatsApp click-to-chat, for everyone who may see the student. */
export function StudentMessageActions({ studentId }: { studentId: number }) {
  const { t } = useTexts('messages');
  const [sending, send] = useDisclosure(false);
  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconMail size={16} />} onClick={send.open}>
        {t('sendMessage')}
      </Button>
      <StudentWhatsapp studentId={studentId} />
      <SendMessageModal studentId={studentId} opened={sending} onClose={send.close} />
    </Group>
  );
}

/** Opens WhatsApp with a template filled in for the student; the click is logged on the student's timeline. */
function StudentWhatsapp({ studentId }: { studentId: number }) {
  const templates = useTemplates();
  const open = useOpenWhatsapp(studentId);
  return (
    <WhatsappMenu
      // as Send message: a template whose wording needs its event is not sent by hand (the server refuses it)
      choices={templates.data?.templates.filter(sentByHand) ?? []}
      // in the student's language, else the office's: the server knows which
      onChoose={(templateKey: TemplateKey) => open.mutate({ templateKey })}
      loading={open.isPending}
    />
  );
}
