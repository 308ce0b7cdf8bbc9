import { ErrorCode } from '@studydesk/shared/errors';
import type { Role } from '@studydesk/shared/role-names';
import { TASK_PAGE_SIZE, type Task, type TaskInput, type TaskUpdate, taskInputSchema } from '@studydesk/shared/tasks';
import { type AnyColumn, and, asc, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inUuids } from '../../db/array-params.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Bound } from '../../db/prepared.ts';
import { tasks } from '../../db/schema/follow-ups.ts';
import { employeeRoles, employees, students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { reaches } from '../students/students.access.ts';
import { type Desk, studentsOf } from '../students/students.queries.ts';
import { recordStudentEvents } from '../timeline/timeline.service.ts';

const assignee = alias(employees, 'assignee');
const creator = alias(employees, 'creator');

const DESKS: readonly Desk[] = ['Counselor', 'admin Officer', 'Admin Office Visa Section'];

/**
 * The roles by which the employee `who` works on the student `student` now: Super Admin and the receptionist on all,
 * a desk on its own. One subquery of a few index look-ups, so a list asks it of each row in its own statement.
 * `student` is a uuid of the outer statement that is not a column of `students` (the subquery's own would answer).
 */
function rolesOn(who: Bound<string>, student: AnyColumn | SQL) {
  const desks = DESKS.map((desk) => sql`(r.role = ${desk} and ${studentsOf(desk, who)})`);
  return sql`select r.role from ${employeeRoles} r, ${students}
    where r.employee_id = ${who} and ${students.id} = ${student}
      and (r.role in ('Super Admin', 'receptionist') or ${sql.join(desks, sql` or `)})`;
}

/** Whether the employee `who` works on the student `student` by a role they hold now (rolesOn). */
export function worksOn(who: Bound<string>, student: AnyColumn | SQL) {
  return sql`exists (${rolesOn(who, student)})`;
}

/**
 * The role whose area opens the student `student` for `who` working as `role` (its student-details address): that
 * role while it works on the student, else a role they hold that does, one that sees every student first, as a
 * notification's (the web's notificationRole), whose page offers the switch; failing both, `role` (whose page refuses).
 * `counselor`, the student's counselor column when the outer statement has it, answers a Counselor's own students
 * without the subquery.
 */
export function openingRole(who: Bound<string>, role: Bound<Role>, student: AnyColumn | SQL, counselor?: SQL) {
  const active = sql`${role}::role`;
  const own = counselor ? sql` or (${active} = 'Counselor' and ${counselor} = ${who})` : sql``;
  return sql`case when ${active} in ('Super Admin', 'receptionist')${own} then ${active}
    else coalesce((${rolesOn(who, student)}
      order by r.role = ${active} desc, r.role in ('Super Admin', 'receptionist') desc, r.role limit 1), ${active}) end`;
}

/** Who reads a task: their account and the role they work as. */
type Viewer = Pick<Actor, 'id' | 'role'>;

/**
 * Tasks as `viewer` sees them: the student of a task only while it is live (a deleted student's page is closed to
 * the desks that worked on it: the row links nowhere until a restore) and the viewer still works on it. A task
 * given about a student reached by a role lost since, with nobody to take the student over, stays; its student is
 * not theirs.
 */
function selectTasks(db: Tx, viewer: Viewer) {
  return db
    .select({
      task: tasks,
      assignee: { _id: assignee.id, name: assignee.name, employee_id: assignee.employeeId },
      creator: { _id: creator.id, name: creator.name, employee_id: creator.employeeId },
      studentNumber: students.studentId,
      studentName: students.fullName,
      openAs: sql<Role>`${openingRole(viewer.id, viewer.role, tasks.studentId)}`,
    })
    .from(tasks)
    .innerJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .innerJoin(creator, eq(creator.id, tasks.creatorId))
    .leftJoin(
      students,
      and(eq(students.id, tasks.studentId), isNull(students.archivedAt), worksOn(viewer.id, tasks.studentId)),
    );
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

function toTask({ task, assignee, creator, studentNumber, studentName, openAs }: TaskRow): Task {
  return {
    _id: task.id,
    title: task.title,
    dueAt: task.dueAt.toISOString(),
    note: task.note,
    done: task.doneAt !== null,
    doneAt: task.doneAt?.toISOString() ?? null,
    overdue: task.doneAt === null && task.dueAt.getTime() < Date.now(),
    assignee,
    creator,
    student:
      studentNumber !== null && studentName !== null
        ? { studentId: studentNumber, fullName: studentName, openAs }
        : null,
    createdAt: task.createdAt.toISOString(),
  };
}

const unavailable = (message: string) => new AppError(ErrorCode.ASSIGNEE_UNAVAILABLE, message);

/**
 * The active employee (holding a role) a task goes to; 422 when there is none. Their row is share-locked until the
 * task is written, as activeHolder does for a student: an offboarding (which locks the leaver first) waits for the
 * task and then hands it over with the leaver's other tasks (those about the students it moves), or goes first and
 * the task is refused. Unlocked, a task could read them active and be written after their hand-over, left with the leaver.
 */
async function activeAssignee(tx: Tx, id: string) {
  const [row] = await tx
    .select({ name: employees.name })
    .from(employees)
    .innerJoin(employeeRoles, eq(employeeRoles.employeeId, employees.id))
    .where(and(eq(employees.id, id), eq(employees.active, true)))
    .limit(1)
    .for('share', { of: [employees] });
  if (!row) throw unavailable('Choose an active employee: this one cannot take tasks.');
  return row;
}

/** Whether the employee sees the student: worksOn, asked of one. */
async function seesStudent(tx: Tx, employeeId: string, studentUuid: string) {
  const { rows } = await tx.execute<{ sees: boolean }>(
    sql`select ${worksOn(employeeId, sql`${studentUuid}::uuid`)} as sees`,
  );
  return rows[0]?.sees === true;
}

/**
 * Gives `to` the open tasks `from` has about `studentIds`, the students `to` has just taken over from them: the work
 * goes with the student. Not where `from` still holds the student at another desk (a Counselor whose Counselor role
 * is taken, who also files the student's applications): nothing says which desk a task was for, and they still work
 * on the student. Each reminds `to` anew, even when it was due (and reminded) already, as a task handed on does.
 */
export async function handTasksOver(tx: Tx, studentIds: readonly string[], from: string, to: string) {
  if (studentIds.length === 0) return;
  const stillHolds = sql.join(
    DESKS.map((desk) => studentsOf(desk, from)),
    sql` or `,
  );
  await tx
    .update(tasks)
    .set({ assigneeId: to, remindedAt: null })
    .where(
      and(
        inUuids(tasks.studentId, studentIds),
        eq(tasks.assigneeId, from),
        isNull(tasks.doneAt),
        sql`not exists (select 1 from ${students} where ${students.id} = ${tasks.studentId} and (${stillHolds}))`,
      ),
    );
}

export async function createTask(db: Db, input: TaskInput, actor: Actor) {
  const { title, dueAt, assigneeId, studentId, note } = taskInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const person = await activeAssignee(tx, assigneeId);
    let studentUuid: string | null = null;
    if (studentId !== undefined) {
      const [student] = await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.studentId, studentId), isNull(students.archivedAt)));
      // A student the giver does not work on is none to them: nothing of it is answered or written on its timeline.
      if (!student || !(await reaches(tx, actor, eq(students.id, student.id)))) throw notFound('Student');
      if (!(await seesStudent(tx, assigneeId, student.id))) {
        throw unavailable(`${person.name} does not work on student ${studentId}, so they could not open it.`);
      }
      studentUuid = student.id;
    }
    const [row] = await tx
      .insert(tasks)
      .values({ title, dueAt: new Date(dueAt), assigneeId, creatorId: actor.id, studentId: studentUuid, note })
      .returning({ id: tasks.id });
    if (!row) throw new Error('insert returned nothing');
    if (studentUuid) {
      await recordStudentEvents(tx, [
        { studentId: studentUuid, kind: 'task-created', actorId: actor.id, payload: { taskId: row.id, title } },
      ]);
    }
    return getTask(tx, row.id, actor);
  });
}

