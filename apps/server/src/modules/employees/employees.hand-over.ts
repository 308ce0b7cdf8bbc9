import type { HandOver } from '@studydesk/shared/employees';
import { ErrorCode } from '@studydesk/shared/errors';
import type { NotificationFor } from '@studydesk/shared/notifications';
import type { Role } from '@studydesk/shared/roles';
import { type AnyColumn, and, eq, isNull, sql } from 'drizzle-orm';
import { arrayColumns } from '../../db/array-params.ts';
import type { Tx } from '../../db/client.ts';
import { employees, studentApplicants, students, universityApplications } from '../../db/schema.ts';
import { transactionLock } from '../../db/transaction-lock.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { quantity, were } from '../../platform/quantity.ts';
import { employeeLabel, recordAudits } from '../audit/audit.service.ts';
import { type NewNotification, notify } from '../notifications/notifications.service.ts';
import { handTasksOver } from '../tasks/tasks.service.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';
import { activeHolder } from './desk-holder.ts';

/** The desks whose students someone must take over when the one holding them leaves. */
export type Desk = 'Counselor' | 'admin Officer' | 'Admin Office Visa Section';
export const DESKS: readonly Desk[] = ['Counselor', 'admin Officer', 'Admin Office Visa Section'];

interface DeskWork {
  /** The field of the hand-over that names the heir, and the key of the offboarding's audit event. */
  field: keyof HandOver;
  audit: string;
  /** Who takes over, and what the leaving one holds there (`n` of them), in the error's words. */
  who: string;
  what: (n: number) => string;
  /** How many live students they hold there. */
  count: (tx: Tx, leavingId: string) => Promise<number>;
  /**
   * Moves them to the heir, each on the trail (and the timeline where the desk's change has an event); answers how
   * many (`n`) and the students moved.
   */
  move: (tx: Tx, leavingId: string, heirId: string, actorId: string) => Promise<{ n: number; studentIds: string[] }>;
  /** The heir's notification: of which work, and what it says of `n` taken over from `leaving` by `by`. */
  notifies: NotificationFor;
  told: (n: number, leaving: string, by: string) => string;
}

const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
const counted = sql<number>`count(*)::int`;
/** The row's student is live (not in ReCycle Students): what a desk still holds. */
const ofLiveStudent = (studentId: AnyColumn) =>
  sql`exists (select 1 from students s where s.id = ${studentId} and s.archived_at is null)`;
const currentAt = (officerId: string) =>
  and(
    eq(studentApplicants.applicantId, officerId),
    eq(studentApplicants.current, true),
    ofLiveStudent(studentApplicants.studentId),
  );

const WORK: Record<Desk, DeskWork> = {
  Counselor: {
    field: 'handOverTo',
    audit: 'studentsHandedOverTo',
    who: 'Counselor',
    what: (n) => (n === 1 ? 'their student' : `their ${quantity(n, 'student')}`),
    count: (tx, leavingId) =>
      countOf(
        tx
          .select({ n: counted })
          .from(students)
          .where(and(eq(students.counselorId, leavingId), isNull(students.archivedAt))),
      ),
    move: async (tx, leavingId, heirId, actorId) => {
      // The hand-over is each student's latest activity: written with the counselor, and given to the events below,
      // so the events' rollup (migration 0038) finds every student up to date instead of writing each row again.
      const movedAt = new Date();
      const moved = await tx
        .update(students)
        .set({ counselorId: heirId, lastActivityAt: movedAt })
        .where(eq(students.counselorId, leavingId))
        .returning({ id: students.id });
      await onTheTrail(tx, moved, 'counselor-changed', 'counselor', leavingId, heirId, actorId);
      await recordStudentEvents(
        tx,
        moved.map((s) => ({
          studentId: s.id,
          kind: 'counselor-changed' as const,
          actorId,
          payload: { from: leavingId, to: heirId, reason: 'hand-over' },
          at: movedAt,
        })),
      );
      return { n: moved.length, studentIds: moved.map((s) => s.id) };
    },
    notifies: 'counseling',
    told: (n, leaving, by) => `${quantity(n, 'student')} of ${leaving} ${were(n)} handed over to you by ${by}.`,
  },
  'admin Officer': {
    field: 'applicationsTo',
    audit: 'applicationsHandedOverTo',
    who: 'admin Officer',
    what: (n) => (n === 1 ? 'their student for applications' : `their ${quantity(n, 'student')} for applications`),
    count: (tx, leavingId) => countOf(tx.select({ n: counted }).from(studentApplicants).where(currentAt(leavingId))),
    move: async (tx, leavingId, heirId, actorId) => {
      // Each live student's current assignment becomes history, and the heir's the current one, as assigning does.
      const ended = await tx
        .update(studentApplicants)
        .set({ current: false })
        .where(currentAt(leavingId))
        .returning({ id: studentApplicants.studentId });
      const ids = arrayColumns(ended)((s) => s.id);
      await tx.execute(sql`insert into student_applicants (student_id, applicant_id, assigned_by)
        select id, ${heirId}::uuid, ${actorId}::uuid from unnest(${ids}::uuid[]) id`);
      await onTheTrail(tx, ended, 'applicant-assigned', 'applicant', leavingId, heirId, actorId);
      await recordStudentEvents(
        tx,
        ended.map((s) => ({
          studentId: s.id,
          kind: 'applicant-assigned' as const,
          actorId,
          payload: { officerId: heirId, reason: 'hand-over' },
        })),
      );
      return { n: ended.length, studentIds: ended.map((s) => s.id) };
    },
    notifies: 'application',
    told: (n, leaving, by) =>
      `${quantity(n, 'student')} of ${leaving} ${were(n)} handed over to you for applications by ${by}.`,
  },
  'Admin Office Visa Section': {
    field: 'visaTo',
    audit: 'visaFilesHandedOverTo',
    who: 'visa section member',
    what: (n) => (n === 1 ? 'their visa file in progress' : `their ${quantity(n, 'visa file')} in progress`),
    count: (tx, leavingId) =>
      countOf(tx.select({ n: counted }).from(universityApplications).where(visaFilesOf(leavingId))),
    move: async (tx, leavingId, heirId, actorId) => {
      // The files still being decided; the decided ones keep, as history, who decided them.
      const moved = await tx
        .update(universityApplications)
        .set({ visaTeamId: heirId })
        .where(visaFilesOf(leavingId))
        .returning({ id: universityApplications.id, studentId: universityApplications.studentId });
      await onTheTrail(tx, moved, 'visa-handover', 'visaTeam', leavingId, heirId, actorId, 'application');
      return { n: moved.length, studentIds: moved.map((a) => a.studentId) };
    },
    notifies: 'visa',
    told: (n, leaving, by) =>
      `${quantity(n, 'visa file')} in progress of ${leaving} ${were(n)} handed over to you by ${by}.`,
  },
};

