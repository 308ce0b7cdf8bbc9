import type { StudentStatus } from '@studydesk/shared/students';
import { BOARD_PAGE_SIZE, type BoardCard } from '@studydesk/shared/tasks';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, nextActions, students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { deskOf } from '../students/students.access.ts';
import { studentsOf } from '../students/students.queries.ts';

/** Whose cards a user sees: their desk's students; Super Admin everyone's, or one counselor's. */
function cardsOf(actor: Actor, counselor: string | undefined): SQL | undefined {
  if (actor.role === 'Super Admin') return counselor ? eq(students.counselorId, counselor) : undefined;
  const desk = deskOf(actor);
  return desk ? studentsOf(desk, actor.id) : sql`false`;
}

/** One column of the pipeline board: a page of the user's students in `status`, newest first. */
export async function boardColumn(
  db: Db,
  query: { status: StudentStatus; counselor?: string; page: number },
  actor: Actor,
) {
  const stageSince = sql<Date>`coalesce((select max(ev.at) from student_events ev
    where ev.student_id = ${students.id} and ev.kind = 'status-changed'), ${students.createdAt})`;
  const rows = await db
    .select({
      id: students.id,
      studentId: students.studentId,
      fullName: students.fullName,
      status: students.status,
      destination: sql<string | null>`${students.details}->>'chosenCountryName'`,
      stageSince,
      counselorEmployeeId: employees.employeeId,
      nextDueAt: nextActions.dueAt,
      nextNote: nextActions.note,
    })
    .from(students)
    .leftJoin(employees, eq(employees.id, students.counselorId))
    .leftJoin(nextActions, eq(nextActions.studentId, students.id))
    .where(and(isNull(students.archivedAt), eq(students.status, query.status), cardsOf(actor, query.counselor)))
    .orderBy(desc(students.createdAt), desc(students.id))
    .limit(BOARD_PAGE_SIZE + 1)
    .offset((query.page - 1) * BOARD_PAGE_SIZE);
  const now = Date.now();
  const data = rows.slice(0, BOARD_PAGE_SIZE).map(
    (r): BoardCard => ({
      _id: r.id,
      studentId: r.studentId,
      fullName: r.fullName,
      status: r.status,
      destination: r.destination ?? '',
      daysInStage: Math.floor((now - new Date(r.stageSince).getTime()) / 86_400_000),
      counselorEmployeeId: r.counselorEmployeeId,
      nextAction: r.nextDueAt
        ? { dueAt: r.nextDueAt.toISOString(), note: r.nextNote ?? '', overdue: r.nextDueAt.getTime() < now }
        : null,
    }),
  );
  return { data, page: { number: query.page, size: BOARD_PAGE_SIZE, hasNext: rows.length > BOARD_PAGE_SIZE } };
}
