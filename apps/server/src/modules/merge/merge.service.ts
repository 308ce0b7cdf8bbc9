import { ErrorCode } from '@studydesk/shared/errors';
import type { MergeStudentsInput } from '@studydesk/shared/merge';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { changedFields, recordAudit } from '../audit/audit.service.ts';
import { revokeOnNewAddress } from '../documents/upload-link.ts';
import { refuseMergedWelcome } from '../messages/outbox.service.ts';
import { archiveLive } from '../students/students.archive.ts';
import { getStudent, studentNotFound } from '../students/students.service.ts';
import { worksOn } from '../tasks/tasks.service.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';

type StudentRow = typeof students.$inferSelect;

/** A student's own fields as the merge compares them: the three columns and the details. */
const fieldsOf = (row: StudentRow): Record<string, string> => ({
  ...(row.details as Record<string, string>),
  fullName: row.fullName,
  email: row.email,
  phoneNumber: row.phoneNumber,
});

/** The two live students, locked in a fixed order (two merges of the same pair wait in turn, never deadlock). */
async function lockPair(tx: Tx, keep: number, merge: number) {
  const rows = await tx
    .select()
    .from(students)
    .where(and(inArray(students.studentId, [keep, merge]), isNull(students.archivedAt)))
    .orderBy(asc(students.id))
    .for('update');
  const survivor = rows.find((r) => r.studentId === keep);
  const other = rows.find((r) => r.studentId === merge);
  if (!survivor || !other) throw studentNotFound();
  return { survivor, other };
}

/**
 * Everything of `from` becomes `to`'s: applications and their ledger rows, payments, documents, history,
 * notifications, tasks, messages (but a welcome that did not go) and website leads move; where `to` already has one
 * of a kind that is one per student (the current officer, the next step, a checklist item's review, the website
 * lead), `to`'s stays and `from`'s is kept as past (the officer, the lead) or dropped. An import's fills stay: its
 * undo empties what it wrote into that registration, never the survivor's own fields.
 */
async function moveRecords(tx: Tx, from: string, to: string) {
  const moves = [
    // A ledger row is its application's student's, so it is found by the applications that move (commissions has no
    // index on student_id), before they do.
    sql`update commissions set student_id = ${to}
      where application_id in (select id from university_applications where student_id = ${from})`,
    sql`update university_applications set student_id = ${to} where student_id = ${from}`,
    sql`update student_payments set student_id = ${to} where student_id = ${from}`,
    sql`update documents set owner_id = ${to} where owner_id = ${from}`,
    sql`update student_events set student_id = ${to} where student_id = ${from}`,
    sql`update notifications set student_id = ${to} where student_id = ${from}`,
    sql`update tasks set student_id = ${to} where student_id = ${from}`,
    // a welcome of `from` that did not go stays with it (refuseMergedWelcome): it names `from`'s student ID
    sql`update outbox_messages set student_id = ${to} where student_id = ${from}
      and not (template_key = 'welcome' and state in ('refused', 'failed'))`,
    // a student is one lead's at most: when both came from an enquiry, the other's lead stays with the archived
    // duplicate (merged into `to`, so the lead's link opens `to`: website-leads.service.ts' `linked`) and is marked a
    // duplicate of the survivor's, unless it is the earlier of the two
    sql`update website_profiles p set duplicate_of = k.id from website_profiles k
      where p.student_id = ${from} and k.student_id = ${to} and p.duplicate_of is null
        and k.duplicate_of is distinct from p.id`,
    sql`update website_profiles set student_id = ${to} where student_id = ${from}
      and not exists (select 1 from website_profiles k where k.student_id = ${to})`,
    sql`update student_applicants set current = false where student_id = ${from} and current
      and exists (select 1 from student_applicants k where k.student_id = ${to} and k.current)`,
    sql`update student_applicants set student_id = ${to} where student_id = ${from}`,
    sql`delete from next_actions where student_id = ${from}
      and exists (select 1 from next_actions k where k.student_id = ${to})`,
    sql`update next_actions set student_id = ${to} where student_id = ${from}`,
    sql`delete from missing_document_reminders where student_id = ${from}`,
    sql`delete from checklist_reviews r where r.student_id = ${from}
      and exists (select 1 from checklist_reviews k where k.student_id = ${to} and k.item_key = r.item_key)`,
    sql`update checklist_reviews set student_id = ${to} where student_id = ${from}`,
    sql`delete from checklist_expiry_alerts a where a.student_id = ${from} and exists (
      select 1 from checklist_expiry_alerts k where k.student_id = ${to} and k.item_key = a.item_key
        and k.expires_at = a.expires_at and k.days_before = a.days_before)`,
    sql`update checklist_expiry_alerts set student_id = ${to} where student_id = ${from}`,
  ];
  for (const move of moves) await tx.execute(move);
}

