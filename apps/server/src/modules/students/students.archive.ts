import { ErrorCode } from '@studydesk/shared/errors';
import type { ArchivedEntry } from '@studydesk/shared/students';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { employees, students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { employeeLabel, recordAudit } from '../audit/audit.service.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';
import { getStudent, studentNotFound } from './students.service.ts';

/** Deleting a student archives it: who removed it, from which employee's list, when. Nothing is lost. */
export async function archiveStudent(db: Db, studentId: number, actor: Actor) {
  await db.transaction((tx) => archiveLive(tx, eq(students.studentId, studentId), actor));
}

/**
 * Archives the live student `which` in `tx`: who removed it, from which employee's list, when, in the audit trail and
 * on its timeline; `mergedInto` names the student a merge moved everything of it to.
 */
export async function archiveLive(
  tx: Tx,
  which: SQL,
  actor: Actor,
  mergedInto?: { id: string; studentId: number; label: string },
) {
  const [archived] = await tx
    .update(students)
    .set({
      archivedAt: new Date(),
      archivedBy: actor.id,
      removedFrom: students.counselorId,
      mergedInto: mergedInto?.id ?? null,
    })
    .where(and(which, isNull(students.archivedAt)))
    .returning({ id: students.id, removedFrom: students.removedFrom });
  if (!archived) throw studentNotFound();
  await recordAudit(tx, {
    actorId: actor.id,
    recordType: 'student',
    recordId: archived.id,
    action: 'archived',
    before: { archived: false },
    after: {
      archived: true,
      removedFrom: await employeeLabel(tx, archived.removedFrom),
      ...(mergedInto && { mergedInto: mergedInto.label }),
    },
  });
  await recordStudentEvents(tx, [
    {
      studentId: archived.id,
      kind: 'archived',
      actorId: actor.id,
      ...(mergedInto && { payload: { mergedInto: mergedInto.studentId } }),
    },
  ]);
}

const remover = alias(employees, 'remover');
const removedFrom = alias(employees, 'removed_from');

export async function listArchived(db: Db): Promise<ArchivedEntry[]> {
  const rows = await db
    .select({
      id: students.id,
      studentId: students.studentId,
      fullName: students.fullName,
      archivedAt: students.archivedAt,
      removedBy: remover.name,
      removedFromId: removedFrom.id,
      removedFromName: removedFrom.name,
    })
    .from(students)
    .leftJoin(remover, eq(remover.id, students.archivedBy))
    .leftJoin(removedFrom, eq(removedFrom.id, students.removedFrom))
    .where(isNotNull(students.archivedAt))
    .orderBy(desc(students.archivedAt))
    .limit(1000);
  return rows.map((r) => ({
    _id: r.id,
    student: { _id: r.id, fullName: r.fullName, studentId: r.studentId },
    removedFromEmployee: r.removedFromId ? { _id: r.removedFromId, name: r.removedFromName ?? '' } : null,
    removedBy: r.removedBy ?? '',
    removedAt: r.archivedAt?.toISOString() ?? '',
  }));
}

/** Brings an archived student back unchanged: same id, counselor, status and advices. */
export async function restoreStudent(db: Db, studentId: number, actor: Actor) {
  try {
    await db.transaction(async (tx) => {
      const [restored] = await tx
        .update(students)
        .set({ archivedAt: null, archivedBy: null, removedFrom: null, mergedInto: null })
        .where(and(eq(students.studentId, studentId), isNotNull(students.archivedAt)))
        .returning({ id: students.id });
      if (!restored) throw new AppError(ErrorCode.NOT_ARCHIVED, 'No archived student has this id.');
      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'student',
        recordId: restored.id,
        action: 'restored',
        before: { archived: true },
        after: { archived: false },
      });
      await recordStudentEvents(tx, [{ studentId: restored.id, kind: 'restored', actorId: actor.id }]);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'students_same_person_key')) {
      throw new AppError(ErrorCode.STUDENT_EXISTS, 'A student with the same name and phone number is active already.');
    }
    throw error;
  }
  return getStudent(db, studentId);
}
