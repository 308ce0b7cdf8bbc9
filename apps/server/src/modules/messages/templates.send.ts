import { randomUUID } from 'node:crypto';
import { emailSchema } from '@studydesk/shared/auth';
import {
  EVENT_VARIABLES,
  type MessageDraft,
  type MessageLanguage,
  type SendMessage,
  type TemplateText,
  variablesIn,
} from '@studydesk/shared/templates';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { invalid } from '../../platform/errors.ts';
import { queueMessage } from './outbox.service.ts';
import {
  handSentValues,
  type MessageStudent,
  messageStudent,
  messageValues,
  missingList,
} from './templates.context.ts';
import { EVENT_EXAMPLES, MISSING_EXAMPLES } from './templates.defaults.ts';
import { refuseEventVariables, renderMessage, type TemplateValues } from './templates.render.ts';
import { validateText } from './templates.service.ts';
import { whatsappCloudEnabled } from './whatsapp.cloud.ts';
import { whatsappNumber } from './whatsapp.service.ts';

/** The address a message to the student goes to; null when theirs is not an e-mail address. */
export const emailOf = (student: Pick<MessageStudent, 'email'>) =>
  emailSchema.safeParse(student.email).success ? student.email : null;

/**
 * The examples Super Admin's preview shows where the template uses a value only its event gives, in the preview's
 * language, and a list of examples for the reminder of a student with nothing missing (`handSent` lists none).
 */
function exampleValues(text: TemplateText, language: MessageLanguage, handSent: TemplateValues): TemplateValues {
  const used = new Set([...variablesIn(text.subject), ...variablesIn(text.body)]);
  const examples: TemplateValues = {};
  for (const name of EVENT_VARIABLES) if (used.has(name)) examples[name] = EVENT_EXAMPLES[language][name];
  if (handSent.missingDocuments === '') examples.missingDocuments = missingList(MISSING_EXAMPLES);
  return examples;
}

/**
 * Checks and renders a subject and body for the student (a preview issues no upload link); with `examples`, what
 * only an event gives is an example, and the answer names the variables that have one.
 */
async function render(
  tx: Tx,
  student: MessageStudent,
  text: TemplateText,
  options: { language: MessageLanguage; actorId: string | null; issueLink: boolean; examples?: boolean },
) {
  validateText(text, '');
  // a preview issues no link and sends nothing: it shows an empty list rather than refusing
  const handSent = await handSentValues(tx, student.id, text, { preview: !options.issueLink });
  const examples = options.examples ? exampleValues(text, options.language, handSent) : {};
  const values = await messageValues(tx, student, { ...options, extra: { ...handSent, ...examples } });
  const named = options.examples ? { examples: Object.keys(examples) } : {};
  return { ...renderMessage(text, values), to: emailOf(student), ...named };
}

/** Super Admin's live preview of an unsaved template for a chosen student, with examples of the event's values. */
export async function previewTemplate(db: Db, input: TemplateText & { studentId: number; language: MessageLanguage }) {
  const student = await messageStudent(db, { studentId: input.studentId });
  return render(db, student, input, { language: input.language, actorId: null, issueLink: false, examples: true });
}

/** The message as the student would get it, before staff send it. */
export async function previewForStudent(db: Db, studentId: number, draft: MessageDraft) {
  refuseEventVariables(draft, draft.templateKey);
  const student = await messageStudent(db, { studentId });
  return render(db, student, draft, { language: draft.language, actorId: null, issueLink: false });
}

/**
 * Staff send a template or a free message from the student's page: rendered now (issuing an upload link if none
 * works), queued in the outbox, and answered as "queued" until the outbox has sent it. Sent again with its send
 * key, it is the message queued the first time.
 */
export async function sendToStudent(db: Db, studentId: number, draft: SendMessage, actor: Actor) {
  refuseEventVariables(draft, draft.templateKey);
  const whatsapp = draft.channel === 'whatsapp';
  if (whatsapp && !whatsappCloudEnabled()) {
    throw invalid({ channel: 'WhatsApp messages need the WhatsApp Cloud API; open WhatsApp from the student instead' });
  }
  return db.transaction(async (tx) => {
    const student = await messageStudent(tx, { studentId });
    const rendered = await render(tx, student, draft, { language: draft.language, actorId: actor.id, issueLink: true });
    const { message } = await queueMessage(tx, {
      channel: draft.channel,
      studentId: student.id,
      recipient: whatsapp ? whatsappNumber(student.phoneNumber) : student.email,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      templateKey: draft.templateKey,
      // the student's too: the same key (a form reused, a key sent again by a client) for another student is that
      // student's own message, not the first student's answered back
      idempotencyKey: `staff:${actor.id}:${student.id}:${draft.sendKey ?? randomUUID()}`,
      createdBy: actor.id,
    });
    return { messageId: message.id, state: message.state };
  });
}
