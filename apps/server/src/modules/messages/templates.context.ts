import { ErrorCode } from '@studydesk/shared/errors';
import { type MessageLanguage, type TemplateText, variablesIn } from '@studydesk/shared/templates';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { employees, students } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { missingDocuments } from '../checklists/checklists.service.ts';
import { currentUploadLink, issueUploadLink } from '../documents/upload-link.ts';
import { COUNSELING_TEAM } from './templates.defaults.ts';
import type { TemplateValues } from './templates.render.ts';

/**
 * What a message's links need: the address the office's StudyDesk is reached at, and how long a new upload link
 * lives. Set once by buildApp from the configuration, since messages are rendered deep inside the transactions of
 * other modules (automatic.service.ts), which know nothing of the configuration.
 */
const links = { publicUrl: 'http://localhost:3000', uploadLinkDays: 30 };

export function configureMessageLinks(config: { publicUrl: string; uploadLinkDays: number }) {
  links.publicUrl = config.publicUrl.replace(/\/+$/, '');
  links.uploadLinkDays = config.uploadLinkDays;
}

export interface MessageStudent {
  id: string;
  studentId: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  counselorName: string | null;
  counselorPhone: string | null;
  counselorEmployeeId: string | null;
  /** The student's own language for messages; null: the office's language of automatic messages. */
  messageLanguage: MessageLanguage | null;
}

export async function messageStudent(tx: Tx, where: { id: string } | { studentId: number }) {
  const [row] = await tx
    .select({
      id: students.id,
      studentId: students.studentId,
      fullName: students.fullName,
      email: students.email,
      phoneNumber: students.phoneNumber,
      counselorName: employees.name,
      counselorPhone: employees.phone,
      counselorEmployeeId: employees.employeeId,
      messageLanguage: students.messageLanguage,
    })
    .from(students)
    .leftJoin(employees, eq(employees.id, students.counselorId))
    .where(
      and(
        'id' in where ? eq(students.id, where.id) : eq(students.studentId, where.studentId),
        isNull(students.archivedAt),
      ),
    );
  if (!row) throw notFound('Student');
  return row satisfies MessageStudent;
}

/**
 * What a preview shows where the upload link will be: the link itself (a key to the student's documents) goes only
 * into a message that is sent, and is shown only to those who hand links out (the upload link's own routes).
 */
export const LINK_WHEN_SENT = '[the student’s upload link, added when the message is sent]';

/**
 * The student's working upload link (its page address), or when none works a new one issued by `actorId`, or by
 * the office itself (null) for a message a rule sends (the welcome's is always the first).
 */
export async function workingUploadLink(tx: Tx, student: MessageStudent, actorId: string | null) {
  const current = await currentUploadLink(tx as Db, student);
  return (current ?? (await issueUploadLink(tx as Db, student, actorId, links.uploadLinkDays))).url;
}

/** The upload link of a message, or the placeholder when the message is not sent (`issueLink` false). */
async function uploadLink(tx: Tx, student: MessageStudent, options: { actorId: string | null; issueLink: boolean }) {
  if (!options.issueLink) return LINK_WHEN_SENT;
  return `${links.publicUrl}${await workingUploadLink(tx, student, options.actorId)}`;
}

/**
 * The values of a message to the student: their own, their counselor's (the team's when they have none), the
 * upload link and what the trigger adds (`extra`). A link is issued only by someone (`actorId`) for a message that
 * goes out (`issueLink`).
 */
export async function messageValues(
  tx: Tx,
  student: MessageStudent,
  options: { actorId: string | null; issueLink: boolean; extra?: TemplateValues; language: MessageLanguage },
): Promise<TemplateValues> {
  return {
    'student.fullName': student.fullName,
    'student.studentId': String(student.studentId),
    'student.email': student.email,
    'student.phoneNumber': student.phoneNumber,
    'counselor.name': student.counselorName ?? COUNSELING_TEAM[options.language],
    'counselor.phone': student.counselorPhone ?? '',
    uploadLink: await uploadLink(tx, student, options),
    ...options.extra,
  };
}

/** The documents a student still has to send, as a message lists them: one a line. */
export const missingList = (labels: string[]) => labels.map((label) => `- ${label}`).join('\n');

/**
 * What a message staff send fills in beyond messageValues: the documents the student still has to send, when its
 * wording lists them (the reminder, sent by hand or through WhatsApp), as they are now; sent by hand it listed
 * nothing. With none missing there is nothing to remind of: refused (400), unless it is only a preview.
 */
export async function handSentValues(
  tx: Tx,
  studentUuid: string,
  text: TemplateText,
  { preview = false } = {},
): Promise<TemplateValues> {
  if (![text.subject, text.body].some((source) => variablesIn(source).includes('missingDocuments'))) return {};
  const missing = await missingDocuments(tx, studentUuid);
  if (missing.length === 0 && !preview) {
    // said as the message itself: WhatsApp's menu toasts it, and the Send dialog shows it above its buttons
    const nothing = 'Nothing is missing: every document of the student’s checklist is in.';
    throw new AppError(ErrorCode.VALIDATION, nothing, { templateKey: nothing });
  }
  return { missingDocuments: missingList(missing) };
}
