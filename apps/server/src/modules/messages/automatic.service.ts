import type { TemplateKey } from '@studydesk/shared/templates';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { universityApplications } from '../../db/schema.ts';
import type { StudentEvent } from '../timeline/timeline.service.ts';
import { queueMessage } from './outbox.service.ts';
import { messageStudent, messageValues } from './templates.context.ts';
import { OFFER_WORDS, VISA_OUTCOME_WORDS } from './templates.defaults.ts';
import { renderMessage, type TemplateValues } from './templates.render.ts';
import { automaticSettings, templateText } from './templates.service.ts';

const OFFERS = Object.keys(OFFER_WORDS.en);

type Trigger = { key: TemplateKey; extra?: TemplateValues; once?: boolean };

/** Which automatic message, if any, an event of the student's log sends (docs/decisions.md, "Automatic messages"). */
async function triggerOf(tx: Tx, event: StudentEvent): Promise<Trigger | null> {
  const p = (event.payload ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof p[name] === 'string' ? (p[name] as string) : '');
  switch (event.kind) {
    case 'status-changed':
      return p.from === null ? { key: 'welcome', once: true } : null;
    case 'document-reviewed':
      return p.state === 'rejected'
        ? { key: 'document-rejected', extra: { 'document.label': text('label'), 'document.reason': text('reason') } }
        : null;
    case 'application-added':
      return {
        key: 'application-submitted',
        extra: { 'application.universityName': text('universityName'), 'application.country': text('country') },
      };
    case 'application-edited': {
      if (!Array.isArray(p.fields) || !p.fields.includes('status')) return null;
      const [app] = await tx
        .select()
        .from(universityApplications)
        .where(eq(universityApplications.id, text('applicationId')));
      if (!app || !OFFERS.includes(app.status)) return null;
      return {
        key: 'offer-received',
        extra: {
          'application.universityName': app.universityName,
          'application.country': app.country,
          'application.status': app.status,
        },
      };
    }
    case 'visa-decided':
      return {
        key: 'visa-outcome',
        extra: {
          'application.universityName': text('universityName'),
          'visa.outcome': p.status === 'success' ? 'granted' : 'refused',
        },
      };
    default:
      return null;
  }
}

/**
 * Reacts to rows just written to students' event logs, in their transaction: each trigger queues its automatic
 * message in the outbox, so the message exists if and only if its change committed. `eventIds` are the rows' ids,
 * which make each message's idempotency key.
 */
export async function queueAutomaticMessages(tx: Tx, events: StudentEvent[], eventIds: string[]) {
  for (const [i, event] of events.entries()) {
    const trigger = await triggerOf(tx, event);
    if (!trigger) continue;
    const key = trigger.once ? `auto:${trigger.key}:${event.studentId}` : `auto:${trigger.key}:${eventIds[i]}`;
    await queueAutomatic(tx, event.studentId, trigger, { actorId: event.actorId, idempotencyKey: key });
  }
}

/**
 * Queues one automatic message to the student, unless it is switched off. The outbox refuses it, with the reason
 * on the student's timeline, when the student opted out or has no valid e-mail address.
 */
export async function queueAutomatic(
  tx: Tx,
  studentUuid: string,
  trigger: Trigger,
  options: { actorId: string | null; idempotencyKey: string },
) {
  const settings = await automaticSettings(tx);
  if (settings.off.includes(trigger.key)) return false;
  const student = await messageStudent(tx, { id: studentUuid });
  const language = student.messageLanguage ?? settings.automaticLanguage;
  const extra = { ...trigger.extra };
  if (extra['visa.outcome']) extra['visa.outcome'] = VISA_OUTCOME_WORDS[language][extra['visa.outcome'] as 'granted'];
  const status = extra['application.status'];
  if (status) extra['application.status'] = OFFER_WORDS[language][status as 'offer received'];
  const values = await messageValues(tx, student, { actorId: options.actorId, issueLink: true, extra, language });
  const rendered = renderMessage(await templateText(tx, trigger.key, language), values);
  await queueMessage(tx, {
    channel: 'email',
    studentId: studentUuid,
    recipient: student.email,
    ...rendered,
    templateKey: trigger.key,
    automatic: true,
    idempotencyKey: options.idempotencyKey,
    createdBy: options.actorId,
  });
  return true;
}
