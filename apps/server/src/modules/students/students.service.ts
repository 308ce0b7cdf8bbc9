import { ErrorCode } from '@studydesk/shared/errors';
import {
  AUTO_ASSIGN,
  type CheckedStudentFilter,
  type CreateStudentInput,
  createStudentSchema,
  type ListedStudent,
  type StudentStatus,
  statusMovesFrom,
} from '@studydesk/shared/students';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { OFFICE_DATE } from '../../db/office-time.ts';
import { preparedRows } from '../../db/prepared.ts';
import { studentCounts, studentDayCounts } from '../../db/schema/counts.ts';
import { employees, studentEvents, students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { chooseCounselor } from '../allocation/allocation.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { studentValues } from '../audit/audit.values.ts';
import { activeHolder } from '../employees/desk-holder.ts';
import { notify } from '../notifications/notifications.service.ts';
import { recordStatusChange, recordStudentEvents } from '../timeline/timeline.service.ts';
import { phoneKeyOf, storedPhone } from './phone-number.ts';
import {
  type ListShape,
  listPage,
  listWhere,
  type Owner,
  pageOfRows,
  readTotal,
  selectedToStudent,
  selectStudents,
  totalKind,
} from './students.queries.ts';

export const studentNotFound = () => notFound('Student');

/**
 * A page of students: one row more than asked tells whether a next page exists, without counting. A part of a name
 * is first looked for among the scope's newest students (an index walk of a few thousand rows): a common name fills
 * the page there, and the page is exactly the one the whole scope gives, as those are its newest. Only a page it
 * does not fill asks the whole scope, through the name's trigram index (a rarer name: fewer rows to fetch). One
 * generic plan for every name chose either way for all of them: 250 ms for 'rahim' among a million students.
 * A counselor's own students too: their own trigrams (`name_keys`) give just their matches, but all of them, read
 * and sorted for a page of ten (13 ms for 2,350 'rahim's of a counselor's 48,000, against 2 ms in the window).
 */
export async function listStudents(db: Db, filter: CheckedStudentFilter, owner?: Owner) {
  const { page, pageSize, sort, startDate, endDate, status } = filter;
  const where = listWhere(filter);
  const total = totalKind(where, owner);
  const shape: ListShape = {
    start: Boolean(startDate),
    end: Boolean(endDate),
    name: where.name && (where.name.keyed ? 'keyed' : 'plain'),
    statuses: status.length,
    desk: owner?.desk,
    limit: pageSize + 1,
    offset: (page - 1) * pageSize,
    sort,
    // The total is read by the page's statement, beside its rows: one statement fewer a list.
    total,
    window: false,
  };
  const values = {
    startDate,
    endDate,
    text: where.name?.text,
    like: where.name?.like,
    owner: owner?.id,
    ...Object.fromEntries(status.map((s, i) => [`status${i}`, s])),
  };
  let found: { rows: ListedStudent[]; total?: number } | undefined;
  if (where.name && sort === 'newest') found = pageOfRows(await listPage(db, { ...shape, window: true }, values));
  if (!found || found.rows.length < shape.limit) {
    const whole = pageOfRows(await listPage(db, { ...shape, total: found ? undefined : total }, values));
    found = { rows: whole.rows, total: found?.total ?? whole.total };
  }
  return {
    data: found.rows.slice(0, pageSize),
    page: {
      number: page,
      size: pageSize,
      hasNext: found.rows.length > pageSize,
      total: readTotal(total, found.total ?? 0),
    },
  };
}

export async function findSameStudent(db: Db, fullName: string, phoneNumber: string) {
  const rows = await selectStudents(db).where(
    and(
      isNull(students.archivedAt),
      eq(sql`lower(${students.fullName})`, fullName.trim().toLowerCase()),
      eq(students.phoneKey, await phoneKeyOf(db, phoneNumber)),
    ),
  );
  return rows.map(selectedToStudent);
}

/** The employee with this uuid, if they are an active Counselor (registration and a move to another counselor). */
export const activeCounselor = (db: Tx, id: string) => activeHolder(db, id, 'Counselor');

/** Registers a student for a counselor and tells the counselor (the notification is in the same transaction). */
export async function createStudent(db: Db, input: CreateStudentInput, actor: Actor) {
  return db.transaction((tx) => registerStudent(tx, input, actor));
}

/**
 * The registration inside the caller's transaction, so a website lead's conversion links the lead in the
 * same one. Answers the student and the notifications to publish after commit.
 */
export async function registerStudent(tx: Tx, input: CreateStudentInput, actor: Actor) {
  const {
    fullName,
    email,
    phoneNumber: typed,
    counselor: chosen,
    messageLanguage,
    ...details
  } = createStudentSchema.parse(input);
  const phoneNumber = await storedPhone(tx, typed);
  const automatic = chosen === AUTO_ASSIGN ? await chooseCounselor(tx) : null;
  const counselor = automatic?.id ?? chosen;
  if (!(await activeCounselor(tx, counselor))) {
    throw invalid({
      counselor: 'Choose a counselor from the list',
    });
  }
  try {
    // A savepoint: a duplicate leaves the caller's transaction usable for its answer.
    return await tx.transaction(async (sp) => {
      const [row] = await sp
        .insert(students)
        .values({
          fullName,
          email,
          phoneNumber,
          details,
          counselorId: counselor,
          createdBy: actor.id,
          messageLanguage: messageLanguage || null,
        })
        .returning({ id: students.id, studentId: students.studentId });
      if (!row) throw new Error('insert returned nothing');
      await recordStatusChange(sp, { studentId: row.id, from: null, to: 'follow-up', actorId: actor.id });
      if (automatic) {
        await recordStudentEvents(sp, [
          {
            studentId: row.id,
            kind: 'counselor-changed',
            actorId: actor.id,
            payload: { from: null, to: counselor, reason: automatic.reason },
          },
        ]);
      }
      const deliveries = await notify(sp, [
        {
          recipientId: counselor,
          studentId: row.id,
          for: 'counseling',
          message: `New student ${fullName} (${row.studentId}) was assigned to you by ${actor.name}.`,
        },
      ]);
      const student = await getStudentBy(sp, eq(students.id, row.id));
      await recordAudit(sp, {
        actorId: actor.id,
        recordType: 'student',
        recordId: row.id,
        action: 'created',
        after: { ...studentValues(student), ...(messageLanguage && { messageLanguage }) },
      });
      return { student, deliveries };
    });
  } catch (error) {
    // The database decides: two receptionists registering the same person at once end with one student.
    if (isUniqueViolation(error, 'students_same_person_key')) {
      throw new AppError(ErrorCode.STUDENT_EXISTS, 'Student already exists');
    }
    throw error;
  }
}

async function getStudentBy(db: Tx, where: ReturnType<typeof eq>) {
  const [row] = await selectStudents(db).where(and(where, isNull(students.archivedAt)));
  if (!row) throw studentNotFound();
  return selectedToStudent(row);
}

export const getStudent = (db: Tx, studentId: number) => getStudentBy(db, eq(students.studentId, studentId));

export async function changeStatus(db: Db, studentId: number, status: StudentStatus, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: students.id, status: students.status })
      .from(students)
      .where(and(eq(students.studentId, studentId), isNull(students.archivedAt)))
      .for('update');
    if (!row) throw studentNotFound();
    if (status !== row.status && !statusMovesFrom(actor.role, row.status).includes(status)) {
      throw new AppError(ErrorCode.STATUS_NOT_ALLOWED, `You cannot move a student from ${row.status} to ${status}.`);
    }
    if (row.status !== status) {
      await tx.update(students).set({ status }).where(eq(students.id, row.id));
      await recordStatusChange(tx, { studentId: row.id, from: row.status, to: status, actorId: actor.id });
    }
    return getStudent(tx, studentId);
  });
}

