import { ErrorCode } from '@studydesk/shared/errors';
import { internationalDigits } from '@studydesk/shared/phone';
import type { MessageLanguage, TemplateKey } from '@studydesk/shared/templates';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';
import { handSentValues, LINK_WHEN_SENT, messageStudent, messageValues } from './templates.context.ts';
import { refuseEventVariables, renderMessage } from './templates.render.ts';
import { automaticSettings, templateText } from './templates.service.ts';

/** The student's number as WhatsApp wants it, or a 400 saying the number on file will not do. */
export function whatsappNumber(phoneNumber: string) {
  const number = internationalDigits(phoneNumber);
  if (!number) throw invalid({ phoneNumber: `The phone number ${phoneNumber} is not a number WhatsApp can reach` });
  return number;
}

/**
 * Click-to-chat: the wa.me address with the template's text filled in for the student (in the language asked for,
 * else theirs, else the office's), and the click on the student's timeline, in one transaction before the browser
 * opens it.
 */
export async function whatsappLink(
  db: Db,
  studentId: number,
  input: { templateKey: TemplateKey; language?: MessageLanguage },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const student = await messageStudent(tx, { studentId });
    const number = whatsappNumber(student.phoneNumber);
    // The sender sees what click-to-chat sends: the upload link only for those who hand it out (its own routes).
    const sharesLinks =
      actor.role === 'Super Admin' || (actor.role === 'Counselor' && student.counselorEmployeeId === actor.employeeId);
    const language = input.language ?? student.messageLanguage ?? (await automaticSettings(tx)).automaticLanguage;
    const template = await templateText(tx, input.templateKey, language);
    refuseEventVariables(template, input.templateKey);
    const values = await messageValues(tx, student, {
      actorId: actor.id,
      issueLink: sharesLinks,
      language,
      extra: await handSentValues(tx, student.id, template),
    });
    const { text } = renderMessage(template, values);
    if (text.includes(LINK_WHEN_SENT)) {
      throw new AppError(
        ErrorCode.FORBIDDEN,
        'This message carries the student’s upload link, which only their counselor or Super Admin shares: send it by e-mail instead.',
      );
    }
    await recordStudentEvents(tx, [
      {
        studentId: student.id,
        kind: 'whatsapp-opened',
        actorId: actor.id,
        payload: { templateKey: input.templateKey, language, number },
      },
    ]);
    return { url: `https://wa.me/${number}?text=${encodeURIComponent(text)}`, number, text };
  });
}
