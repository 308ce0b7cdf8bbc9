import { z } from 'zod';
import { MESSAGE_LANGUAGES, type MessageLanguage, messageLanguageSchema } from './message-languages.ts';
import { MAX_STUDENT_ID } from './students.ts';

// The languages live on their own so the student's registration can offer them without importing the templates.
export {
  LANGUAGE_LABELS,
  MESSAGE_LANGUAGES,
  type MessageLanguage,
  messageLanguageSchema,
} from './message-languages.ts';

/** The message templates of the office: one of each, in English and Bangla (issue 17). */
export const TEMPLATE_KEYS = [
  'welcome',
  'document-rejected',
  'missing-documents',
  'application-submitted',
  'offer-received',
  'visa-outcome',
  'free-message',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];
export const templateKeySchema = z.enum(TEMPLATE_KEYS, 'Not a template');

/** The templates sent by themselves on their trigger; the free message is only ever sent by a person. */
export const AUTOMATIC_KEYS: readonly TemplateKey[] = TEMPLATE_KEYS.filter((k) => k !== 'free-message');

export const TEMPLATE_LABELS: Record<TemplateKey, string> = {
  welcome: 'Welcome with the upload link',
  'document-rejected': 'Document rejected',
  'missing-documents': 'Missing documents reminder',
  'application-submitted': 'Application submitted',
  'offer-received': 'Offer received',
  'visa-outcome': 'Visa outcome',
  'free-message': 'Free message',
};

/** When each automatic message goes out. */
export const TEMPLATE_TRIGGERS: Record<TemplateKey, string> = {
  welcome: 'When the student is registered',
  'document-rejected': 'When a document of the student is rejected',
  'missing-documents': 'Every few days while documents are missing',
  'application-submitted': 'When an application is added',
  'offer-received': 'When an application’s status becomes an offer',
  'visa-outcome': 'When the visa outcome is recorded',
  'free-message': 'Only when staff send it',
};

/** The language a student's messages are in: their own choice, null for the office's language of automatic messages. */
export const messageLanguageChoiceSchema = z.object({ messageLanguage: messageLanguageSchema.nullable() });

export const studentMessageLanguageSchema = messageLanguageChoiceSchema.extend({
  /** The language their messages go out in: their own, else the office's. */
  language: messageLanguageSchema,
});
export type StudentMessageLanguage = z.infer<typeof studentMessageLanguageSchema>;

/**
 * The variables only the event that sends a template fills in: the rejected document, the application, the visa
 * decision. A message staff send has no event, so a template that uses one is not offered for sending by hand, and
 * the server refuses it (it went out as "Please send your  again"). The reminder's list of missing documents is not
 * one of them: a message sent by hand lists the student's missing documents as they are then.
 */
export const EVENT_VARIABLES = [
  'document.label',
  'document.reason',
  'application.universityName',
  'application.country',
  'application.status',
  'visa.outcome',
] as const;
export type EventVariable = (typeof EVENT_VARIABLES)[number];