/** A visa member's files still being decided, of live students. */
function visaFilesOf(memberId: string) {
  return and(
    eq(universityApplications.visaTeamId, memberId),
    eq(universityApplications.visaStatus, 'visa-processing'),
    isNull(universityApplications.removedAt),
    ofLiveStudent(universityApplications.studentId),
  );
}

/** One audit event a moved record: `key` before was the leaving one, after the heir. */
async function onTheTrail(
  tx: Tx,
  moved: { id: string }[],
  action: string,
  key: string,
  leavingId: string,
  heirId: string,
  actorId: string,
  recordType: 'student' | 'application' = 'student',
) {
  const from = await employeeLabel(tx, leavingId);
  const to = await employeeLabel(tx, heirId);
  await recordAudits(
    tx,
    moved.map((r) => ({ actorId, recordType, recordId: r.id, action, before: { [key]: from }, after: { [key]: to } })),
  );
}

/** The active employee of `role` named to take over, other than the one leaving. */
async function heirOf(tx: Tx, id: string | undefined, role: Desk, leavingId: string) {
  if (!id || id === leavingId) return undefined;
  // the heir stays active and at the desk until the hand-over commits (their own offboarding waits for it)
  return (await activeHolder(tx, id, role as Role))?.id;
}

/**
 * Locks the leaving employee for their hand-over, after every other hand-over has ended: two employees leaving at once,
 * each named the other's heir, would each hold themselves and wait for the other (a deadlock). One after the other,
 * the second finds its heir gone and is told so.
 */
export async function lockLeaving(tx: Tx, id: string) {
  await transactionLock(tx, 'hand-over');
  await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).for('update');
}

/**
 * One leaving `desks` (offboarded: all three; a role taken away: its own) hands what they hold at each to the heir
 * `handOver` names for it, an active employee of that role other than themselves; an heir is required only where
 * they hold live students, and every missing one is named at once (400, a field each). Their open tasks about the
 * students moved go to the heir with them. Answers, for the caller's audit event, who took over at each desk, and the
 * notifications telling each heir what they took over.
 */
export async function handOverDesks(
  tx: Tx,
  leavingId: string,
  desks: readonly Desk[],
  handOver: HandOver,
  actor: Actor,
) {
  const heirs: { desk: Desk; heirId: string }[] = [];
  const missing: string[] = [];
  const fields: Record<string, string> = {};
  for (const desk of desks) {
    const work = WORK[desk];
    const n = await work.count(tx, leavingId);
    if (n === 0) continue;
    const heirId = await heirOf(tx, handOver[work.field], desk, leavingId);
    if (heirId) heirs.push({ desk, heirId });
    else {
      missing.push(`the ${work.who} who takes over ${work.what(n)}`);
      fields[work.field] = `Choose an active ${work.who}`;
    }
  }
  if (missing.length > 0) throw new AppError(ErrorCode.VALIDATION, `Choose ${missing.join(' and ')}.`, fields);
  const handedOver: Record<string, string | null> = {};
  const told: NewNotification[] = [];
  const leaving = await employeeLabel(tx, leavingId);
  for (const { desk, heirId } of heirs) {
    const work = WORK[desk];
    const { n, studentIds } = await work.move(tx, leavingId, heirId, actor.id);
    // What the leaving one had still to do about these students is the heir's now, who works on them.
    await handTasksOver(tx, studentIds, leavingId, heirId);
    handedOver[work.audit] = await employeeLabel(tx, heirId);
    told.push({ recipientId: heirId, for: work.notifies, message: work.told(n, leaving ?? '', actor.name) });
  }
  return { handedOver, deliveries: await notify(tx, told) };
}
