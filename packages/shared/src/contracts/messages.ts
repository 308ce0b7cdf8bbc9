import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { mailSettingsSchema, outboxMessageSchema, outboxPageSchema, outboxQuerySchema } from '../messages.ts';
import { studentIdSchema } from '../students.ts';

const tag = 'messages';
/** The unsubscribe link's signed token. */
const tokenQuery = z.object({ t: z.string().min(10).max(200) });
const studentParams = z.object({ studentId: studentIdSchema });

export const unsubscribeInfoSchema = z.object({
  /** The student's first name, to greet them; nothing more is shown to whoever holds the link. */
  firstName: z.string(),
  optedOut: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;

/** The outbox of e-mail and WhatsApp messages, the mail settings and the students' opt-out (issue 17). */
export const messagesContracts = {
  outbox: contract({
    method: 'GET',
    path: '/messages/outbox',
    tag,
    summary: 'A page of the outbox',
    description:
      'Every message the office sent or is sending, newest first (25 a page), optionally of one state: queued, ' +
      'sending, sent, failed or refused, with its attempts and last error. Only Super Admin may call it.',
    query: outboxQuerySchema,
    response: envelope(outboxPageSchema),
  }),
  retry: contract({
    method: 'POST',
    path: '/messages/outbox/:id/retry',
    tag,
    summary: 'Send a failed or refused message again',
    description:
      'Queues a failed or refused message again, to the student’s current e-mail address; its state becomes ' +
      '"queued" (never "sent" until the mail server took it). A message that is queued, sending or sent is a 409. ' +
      'Only Super Admin may call it.',
    params: z.object({ id: z.string().uuid('Not a message') }),
    response: envelope(outboxMessageSchema),
  }),
  mailSettings: contract({
    method: 'GET',
    path: '/settings/mail',
    tag,
    summary: 'Whether e-mail is on',
    description:
      'Whether the server sends e-mail (SMTP_URL is set) and its sender (MAIL_FROM). Without it, messages wait ' +
      'in the outbox. Any signed-in employee may call it.',
    response: envelope(mailSettingsSchema),
  }),
  unsubscribeInfo: contract({
    method: 'GET',
    path: '/public/unsubscribe/:studentId',
    tag,
    summary: 'What the unsubscribe page shows',
    description:
      'Anyone holding the link of an e-mail may call it: `t` is its token. Answers the student’s first name and ' +
      'whether they already opted out; it changes nothing (mail scanners open links).',
    params: studentParams,
    query: tokenQuery,
    response: envelope(unsubscribeInfoSchema),
  }),
  unsubscribe: contract({
    method: 'POST',
    path: '/public/unsubscribe/:studentId',
    tag,
    summary: 'Opt a student out of automatic messages',
    description:
      'Anyone holding the link of an e-mail may call it: `t` is its token. The student gets no automatic message ' +
      'from then on (staff still may write to them). It is also the one-click address of the e-mails’ ' +
      '`List-Unsubscribe` header (RFC 8058). An invalid link is a 403.',
    params: studentParams,
    query: tokenQuery,
    response: envelope(unsubscribeInfoSchema),
  }),
};
