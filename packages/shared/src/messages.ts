import { z } from 'zod';

/** How a message reaches its recipient. */
export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);

/**
 * Where a message of the outbox stands: `queued` waits for its (next) attempt, `sending` is claimed by one server
 * for a short lease, `sent` was accepted by the mail server (or WhatsApp), `failed` needs a person (its attempts ran
 * out, or a send was interrupted and may or may not have arrived), `refused` can never go (no valid address, the
 * student opted out). Only `failed` and `refused` are retried, and only by Super Admin's "Retry".
 */
export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed', 'refused'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const messageStateSchema = z.enum(MESSAGE_STATES, 'Not a message state');

export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  refused: 'Refused',
};

/** A row of Super Admin's outbox (GET /messages/outbox). */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  channel: messageChannelSchema,
  /**
   * The student it was for; null for mail to an employee (password reset, reminders). `archived`: the student was
   * deleted (archived), so they have no page to link to.
   */
  student: z.object({ _id: z.string(), studentId: z.number(), fullName: z.string(), archived: z.boolean() }).nullable(),
  recipient: z.string(),
  subject: z.string(),
  templateKey: z.string().nullable(),
  automatic: z.boolean(),
  state: messageStateSchema,
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const OUTBOX_PAGE_SIZE = 25;

/** GET /messages/outbox?state=&page= */
export const outboxQuerySchema = z.object({
  state: messageStateSchema.optional(),
  page: z.coerce.number().int('Use a whole page number').min(1, 'Pages start at 1').max(100_000).default(1),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Whether a next page exists (the outbox is not counted whole for each page). */
  hasMore: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** GET /settings/mail: whether e-mail goes out (SMTP_URL is set) and whom it comes from. */
export const mailSettingsSchema = z.object({ enabled: z.boolean(), from: z.string() });
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** The payload of the message events on a student's log ('message-queued', 'message-sent', 'message-failed'). */
export const messageEventPayloadSchema = z.object({
  messageId: z.string(),
  channel: messageChannelSchema,
  subject: z.string(),
  templateKey: z.string().optional(),
  /** Why it failed or was refused (message-failed only). */
  error: z.string().optional(),
  /** message-failed: 'refused' when it can never go, 'failed' when a person may retry it. */
  state: z.enum(['failed', 'refused']).optional(),
});
export type MessageEventPayload = z.infer<typeof messageEventPayloadSchema>;
