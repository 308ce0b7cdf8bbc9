import { ErrorCode } from '@studydesk/shared/errors';
import type { ArchivedPage, archivedQuerySchema } from '@studydesk/shared/students';
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { descNullsLast } from '../../db/order.ts';
import { employees, studentApplicants, students, universityApplications } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { chooseCounselor } from '../allocation/allocation.service.ts';
import { employeeLabel, recordAudit } from '../audit/audit.service.ts';
import { revokeUploadLinks } from '../documents/upload-link.ts';
import { activeHolder } from '../employees/desk-holder.ts';
import { notify } from '../notifications/notifications.service.ts';
import { handTasksOver } from '../tasks/tasks.service.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';
import { countUpTo, nameContains, namePart } from './students.queries.ts';
import { activeCounselor, getStudent, studentNotFound } from './students.service.ts';

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

/**
 * A page of the archived students (ReCycle), the latest removed first, with a part of the name (any case) and how
 * many match, counted up to TOTAL_CAP like the live lists. The order is students_archived_idx's (archived_at desc,
 * id desc, nulls last as there): an undone import archives its students at one moment, and the id keeps their pages
 * apart.
 */
export async function listArchived(
  db: Db,
  { page, pageSize, fullName }: z.output<typeof archivedQuerySchema>,
): Promise<ArchivedPage> {
  const where = and(isNotNull(students.archivedAt), fullName ? nameContains(namePart(fullName)) : undefined);
  const [rows, total] = await Promise.all([
    db
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
      .where(where)
      .orderBy(...descNullsLast(students.archivedAt, students.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize),
    countUpTo(db, where),
  ]);
  return {
    data: rows.slice(0, pageSize).map((r) => ({
      _id: r.id,
      student: { _id: r.id, fullName: r.fullName, studentId: r.studentId },
      removedFromEmployee: r.removedFromId ? { _id: r.removedFromId, name: r.removedFromName ?? '' } : null,
      removedBy: r.removedBy ?? '',
      removedAt: r.archivedAt?.toISOString() ?? '',
    })),
    page: { number: page, size: pageSize, hasNext: rows.length > pageSize, total },
  };
}

/**
 * A restored student goes back to working desks: a counselor who no longer works as one (offboarded, the role
 * taken, while the student was deleted) is replaced as "Assign automatically" chooses, their open tasks about the
 * student going along; an admin Officer who no longer works as one stops being the student's, and the counselor is
 * asked to assign another; for a visa file still being decided whose member left, the officer (or the counselor) is
 * asked to hand it to another. Answers the notifications to publish.
 */
async function backToWorkingDesks(tx: Tx, student: { id: string; counselorId: string | null }, actor: Actor) {
  const [row] = await tx.select().from(students).where(eq(students.id, student.id));
  if (!row) throw new Error('the restored student is gone');
  const name = `${row.fullName} (${row.studentId})`;
  const news: Parameters<typeof notify>[1] = [];
  let counselorId = student.counselorId;
  if (!counselorId || !(await activeCounselor(tx, counselorId))) {
    const former = await employeeLabel(tx, counselorId);
    // the archive has no counselor to choose: the restore waits for one to be in
    const chosen = await chooseCounselor(
      tx,
      () =>
        new AppError(
          ErrorCode.ASSIGNEE_UNAVAILABLE,
          `${former ? `${name}'s counselor ${former} no longer works as one` : `${name} has no counselor`}, and no ` +
            'counselor is in the office today to take them: restore the student when one is.',
        ),
    );
    await tx.update(students).set({ counselorId: chosen.id }).where(eq(students.id, row.id));
    if (counselorId) await handTasksOver(tx, [row.id], counselorId, chosen.id);
    await recordStudentEvents(tx, [
      {
        studentId: row.id,
        kind: 'counselor-changed',
        actorId: actor.id,
        payload: {
          from: counselorId,
          to: chosen.id,
          reason: `restored: ${former} no longer works as a Counselor; ${chosen.reason}`,
        },
      },
    ]);
    news.push({
      recipientId: chosen.id,
      studentId: row.id,
      for: 'counseling',
      message: `Student ${name} was restored and given to you by ${actor.name}.`,
    });
    counselorId = chosen.id;
  }
  const current = and(eq(studentApplicants.studentId, row.id), eq(studentApplicants.current, true));
  const [officer] = await tx.select({ id: studentApplicants.applicantId }).from(studentApplicants).where(current);
  const officerStays = officer && (await activeHolder(tx, officer.id, 'admin Officer'));
  if (officer && !officerStays) {
    await tx.update(studentApplicants).set({ current: false }).where(current);
    const former = await employeeLabel(tx, officer.id);
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'student',
      recordId: row.id,
      action: 'applicant-unassigned',
      before: { applicant: former },
      after: { applicant: null, reason: 'restored: no longer an admin Officer' },
    });
    news.push({
      recipientId: counselorId,
      studentId: row.id,
      for: 'counseling',
      message: `Student ${name} was restored; their admin Officer ${former} no longer works as one: assign another.`,
    });
  }
  const handsOn = officerStays
    ? { recipientId: officerStays.id, studentId: row.id, for: 'application' as const }
    : { recipientId: counselorId, studentId: row.id, for: 'counseling' as const };
  for (const { universityName, memberId } of await visaFilesWithoutMember(tx, row.id)) {
    const former = await employeeLabel(tx, memberId);
    news.push({
      ...handsOn,
      message: `Student ${name} was restored; ${former}, their visa member for ${universityName}, no longer works as one: hand the application to another.`,
    });
  }
  return notify(tx, news);
}

/** The student's visa files still being decided whose member no longer works at the visa desk. */
async function visaFilesWithoutMember(tx: Tx, studentUuid: string) {
  const waiting = await tx
    .select({ universityName: universityApplications.universityName, memberId: universityApplications.visaTeamId })
    .from(universityApplications)
    .where(
      and(
        eq(universityApplications.studentId, studentUuid),
        isNull(universityApplications.removedAt),
        eq(universityApplications.visaStatus, 'visa-processing'),
      ),
    );
  const gone: { universityName: string; memberId: string }[] = [];
  for (const { universityName, memberId } of waiting) {
    if (memberId && !(await activeHolder(tx, memberId, 'Admin Office Visa Section'))) {
      gone.push({ universityName, memberId });
    }
  }
  return gone;
}

/**
 * Brings an archived student back as they were: same id, status and advices, with the same counselor and officer
 * while they still work those desks (backToWorkingDesks). The upload links issued before are revoked: the portal
 * refused them while the student was archived, and they stay refused (a new one is issued when needed).
 */
export async function restoreStudent(db: Db, studentId: number, actor: Actor) {
  let deliveries: Awaited<ReturnType<typeof notify>> = [];
  try {
    await db.transaction(async (tx) => {
      const [restored] = await tx
        .update(students)
        .set({ archivedAt: null, archivedBy: null, removedFrom: null, mergedInto: null })
        .where(and(eq(students.studentId, studentId), isNotNull(students.archivedAt)))
        .returning({ id: students.id, counselorId: students.counselorId });
      if (!restored) throw new AppError(ErrorCode.NOT_ARCHIVED, 'No archived student has this id.');
      await revokeUploadLinks(tx, restored.id);
      deliveries = await backToWorkingDesks(tx, restored, actor);
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
  return { student: await getStudent(db, studentId), deliveries };
}