/** Advices are written once by the Counselor (SPEC.md 4); Super Admin may rewrite them. */
export async function writeAdvices(db: Db, studentId: number, advices: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: students.id, advices: students.advices })
      .from(students)
      .where(and(eq(students.studentId, studentId), isNull(students.archivedAt)))
      .for('update');
    if (!row) throw studentNotFound();
    if (actor.role !== 'Super Admin' && row.advices !== '') {
      throw new AppError(ErrorCode.ADVICES_EXIST, 'This student already has advices.');
    }
    if (row.advices !== advices) {
      await tx.update(students).set({ advices }).where(eq(students.id, row.id));
      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'student',
        recordId: row.id,
        action: 'advices-written',
        before: { advices: row.advices },
        after: { advices },
      });
      // the timeline shows the advice's beginning; the whole text stays on the student
      const excerpt = advices.length > 280 ? `${advices.slice(0, 279)}…` : advices;
      await recordStudentEvents(tx, [
        { studentId: row.id, kind: 'advice-written', actorId: actor.id, payload: { excerpt } },
      ]);
    }
    return getStudent(tx, studentId);
  });
}

export async function statusHistory(db: Db, studentId: number) {
  const student = await getStudent(db, studentId);
  const rows = await db
    .select({
      status: sql<StudentStatus>`${studentEvents.payload}->>'to'`,
      from: sql<StudentStatus | null>`${studentEvents.payload}->>'from'`,
      by: sql<string>`coalesce(${employees.name}, '')`,
      at: studentEvents.at,
    })
    .from(studentEvents)
    .leftJoin(employees, eq(employees.id, studentEvents.actorId))
    .where(and(eq(studentEvents.studentId, student._id), eq(studentEvents.kind, 'status-changed')))
    .orderBy(asc(studentEvents.at), asc(studentEvents.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/**
 * Counts per status and new leads per office day over the last 30 days, in one statement: both read tables the
 * triggers keep exact (migrations 0003 and 0011), never the students themselves.
 */
export async function dashboardCounts(db: Db) {
  const [row] = await preparedRows<{
    byStatus: Record<StudentStatus, number>;
    perDay: { day: string; count: number }[];
  }>(
    db,
    sql`select
      (select json_object_agg(c.status, c.n) from ${studentCounts} c) as "byStatus",
      (select coalesce(json_agg(json_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'count', d.n) order by d.day),
         '[]') from ${studentDayCounts} d
       where d.day >= ${OFFICE_DATE} - 29 and d.n > 0) as "perDay"`,
  );
  const byStatus = row?.byStatus ?? ({} as Record<StudentStatus, number>);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { total, byStatus, perDay: row?.perDay ?? [] };
}
