import type { Absence, AbsenceInput } from '@studydesk/shared/allocation';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { OFFICE_DATE } from '../../db/office-time.ts';
import { employeeAbsences } from '../../db/schema/follow-ups.ts';
import { employees } from '../../db/schema.ts';
import { transactionLock } from '../../db/transaction-lock.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { type AppError, invalid, notFound } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** Whether `employeeId` (an SQL column or value) is away on the office's today, or on `day` (YYYY-MM-DD). */
export const awayToday = (employeeId: unknown, day?: string) =>
  sql`exists (select 1 from ${employeeAbsences} a where a.employee_id = ${employeeId}
    and ${day === undefined ? OFFICE_DATE : sql`${day}::date`} between a.starts_on and a.ends_on)`;

function toAbsence(row: typeof employeeAbsences.$inferSelect, today: string): Absence {
  return {
    _id: row.id,
    from: row.startsOn,
    to: row.endsOn,
    reason: row.reason,
    now: row.startsOn <= today && today <= row.endsOn,
  };
}

async function today(db: Tx) {
  const [row] = await db
    .execute<{ day: string }>(sql`select to_char(${OFFICE_DATE}, 'YYYY-MM-DD') as day`)
    .then((r) => r.rows);
  return row?.day ?? new Date().toISOString().slice(0, 10);
}

export async function listAbsences(db: Db, employeeId: string) {
  const day = await today(db);
  const rows = await db
    .select()
    .from(employeeAbsences)
    .where(and(eq(employeeAbsences.employeeId, employeeId), gte(employeeAbsences.endsOn, day)))
    .orderBy(asc(employeeAbsences.startsOn));
  return rows.map((r) => toAbsence(r, day));
}

export async function markAway(db: Db, employeeId: string, input: AbsenceInput & { reason: string }, actor: Actor) {
  return db.transaction(async (tx) => {
    const [employee] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId));
    if (!employee) throw notFound('Employee');
    const [row] = await tx
      .insert(employeeAbsences)
      .values({ employeeId, startsOn: input.from, endsOn: input.to, reason: input.reason, createdBy: actor.id })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'employee',
      recordId: employeeId,
      action: 'marked-away',
      after: { from: input.from, to: input.to, reason: input.reason },
    });
    return toAbsence(row, await today(tx));
  });
}

export async function removeAbsence(db: Db, absenceId: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(employeeAbsences).where(eq(employeeAbsences.id, absenceId)).returning();
    if (!row) throw notFound('Absence');
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'employee',
      recordId: row.employeeId,
      action: 'away-removed',
      before: { from: row.startsOn, to: row.endsOn, reason: row.reason },
    });
  });
}

/**
 * "Assign automatically": among active counselors present today, the one with the fewest open students (not
 * success, rejected or archived), the longest since their last new student breaking ties — a round-robin that
 * evens the load. Serialised by a lock, so two registrations at once do not both pick the same counselor. With none
 * present, a form's caller is told to choose one; a caller with no such field says what to do instead (`nobody`).
 */
export async function chooseCounselor(
  tx: Tx,
  nobody: () => AppError = () => invalid({ counselor: 'No counselor is in the office today: choose one' }),
) {
  await transactionLock(tx, 'auto-assign');
  const [chosen] = await presentCounselorsByLoad(tx, 1);
  if (!chosen) throw nobody();
  return {
    id: chosen.id,
    reason: `assigned automatically: ${chosen.name} had the fewest open students (${chosen.load}) of the ${chosen.present} counselors present`,
  };
}

/**
 * When the counselor got their latest new student, archived or not: the live students' newest from the end of
 * students_counselor_created_idx, the archived ones' from students_archived_idx (a sequential scan of every student
 * per counselor when asked in one, 8 s at a million).
 */
const lastNewStudent = sql`greatest(
  (select max(s.created_at) from students s where s.counselor_id = e.id and s.archived_at is null),
  (select max(s.created_at) from students s where s.counselor_id = e.id and s.archived_at is not null))`;

/**
 * The active counselors present today, fewest open students (not success, rejected or archived) first, the
 * longest since their last new student breaking ties: the order "Assign automatically" and an import's turns
 * follow.
 */
export async function presentCounselorsByLoad(tx: Tx, limit?: number) {
  const { rows } = await tx.execute<{ id: string; name: string; load: number; present: number }>(sql`
    select e.id, e.name,
      (select count(*) from students s where s.counselor_id = e.id and s.archived_at is null
        and s.status not in ('success', 'rejected'))::int as load,
      count(*) over ()::int as present
    from employees e
    join employee_roles r on r.employee_id = e.id and r.role = 'Counselor'
    where e.active and not ${awayToday(sql`e.id`)}
    order by load, ${lastNewStudent} asc nulls first, e.name
    ${limit ? sql`limit ${limit}` : sql``}`);
  return rows;
}
