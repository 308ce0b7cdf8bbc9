import type { StudentStatus } from '@studydesk/shared/students';
import { BOARD_PAGE_SIZE, type BoardCard } from '@studydesk/shared/tasks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bound, preparedShapes, written } from '../../db/prepared.ts';
import { employees, students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { deskOf } from '../students/students.access.ts';
import { type Desk, newestFirst, studentsOf } from '../students/students.queries.ts';
import { type FollowUpColumns, withFollowUpMarks } from './follow-up-marks.ts';

/** Whose cards a user sees: their desk's students; Super Admin everyone's, or one counselor's; else none. */
type Cards = Desk | 'everyone' | 'counselor' | 'none';

function cardsOf(actor: Actor, counselor: string | undefined): Cards {
  if (actor.role === 'Super Admin') return counselor ? 'counselor' : 'everyone';
  return deskOf(actor) ?? 'none';
}

function cardsWhere(cards: Cards) {
  if (cards === 'everyone') return undefined;
  if (cards === 'counselor') return eq(students.counselorId, bound('whose'));
  return cards === 'none' ? sql`false` : studentsOf(cards, bound('whose'));
}

/** A column's statement, written once for whose cards it shows and whether past its first page. */
const columnPage = preparedShapes<CardRow, { cards: Cards; later: boolean }>(({ cards, later }) =>
  withFollowUpMarks(
    {
      id: students.id,
      studentId: students.studentId,
      fullName: students.fullName,
      status: students.status,
      destination: sql`coalesce(${students.details}->>'chosenCountryName', '')`,
      counselorEmployeeId: sql`e.employee_id`,
    },
    (select) => sql`
      select ${select}
      from ${students} left join ${employees} e on e.id = ${students.counselorId}
      where ${and(isNull(students.archivedAt), eq(students.status, bound('status')), cardsWhere(cards))}
      order by ${sql.join(newestFirst, sql`, `)}
      -- The page's size written out and no offset on the first page: with them as parameters, PostgreSQL priced
      -- its generic plan above planning each call (0.4 ms a call, as long as running it).
      limit ${written(BOARD_PAGE_SIZE + 1)}${later ? sql` offset ${bound('offset')}` : sql``}`,
  ),
);

/** One column of the pipeline board: a page of the user's students in `status`, newest first, with their marks. */
export async function boardColumn(
  db: Db,
  query: { status: StudentStatus; counselor?: string; page: number },
  actor: Actor,
) {
  const cards = cardsOf(actor, query.counselor);
  const rows = await columnPage(
    db,
    { cards, later: query.page > 1 },
    {
      status: query.status,
      whose: cards === 'counselor' ? query.counselor : actor.id,
      offset: (query.page - 1) * BOARD_PAGE_SIZE,
    },
  );
  const data = rows.slice(0, BOARD_PAGE_SIZE).map(
    (r): BoardCard => ({
      _id: r.id,
      studentId: r.studentId,
      fullName: r.fullName,
      status: r.status,
      destination: r.destination,
      daysInStage: r.fuDaysInStage,
      stalled: r.fuStalled,
      counselorEmployeeId: r.counselorEmployeeId,
      nextAction: r.fuNextDueAt ? { dueAt: r.fuNextDueAt, note: r.fuNextNote ?? '', overdue: r.fuOverdue } : null,
    }),
  );
  return { data, page: { number: query.page, size: BOARD_PAGE_SIZE, hasNext: rows.length > BOARD_PAGE_SIZE } };
}

type CardRow = FollowUpColumns & {
  id: string;
  studentId: number;
  fullName: string;
  status: StudentStatus;
  destination: string;
  counselorEmployeeId: string | null;
};