export async function getTask(db: Tx, id: string, viewer: Viewer) {
  const [row] = await selectTasks(db, viewer).where(eq(tasks.id, id));
  if (!row) throw notFound('Task');
  return toTask(row);
}

/** Completes, reopens or changes a task: its assignee, its creator or Super Admin. */
export async function updateTask(db: Db, id: string, changes: TaskUpdate, actor: Actor) {
  return db.transaction(async (tx) => {
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
    if (!task) throw notFound('Task');
    if (actor.role !== 'Super Admin' && actor.id !== task.assigneeId && actor.id !== task.creatorId) throw forbidden();
    if (changes.assigneeId && changes.assigneeId !== task.assigneeId) {
      const person = await activeAssignee(tx, changes.assigneeId);
      if (task.studentId && !(await seesStudent(tx, changes.assigneeId, task.studentId))) {
        throw unavailable(`${person.name} does not work on this task’s student, so they could not open it.`);
      }
    }
    const { done, dueAt, ...rest } = changes;
    const set: Partial<typeof tasks.$inferInsert> = { ...rest };
    if (dueAt) Object.assign(set, { dueAt: new Date(dueAt), remindedAt: null, escalatedAt: null });
    // A task handed to someone else reminds them in their turn, even when it was due (and reminded) already.
    if (changes.assigneeId && changes.assigneeId !== task.assigneeId) set.remindedAt = null;
    if (done !== undefined)
      Object.assign(set, done ? { doneAt: new Date(), doneBy: actor.id } : { doneAt: null, doneBy: null });
    await tx.update(tasks).set(set).where(eq(tasks.id, id));
    if (done && !task.doneAt && task.studentId) {
      await recordStudentEvents(tx, [
        { studentId: task.studentId, kind: 'task-done', actorId: actor.id, payload: { taskId: id, title: task.title } },
      ]);
    }
    return getTask(tx, id, actor);
  });
}

