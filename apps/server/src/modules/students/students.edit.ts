import { ErrorCode } from '@studydesk/shared/errors';
import type { StudentChange } from '@studydesk/shared/student-changes';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { changedFields, employeeLabel, recordAudit } from '../audit/audit.service.ts';
import { revokeOnNewAddress } from '../documents/upload-link.ts';
import { notify } from '../notifications/notifications.service.ts';
import { handTasksOver } from '../tasks/tasks.service.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';
import { storedPhone } from './phone-number.ts';
import { activeCounselor, getStudent, studentNotFound } from './students.service.ts';

// Corrections to a registered student and its move to another counselor (issue 22).

/** The live student, locked for the change. */
async function lockStudent(tx: Tx, studentId: number) {
  const [row] = await tx
    .select()
    .from(students)
    .where(and(eq(students.studentId, studentId), isNull(students.archivedAt)))
    .for('update');
  if (!row) throw studentNotFound();
  return row;
}

/**
 * Changes only the fields named; a change to the same values writes nothing. The audit row keeps each changed
 * field's before and after, the student's history notes which fields changed, both in the change's transaction; a
 * changed e-mail address or phone number revokes the student's upload links in it too.
 */
export async function editStudent(db: Db, studentId: number, typed: StudentChange, actor: Actor) {
  try {
    return await db.transaction(async (tx) => {
      const changes =
        typed.phoneNumber === undefined ? typed : { ...typed, phoneNumber: await storedPhone(tx, typed.phoneNumber) };
      const row = await lockStudent(tx, studentId);
      const before = { fullName: row.fullName, email: row.email, phoneNumber: row.phoneNumber, ...row.details };
      const diff = changedFields(before, changes);
      if (diff) {
        const { fullName, email, phoneNumber, ...details } = changes;
        await tx
          .update(students)
          .set({ fullName, email, phoneNumber, details: { ...row.details, ...details } })
          .where(eq(students.id, row.id));
        await revokeOnNewAddress(tx, row.id, diff.after);
        await recordAudit(tx, {
          actorId: actor.id,
          recordType: 'student',
          recordId: row.id,
          action: 'updated',
          ...diff,
        });
        await recordStudentEvents(tx, [
          {
            studentId: row.id,
            kind: 'details-edited',
            actorId: actor.id,
            payload: { fields: Object.keys(diff.after) },
          },
        ]);
      }
      return getStudent(tx, studentId);
    });
  } catch (error) {
    // The same rule as the registration: the database refuses a second live student of this name and phone.
    if (isUniqueViolation(error, 'students_same_person_key')) {
      throw new AppError(ErrorCode.STUDENT_EXISTS, 'Student already exists');
    }
    throw error;
  }
}

/**
 * Gives the student to another active Counselor. The former counselor's open tasks about the student go with it,
 * and whoever now keeps the next step is reminded of it anew (the next step's keeper is read from the student,
 * so it follows by itself). Both counselors are told; answers the student and the notifications to publish.
 */
export async function changeCounselor(db: Db, studentId: number, counselorId: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const row = await lockStudent(tx, studentId);
    if (!(await activeCounselor(tx, counselorId))) {
      throw new AppError(
        ErrorCode.ASSIGNEE_UNAVAILABLE,
        'Choose an active Counselor: this employee cannot take students.',
        {
          counselorId: 'Choose an active Counselor',
        },
      );
    }
    const from = row.counselorId;
    if (from === counselorId) return { student: await getStudent(tx, studentId), deliveries: [] };

    // a new keeper of the next step is reminded of it anew (the students' trigger, migration 0072)
    await tx.update(students).set({ counselorId }).where(eq(students.id, row.id));
    if (from) await handTasksOver(tx, [row.id], from, counselorId);

    const [fromLabel, toLabel] = [await employeeLabel(tx, from), await employeeLabel(tx, counselorId)];
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'student',
      recordId: row.id,
      action: 'counselor-changed',
      before: { counselor: fromLabel },
      after: { counselor: toLabel },
    });
    await recordStudentEvents(tx, [
      {
        studentId: row.id,
        kind: 'counselor-changed',
        actorId: actor.id,
        payload: { from, to: counselorId, reason: 'moved' },
      },
    ]);
    const student = `${row.fullName} (${row.studentId})`;
    const deliveries = await notify(tx, [
      {
        recipientId: counselorId,
        studentId: row.id,
        for: 'counseling',
        message: `Student ${student} was moved to you by ${actor.name}.`,
      },
      ...(from
        ? [
            {
              recipientId: from,
              studentId: row.id,
              for: 'counseling' as const,
              message: `Student ${student} was moved from you to ${toLabel} by ${actor.name}.`,
            },
          ]
        : []),
    ]);
    return { student: await getStudent(tx, studentId), deliveries };
  });
}
