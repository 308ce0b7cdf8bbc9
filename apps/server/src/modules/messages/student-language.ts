import type { MessageLanguage, StudentMessageLanguage } from '@studydesk/shared/templates';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';
import { automaticSettings } from './templates.service.ts';

/** The live student `which` selects, locked for the change of their language. */
async function lockedStudent(tx: Tx, which: SQL) {
  const [row] = await tx
    .select({ id: students.id, messageLanguage: students.messageLanguage })
    .from(students)
    .where(and(which, isNull(students.archivedAt)))
    .for('update');
  if (!row) throw notFound('Student');
  return row;
}

async function answer(tx: Tx, messageLanguage: MessageLanguage | null): Promise<StudentMessageLanguage> {
  return { messageLanguage, language: messageLanguage ?? (await automaticSettings(tx)).automaticLanguage };
}

/** The student's own language for messages, and the language their messages go out in. */
export async function studentMessageLanguage(db: Db, studentId: number) {
  const [row] = await db
    .select({ messageLanguage: students.messageLanguage })
    .from(students)
    .where(and(eq(students.studentId, studentId), isNull(students.archivedAt)));
  if (!row) throw notFound('Student');
  return answer(db, row.messageLanguage);
}

/**
 * Staff set the language of the student's messages (null: the office's). A change is in the audit trail and on the
 * student's timeline as an edit of their details ("Changed: message language").
 */
export async function setStudentMessageLanguage(
  db: Db,
  studentId: number,
  messageLanguage: MessageLanguage | null,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const row = await lockedStudent(tx, eq(students.studentId, studentId));
    if (row.messageLanguage !== messageLanguage) {
      await tx.update(students).set({ messageLanguage }).where(eq(students.id, row.id));
      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'student',
        recordId: row.id,
        action: 'updated',
        before: { messageLanguage: row.messageLanguage },
        after: { messageLanguage },
      });
      await recordStudentEvents(tx, [
        { studentId: row.id, kind: 'details-edited', actorId: actor.id, payload: { fields: ['messageLanguage'] } },
      ]);
    }
    return answer(tx, messageLanguage);
  });
}

/**
 * The student switched their own page's language: their messages follow it. In the audit trail with no employee
 * (as their own uploads are), only when it changes: a student switching back and forth writes one entry a switch.
 */
export async function setOwnMessageLanguage(db: Db, studentUuid: string, language: MessageLanguage) {
  await db.transaction(async (tx) => {
    const row = await lockedStudent(tx, eq(students.id, studentUuid));
    if (row.messageLanguage === language) return;
    await tx.update(students).set({ messageLanguage: language }).where(eq(students.id, row.id));
    await recordAudit(tx, {
      actorId: null,
      recordType: 'student',
      recordId: row.id,
      action: 'updated',
      before: { messageLanguage: row.messageLanguage },
      after: { messageLanguage: language },
    });
  });
  return { language };
}