/** A page of tasks: open first by due time, then done ones, newest done first. */
export async function listTasks(
  db: Db,
  query: { view?: 'assigned' | 'given'; assignee?: string; done?: 'true' | 'false'; page: number },
  actor: Actor,
) {
  const conditions: (SQL | undefined)[] = [];
  if (query.view === 'assigned') conditions.push(eq(tasks.assigneeId, actor.id));
  else if (query.view === 'given') conditions.push(eq(tasks.creatorId, actor.id), ne(tasks.assigneeId, actor.id));
  else if (actor.role !== 'Super Admin')
    conditions.push(or(eq(tasks.assigneeId, actor.id), eq(tasks.creatorId, actor.id)));
  if (query.assignee) conditions.push(eq(tasks.assigneeId, query.assignee));
  if (query.done === 'true') conditions.push(isNotNull(tasks.doneAt));
  if (query.done === 'false') conditions.push(isNull(tasks.doneAt));
  const rows = await selectTasks(db, actor)
    .where(and(...conditions))
    .orderBy(sql`${tasks.doneAt} is not null`, asc(tasks.dueAt), asc(tasks.id))
    .limit(TASK_PAGE_SIZE + 1)
    .offset((query.page - 1) * TASK_PAGE_SIZE);
  return {
    data: rows.slice(0, TASK_PAGE_SIZE).map(toTask),
    page: { number: query.page, size: TASK_PAGE_SIZE, hasNext: rows.length > TASK_PAGE_SIZE },
  };
}

/** Every active employee with their roles, by name: who can take a task. */
export async function assignees(db: Db) {
  const rows = await db
    .select({ id: employees.id, name: employees.name, employeeId: employees.employeeId, role: employeeRoles.role })
    .from(employees)
    .innerJoin(employeeRoles, eq(employeeRoles.employeeId, employees.id))
    .where(eq(employees.active, true))
    .orderBy(asc(employees.name), asc(employees.id));
  const byId = new Map<string, { _id: string; name: string; employee_id: string; roles: string[] }>();
  for (const r of rows) {
    const entry = byId.get(r.id) ?? { _id: r.id, name: r.name, employee_id: r.employeeId, roles: [] };
    entry.roles.push(r.role);
    byId.set(r.id, entry);
  }
  return [...byId.values()];
}
