import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { studentIdSchema } from '../students.ts';
import {
  messageDraftSchema,
  messageLanguageChoiceSchema,
  previewInputSchema,
  renderedMessageSchema,
  sendMessageSchema,
  sentMessageSchema,
  studentMessageLanguageSchema,
  templateKeySchema,
  templateSettingsSchema,
  templateUpdateSchema,
  whatsappInputSchema,
  whatsappLinkSchema,
} from '../templates.ts';

const tag = 'messages';
const studentParams = z.object({ studentId: studentIdSchema });
const reach =
  'Everyone who may see the student may call it (Super Admin, the receptionist, the student’s Counselor, the admin ' +
  'Officer and visa team member the student was given to); anyone else gets a 403. ';

/** Message templates, automatic messages, and messages sent from the student's page (issue 17). */
export const templatesContracts = {
  list: contract({
    method: 'GET',
    path: '/settings/templates',
    tag,
    summary: 'The message templates',
    description:
      'Any staff member (they send them from a student’s page). Each template in English and Bangla, whether it goes out by itself, the missing documents ' +
      'reminder’s interval, the language of automatic messages and the variables a template may use.',
    response: envelope(templateSettingsSchema),
  }),
  save: contract({
    method: 'PUT',
    path: '/settings/templates/:key',
    tag,
    summary: 'Change a template',
    description:
      'Super Admin only. Its subject and body per language, automatic sending on or off, the reminder’s every-N-days. ' +
      'A syntax error, or a variable that is not in the list, is a 400 naming it and its line.',
    params: z.object({ key: templateKeySchema }),
    body: templateUpdateSchema,
    response: envelope(templateSettingsSchema),
  }),
  preview: contract({
    method: 'POST',
    path: '/settings/templates/preview',
    tag,
    summary: 'Preview a template for a student',
    description:
      'Super Admin only. Renders an unsaved subject and body for the chosen student: the subject, the HTML (every ' +
      'value escaped) and the plain-text part. The same 400s as saving.',
    body: previewInputSchema,
    response: envelope(renderedMessageSchema),
  }),
  studentPreview: contract({
    method: 'POST',
    path: '/student/:studentId/messages/preview',
    tag,
    summary: 'Preview a message to the student',
    description: `${reach}Renders a template or a free message for the student, without sending it.`,
    params: studentParams,
    body: messageDraftSchema,
    response: envelope(renderedMessageSchema),
  }),
  send: contract({
    method: 'POST',
    path: '/student/:studentId/messages',
    tag,
    summary: 'Send a message to the student',
    description:
      `${reach}Queues the rendered message by e-mail in the outbox (202, state "queued"); the outbox sends it. ` +
      'Sent by a person, it also reaches a student who opted out of automatic messages.',
    params: studentParams,
    body: sendMessageSchema,
    response: envelope(sentMessageSchema),
    status: 202,
  }),
  whatsapp: contract({
    method: 'POST',
    path: '/student/:studentId/whatsapp',
    tag,
    summary: 'Open WhatsApp with the student',
    description:
      `${reach}Answers the click-to-chat address (https://wa.me/<number>?text=…) with the template filled in, and ` +
      'logs the click on the student’s timeline. A phone number that is not a possible number is a 400. Without ' +
      '`language`, the text is in the student’s message language, else the office’s language of automatic messages.',
    params: studentParams,
    body: whatsappInputSchema,
    response: envelope(whatsappLinkSchema),
  }),
  messageLanguage: contract({
    method: 'GET',
    path: '/student/:studentId/message-language',
    tag,
    summary: 'The language of the student’s messages',
    description:
      `${reach}The student’s own choice (\`messageLanguage\`, null for the office’s) and the language their ` +
      'messages go out in (`language`).',
    params: studentParams,
    response: envelope(studentMessageLanguageSchema),
  }),
  setMessageLanguage: contract({
    method: 'PATCH',
    path: '/student/:studentId/message-language',
    tag,
    summary: 'Change the language of the student’s messages',
    description:
      `${reach}\`messageLanguage\`: en, bn, or null for the office’s language of automatic messages; anything ` +
      'else is a 400. Automatic messages, and the defaults of Send message and WhatsApp, follow it. The change is ' +
      'on the student’s timeline and in the audit trail.',
    params: studentParams,
    body: messageLanguageChoiceSchema,
    response: envelope(studentMessageLanguageSchema),
  }),
};
