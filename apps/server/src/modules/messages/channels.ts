import type { MessageChannel } from '@studydesk/shared/messages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema.ts';
import { type Mail, messageIdFor } from '../../platform/mail.ts';
import type { OutboxRow } from './outbox.service.ts';
import { unsubscribeLinks } from './unsubscribe.ts';
import { configureWhatsappCloud, whatsappSender } from './whatsapp.cloud.ts';

/**
 * What sends one channel's messages. `send` resolves once the provider took the message and otherwise throws a
 * SendFailure (platform/mail.ts) saying whether it may be tried again; any other error counts as "may have
 * arrived" and is not tried again by itself. A channel without a sender keeps its messages queued.
 */
export interface ChannelSender {
  send(message: OutboxRow): Promise<void>;
}
export type ChannelSenders = Partial<Record<MessageChannel, ChannelSender>>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * E-mail through the mail platform. Every e-mail to a student ends with its unsubscribe link and carries the
 * List-Unsubscribe headers (one click, RFC 8058); the Message-ID comes from the idempotency key, the same on
 * every attempt.
 */
export function emailSender(db: Db, mail: Mail, publicUrl: string): ChannelSender {
  return {
    send: async (message) => {
      let { html, text } = message;
      const headers: Record<string, string> = {};
      const [student] = message.studentId
        ? await db
            .select({ id: students.id, studentId: students.studentId })
            .from(students)
            .where(eq(students.id, message.studentId))
        : [];
      if (student) {
        const links = await unsubscribeLinks(db, publicUrl, student);
        html = `${html || `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`}\n<hr>\n<p style="font-size:12px;color:#666">You get this e-mail from your study-abroad office. <a href="${escapeHtml(links.page)}">Unsubscribe</a> from automatic messages.</p>`;
        text = `${text}\n\n--\nYou get this e-mail from your study-abroad office. Unsubscribe from automatic messages: ${links.page}`;
        headers['List-Unsubscribe'] = `<${links.oneClick}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      await mail.send({
        to: message.recipient,
        subject: message.subject,
        html,
        text,
        messageId: messageIdFor(message.idempotencyKey, mail.from),
        headers,
      });
    },
  };
}

/**
 * The senders of this server: e-mail when SMTP_URL is set. Another channel (WhatsApp Cloud API) adds its sender
 * here when it is configured; the outbox's loop (sender.ts) needs no change for it.
 */
export function channelSenders(db: Db, config: Config, mail: Mail): ChannelSenders {
  const whatsapp = configureWhatsappCloud(config);
  return {
    ...(mail.enabled ? { email: emailSender(db, mail, config.PUBLIC_URL) } : {}),
    ...(whatsapp ? { whatsapp: whatsappSender(whatsapp) } : {}),
  };
}