/** Every variable a template may use; anything else is refused when it is saved. */
export const TEMPLATE_VARIABLES = [
  'student.fullName',
  'student.studentId',
  'student.email',
  'student.phoneNumber',
  'counselor.name',
  'counselor.phone',
  'uploadLink',
  'missingDocuments',
  ...EVENT_VARIABLES,
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** `{{name}}`, `{{#if name}}` and `{{#unless name}}`, the only ways a checked template uses a variable. */
const USED_VARIABLE = /\{\{~?\s*(?:#\s*(?:if|unless)\s+)?([\w.]+)\s*~?\}\}/g;

/** The names of the variables a subject or body uses. */
export const variablesIn = (source: string) => [...source.matchAll(USED_VARIABLE)].map((match) => match[1] ?? '');

/** The variables of EVENT_VARIABLES a subject or body uses. */
export const eventVariablesIn = (source: string) =>
  variablesIn(source).filter((name): name is TemplateVariable => EVENT_VARIABLES.some((variable) => variable === name));

/** Whether staff may send the template by hand: neither language's wording uses a variable only an event fills in. */
export const sentByHand = (template: Record<MessageLanguage, TemplateText>) =>
  MESSAGE_LANGUAGES.every((language) =>
    [template[language].subject, template[language].body].every((source) => eventVariablesIn(source).length === 0),
  );

export const MAX_SUBJECT = 200;
export const MAX_BODY = 10_000;

export const templateTextSchema = z.object({
  subject: z
    .string('Enter the subject')
    .trim()
    .min(1, 'Enter the subject')
    .max(MAX_SUBJECT, `Keep the subject to ${MAX_SUBJECT} characters`),
  body: z
    .string('Enter the message')
    .trim()
    .min(1, 'Enter the message')
    .max(MAX_BODY, `Keep the message to ${MAX_BODY} characters`),
});
export type TemplateText = z.infer<typeof templateTextSchema>;

export const messageTemplateSchema = z.object({
  key: templateKeySchema,
  label: z.string(),
  trigger: z.string(),
  /** Whether it goes out by itself on its trigger; null for the free message. */
  automatic: z.boolean().nullable(),
  en: templateTextSchema,
  bn: templateTextSchema,
  /** Whether a Super Admin changed it from the default. */
  edited: z.boolean(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const DEFAULT_REMINDER_DAYS = 7;

export const templateSettingsSchema = z.object({
  templates: z.array(messageTemplateSchema),
  /** The missing documents reminder goes out every this many days while any are missing. */
  reminderEveryDays: z.number().int(),
  /** The language of automatic messages. */
  automaticLanguage: messageLanguageSchema,
  variables: z.array(z.string()),
});
export type TemplateSettings = z.infer<typeof templateSettingsSchema>;

export const templateUpdateSchema = z
  .object({
    en: templateTextSchema.optional(),
    bn: templateTextSchema.optional(),
    automatic: z.boolean('Choose on or off').optional(),
    reminderEveryDays: z
      .number('Enter a number of days')
      .int('Enter whole days')
      .min(1, 'At least every day')
      .max(90, 'At most every 90 days')
      .optional(),
    automaticLanguage: messageLanguageSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Name at least one field to change');
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

/** A draft rendered for one student (preview), or sent to them. */
export const messageDraftSchema = templateTextSchema.extend({
  templateKey: templateKeySchema,
  language: messageLanguageSchema,
  /** WhatsApp only where the WhatsApp Cloud API is set up (WHATSAPP_TOKEN); e-mail by default. */
  channel: z.enum(['email', 'whatsapp'], 'Choose e-mail or WhatsApp').default('email'),
});
export type MessageDraft = z.infer<typeof messageDraftSchema>;

/**
 * A message staff send: the draft and the key the send form made when it opened. The same key again (a retry after
 * the client's timeout, a second click that got through) queues nothing new and answers the first.
 */
export const sendMessageSchema = messageDraftSchema.extend({
  sendKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A send key is 16 to 64 letters, digits, - or _')
    .optional(),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const previewInputSchema = templateTextSchema.extend({
  studentId: z.number('Choose a student').int().positive('Choose a student').max(MAX_STUDENT_ID, 'Choose a student'),
  language: messageLanguageSchema,
});

export const renderedMessageSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The address it goes to; null when the student has none that works. */
  to: z.string().nullable(),
  /**
   * Super Admin's preview of a template only: the variables it filled with examples, since only the event that sends
   * the template gives them (and the reminder's list, for a student with nothing missing).
   */
  examples: z.array(z.string()).optional(),
});
export type RenderedMessage = z.infer<typeof renderedMessageSchema>;

export const sentMessageSchema = z.object({
  messageId: z.string(),
  state: z.string(),
});

export const whatsappInputSchema = z.object({
  templateKey: templateKeySchema,
  /** When not given: the student's message language, else the office's language of automatic messages. */
  language: messageLanguageSchema.optional(),
});

export const whatsappLinkSchema = z.object({
  /** `https://wa.me/<number>?text=…`, the number in international form without the plus. */
  url: z.string(),
  number: z.string(),
  text: z.string(),
});