/**
 * The open tasks about the duplicate given to its counselor or its current officer go to the survivor's (reminded
 * anew), unless they work on the survivor too: they could no longer open the student their task is about.
 */
async function tasksToTheSurvivorsDesks(tx: Tx, survivor: StudentRow, other: StudentRow) {
  const { rows } = await tx.execute<{ studentId: string; applicantId: string }>(sql`
    select student_id as "studentId", applicant_id as "applicantId" from student_applicants
    where student_id in (${survivor.id}, ${other.id}) and current`);
  const officerOf = (id: string) => rows.find((row) => row.studentId === id)?.applicantId ?? null;
  const desks = [
    [other.counselorId, survivor.counselorId],
    [officerOf(other.id), officerOf(survivor.id)],
  ];
  return async () => {
    for (const [from, to] of desks) {
      if (!from || !to || from === to) continue;
      await tx.execute(sql`update tasks set assignee_id = ${to}, reminded_at = null
        where student_id = ${survivor.id} and assignee_id = ${from} and done_at is null
          and not ${worksOn(from, sql`${survivor.id}::uuid`)}`);
    }
  };
}

/** Two registrations of one person made one (issue 19): see the merge contract. Answers the survivor. */
export async function mergeStudents(db: Db, input: Required<MergeStudentsInput>, actor: Actor) {
  if (input.keep === input.merge)
    throw invalid({ merge: 'Choose another student: a student cannot be merged with itself' });
  try {
    return await db.transaction(async (tx) => {
      const { survivor, other } = await lockPair(tx, input.keep, input.merge);
      const [kept, taken] = [fieldsOf(survivor), fieldsOf(other)];
      const chosen = Object.fromEntries(input.take.map((field) => [field, taken[field] ?? '']));
      const diff = changedFields(kept, chosen);
      const { fullName, email, phoneNumber, ...details } = { ...kept, ...chosen };
      const advices = [survivor.advices, other.advices].filter((text) => text.trim()).join('\n\n');

      const handTasksOver = await tasksToTheSurvivorsDesks(tx, survivor, other);
      await refuseMergedWelcome(tx, other.id, survivor.studentId);
      await moveRecords(tx, other.id, survivor.id);
      await handTasksOver();
      // Then the other leaves the live students (its own log now starts with that), so the survivor may take its
      // name and phone.
      const label = `${survivor.studentId} ${survivor.fullName}`;
      await archiveLive(tx, eq(students.id, other.id), actor, {
        id: survivor.id,
        studentId: survivor.studentId,
        label,
      });
      await tx
        .update(students)
        .set({
          fullName,
          email,
          phoneNumber,
          details: details as StudentRow['details'],
          advices,
          messagesOptedOutAt: survivor.messagesOptedOutAt ?? other.messagesOptedOutAt,
        })
        .where(eq(students.id, survivor.id));
      if (diff) await revokeOnNewAddress(tx, survivor.id, diff.after);

      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'student',
        recordId: survivor.id,
        action: 'merged',
        before: { ...diff?.before, mergedFrom: null },
        after: { ...diff?.after, mergedFrom: `${other.studentId} ${other.fullName}` },
      });
      await recordStudentEvents(tx, [
        {
          studentId: survivor.id,
          kind: 'merged',
          actorId: actor.id,
          payload: { from: other.studentId, fullName: other.fullName, fields: input.take },
        },
      ]);
      return getStudent(tx, survivor.studentId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'students_same_person_key')) {
      throw new AppError(ErrorCode.STUDENT_EXISTS, 'Student already exists', {
        fullName: 'Another live student has this name and phone number',
      });
    }
    throw error;
  }
}
